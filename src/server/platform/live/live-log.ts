import { and, gt, inArray, like, lt, max, min, type SQL } from 'drizzle-orm';
import type { LiveMessage } from '../../../shared/schemas/live';
import type { Db } from '../../db/client';
import { liveEvents, sessions } from '../../db/schema';

/**
 * The live channel's log table as the hub reads it (hub.ts): the highest ids, what came after a cursor, the
 * oldest kept, the prune; and which sessions are still there.
 */

export interface LiveRecord {
  id: number;
  topic: string;
  message: LiveMessage;
}

const toRecord = (row: { id: number; topic: string; payload: unknown }): LiveRecord => ({
  id: Number(row.id),
  topic: row.topic,
  message: row.payload as LiveMessage,
});

/** The highest id published so far, of any topic. */
export async function latestLiveId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** The highest id published to these topics. */
export async function latestLiveIdOf(db: Db, topics: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(inArray(liveEvents.topic, [...topics]));
  return Number(row?.id ?? 0);
}

/** The highest id published to any topic of a kind (a scan: at start and after a lost connection only). */
export async function latestLiveIdOfKind(db: Db, kind: string): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(like(liveEvents.topic, `${kind}:%`));
  return Number(row?.id ?? 0);
}

/** Up to `limit` messages to these topics after `after`, in id order. */
export async function liveRecordsAfter(
  db: Db,
  topics: readonly string[],
  after: number,
  limit: number,
): Promise<LiveRecord[]> {
  return recordsWhere(db, and(inArray(liveEvents.topic, [...topics]), gt(liveEvents.id, after)), limit);
}

/**
 * Up to `limit` messages to any topic of a kind after `after`, in id order: the hub's read when many topics of
 * the kind are open here (a walk of the id index from the cursor, instead of a statement with every topic).
 */
export async function liveRecordsOfKindAfter(
  db: Db,
  kind: string,
  after: number,
  limit: number,
): Promise<LiveRecord[]> {
  return recordsWhere(db, and(gt(liveEvents.id, after), like(liveEvents.topic, `${kind}:%`)), limit);
}

/** Up to `limit` messages that `where` selects, in id order. */
async function recordsWhere(db: Db, where: SQL | undefined, limit: number): Promise<LiveRecord[]> {
  const rows = await db
    .select({ id: liveEvents.id, topic: liveEvents.topic, payload: liveEvents.payload })
    .from(liveEvents)
    .where(where)
    .orderBy(liveEvents.id)
    .limit(limit);
  return rows.map(toRecord);
}

/** The oldest id still kept (null when the log is empty) and the highest. */
export async function liveIdBounds(db: Db): Promise<{ oldest: number | null; latest: number }> {
  const [bounds] = await db
    .select({ oldest: min(liveEvents.id), latest: max(liveEvents.id) })
    .from(liveEvents);
  return {
    oldest: bounds?.oldest == null ? null : Number(bounds.oldest),
    latest: Number(bounds?.latest ?? 0),
  };
}

/** Deletes the messages written before `cutoff`; answers how many. */
export async function deleteLiveEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, cutoff))
    .returning({ id: liveEvents.id });
  return gone.length;
}

/** Which of these sessions still exist. */
export async function sessionsAlive(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const alive = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
  return new Set(alive.map((row) => row.id));
}
