import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventReports, events, type NewEvent } from '../../db/schema/events';
import { featuredItems } from '../../db/schema/home';
import { pageOffset, searchAny, windowTotal, type PageParams } from '../../platform/lists';
import { eventItemColumns, featuredJoin } from './queries';

/** Queries of the events manager (administrators) and a member's own events: the list, one event, the writes. */

/** An event's open reports (the list's count, a member's report, resolving them). */
export const openReportsOf = (eventId: SQL | typeof events.id) =>
  and(eq(eventReports.eventId, eventId), eq(eventReports.status, 'open'));

/** How many open reports the event has (event_reports_event_idx), per row of a page. */
const openReportCount = sql<number>`(select count(*) from ${eventReports} where ${openReportsOf(events.id)})`
  .mapWith(Number)
  .as('open_reports');

function managedColumns() {
  return {
    ...eventItemColumns(null),
    // Administrators and organisers are signed in: the members-only link is theirs to see and edit.
    feteIdTicketUrl: events.feteIdTicketUrl,
    liked: sql<boolean>`false`,
    attending: sql<boolean>`false`,
    organizerId: events.organizerId,
    openReports: openReportCount,
    total: windowTotal(),
  };
}

export interface ManagedListFilter extends PageParams {
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
export async function listManagedEventPage(db: Db | Tx, filter: ManagedListFilter) {
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
  return db
    .select(managedColumns())
    .from(events)
    .leftJoin(featuredItems, featuredJoin)
    .where(where)
    .orderBy(desc(events.date), desc(events.startTime), desc(events.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter.page, filter.pageSize));
}

export async function countManagedEvents(db: Db | Tx, filter: ManagedListFilter): Promise<number> {
  const rows = await listManagedEventPage(db, { ...filter, page: 1, pageSize: 1 });
  return rows[0]?.total ?? 0;
}

/** One event as the manager shows it, whatever its state. */
export async function findManagedEvent(db: Db | Tx, id: string) {
  const [row] = await db
    .select(managedColumns())
    .from(events)
    .leftJoin(featuredItems, featuredJoin)
    .where(eq(events.id, id));
  if (!row) return undefined;
  const { total: _total, ...event } = row;
  return event;
}

/** The row of an event, locked until the transaction ends (two editors at once, a delete meanwhile). */
export async function lockEvent(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: events.id,
      organizerId: events.organizerId,
      imageUrl: events.imageUrl,
      active: events.active,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  return row;
}

export async function insertEvent(tx: Tx, values: NewEvent): Promise<string> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function updateEventRow(tx: Tx, id: string, values: Partial<NewEvent>): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, id));
}

export async function deleteEventRow(tx: Tx, id: string): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}
