import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventReports, events } from '../../db/schema/events';
import { managedPage, managedRow, searchAny, type PageParams } from '../../platform/lists';
import { eventItemColumns, featuredJoin } from './queries';

/** Queries of the events manager (administrators) and a member's own events: the list, one event, its lock. */

/** An event's open reports (the list's count, a member's report, resolving them). */
export const openReportsOf = (eventId: SQL | typeof events.id) =>
  and(eq(eventReports.eventId, eventId), eq(eventReports.status, 'open'));

/** How many open reports the event has (event_reports_event_idx), per row of a page. */
const openReportCount = sql<number>`(select count(*) from ${eventReports} where ${openReportsOf(events.id)})`
  .mapWith(Number)
  .as('open_reports');

export const managedEvents = {
  table: events,
  columns: {
    ...eventItemColumns(null),
    // Administrators and organisers are signed in: the members-only link is theirs to see and edit.
    feteIdTicketUrl: events.feteIdTicketUrl,
    liked: sql<boolean>`false`,
    attending: sql<boolean>`false`,
    organizerId: events.organizerId,
    openReports: openReportCount,
  },
  featuredJoin,
};

export interface ManagedListFilter {
  q: string;
  /** Only events with open reports. */
  reported?: boolean;
  /** Only this member's events (My events). */
  organizerId?: string;
}

/**
 * Every event, active or not, newest date first (admin-back-office.md §7), with its organiser and open
 * report count; the page carries the total (one statement). Searches title, description and location.
 */
export function listManagedEventPage(db: Db, filter: ManagedListFilter, params: PageParams) {
  const where = and(
    searchAny([events.title, events.description, events.location], filter.q),
    filter.organizerId ? eq(events.organizerId, filter.organizerId) : undefined,
    filter.reported
      ? exists(
          db
            .select({ one: sql`1` })
            .from(eventReports)
            .where(openReportsOf(events.id)),
        )
      : undefined,
  );
  return managedPage(
    db,
    managedEvents,
    where,
    [desc(events.date), desc(events.startTime), desc(events.id)],
    params,
  );
}

/**
 * One event as the manager shows it, whatever its state; with `lock`, its row locked until the transaction
 * ends (two editors at once, a delete meanwhile).
 */
export const findManagedEvent = (db: Db | Tx, id: string, lock = false) =>
  managedRow(db, managedEvents, id, lock);
