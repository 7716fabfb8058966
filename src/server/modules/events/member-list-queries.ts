import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventAttendees } from '../../db/schema/attendance';
import { events } from '../../db/schema/events';
import { featuredItems } from '../../db/schema/home';
import { likedEvents } from '../../db/schema/likes';
import { pageOffset, windowTotal, type PageParams } from '../../platform/lists';
import { eventItemColumns, featuredJoin, likedBy } from './queries';

/** A member's own lists of events: the ones they like and the ones they attend (the dashboard, the reminders). */

/** Active events the member attends that end on or after `today`, soonest first. */
export function selectEventsAttendedBy(db: Db | Tx, userId: string, today: string, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      endDate: events.endDate,
      location: events.location,
      imageUrl: events.imageUrl,
    })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(
      and(
        eq(eventAttendees.userId, userId),
        eq(events.active, true),
        sql`coalesce(${events.endDate}, ${events.date}) >= ${today}`,
      ),
    )
    .orderBy(asc(events.date), asc(events.id))
    .limit(limit);
}

/** The day an event is over after: its end date, or its date when it lasts one day. */
const lastDay = sql`coalesce(${events.endDate}, ${events.date})`;

/**
 * "Events I'm Attending": the member's active events, upcoming (still running or later, soonest first) before
 * past (newest first), each row carrying the total and whether it is past.
 */
export async function listAttendedEventPage(
  db: Db | Tx,
  userId: string,
  today: string,
  { page, pageSize }: PageParams,
) {
  const past = sql<boolean>`(${lastDay} < ${today})`;
  return db
    .select({ ...eventItemColumns(userId), past: past.as('past'), total: windowTotal() })
    .from(eventAttendees)
    .innerJoin(events, and(eq(events.id, eventAttendees.eventId), eq(events.active, true)))
    .leftJoin(featuredItems, featuredJoin)
    .leftJoin(likedEvents, likedBy(userId))
    .where(eq(eventAttendees.userId, userId))
    .orderBy(
      past,
      sql`case when ${lastDay} >= ${today} then ${events.date} end asc`,
      sql`case when ${lastDay} >= ${today} then ${events.startTime} end asc`,
      desc(events.date),
      desc(events.startTime),
      asc(events.id),
    )
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function countAttendedEvents(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventAttendees)
    .innerJoin(events, and(eq(events.id, eventAttendees.eventId), eq(events.active, true)))
    .where(eq(eventAttendees.userId, userId));
  return row?.total ?? 0;
}
