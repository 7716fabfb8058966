import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventAttendees } from '../../db/schema/attendance';
import { calendarFeeds } from '../../db/schema/calendar';
import { events, eventWhenWhere } from '../../db/schema/events';
import { likedEvents } from '../../db/schema/likes';
import type { CalendarEvent } from './ics';

const calendarColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  ...eventWhenWhere,
  state: events.state,
  country: events.country,
  updatedAt: events.updatedAt,
};

/** One event as a calendar entry; inactive ones only for administrators. */
export async function findCalendarEvent(
  db: Db,
  id: string,
  includeInactive: boolean,
): Promise<CalendarEvent | undefined> {
  const [row] = await db
    .select(calendarColumns)
    .from(events)
    .where(includeInactive ? eq(events.id, id) : and(eq(events.id, id), eq(events.active, true)));
  return row;
}

/**
 * The active events a member attends, has in a My Carnival plan (and, if chosen, likes) that end on or after
 * `fromDate`, by date.
 */
export async function memberCalendarEvents(
  db: Db,
  params: { userId: string; includeLiked: boolean; fromDate: string; limit: number; plannedIds: string[] },
): Promise<CalendarEvent[]> {
  const attending = db
    .select({ id: eventAttendees.eventId })
    .from(eventAttendees)
    .where(eq(eventAttendees.userId, params.userId));
  const liked = db
    .select({ id: likedEvents.eventId })
    .from(likedEvents)
    .where(eq(likedEvents.userId, params.userId));
  const mine = [inArray(events.id, attending)];
  if (params.plannedIds.length) mine.push(inArray(events.id, params.plannedIds));
  return db
    .select(calendarColumns)
    .from(events)
    .where(
      and(
        eq(events.active, true),
        or(...mine, ...(params.includeLiked ? [inArray(events.id, liked)] : [])),
        gte(sql`coalesce(${events.endDate}, ${events.date})`, params.fromDate),
      ),
    )
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id))
    .limit(params.limit);
}

export async function findFeedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

export async function findFeed(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Makes the member's feed or gives it a new secret; what it holds stays as chosen. */
export async function saveFeedSecret(
  db: Db | Tx,
  values: { userId: string; nonce: string; tokenHash: string },
) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { nonce: values.nonce, tokenHash: values.tokenHash },
    })
    .returning();
  return row!;
}

export async function saveIncludeLiked(db: Db | Tx, userId: string, includeLiked: boolean) {
  const [row] = await db
    .update(calendarFeeds)
    .set({ includeLiked })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return row;
}
