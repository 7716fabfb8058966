import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventReports, events } from '../../db/schema/events';
import { managedRow, matchesAny, type PageParams } from '../../platform/lists';
import { preparedManagedPage, searchPattern } from '../../platform/prepared-lists';
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

type EventListShape = { reported: boolean };
type EventListValues = { q?: string; organizerId?: string };

/** The manager's statement, prepared once per shape: with or without the open-reports filter (db/prepared.ts). */
const managedEventList = preparedManagedPage<typeof managedEvents.columns, EventListShape, EventListValues>(
  managedEvents,
  (db, shape, p) =>
    and(
      matchesAny([events.title, events.description, events.location], p.q),
      p.organizerId ? eq(events.organizerId, p.organizerId) : undefined,
      shape.reported
        ? exists(
            db
              .select({ one: sql`1` })
              .from(eventReports)
              .where(openReportsOf(events.id)),
          )
        : undefined,
    ),
  () => [desc(events.date), desc(events.startTime), desc(events.id)],
);

/**
 * Every event, active or not, newest date first (admin-back-office.md §7), with its organiser and open
 * report count; the page carries the total (one statement). Searches title, description and location.
 */
export function listManagedEventPage(db: Db, filter: ManagedListFilter, params: PageParams) {
  const values = { q: searchPattern(filter.q), organizerId: filter.organizerId };
  return managedEventList(db, { reported: !!filter.reported }, values, params);
}

/**
 * One event as the manager shows it, whatever its state; with `lock`, its row locked until the transaction
 * ends (two editors at once, a delete meanwhile).
 */
export const findManagedEvent = (db: Db | Tx, id: string, lock = false) =>
  managedRow(db, managedEvents, id, lock);
