import { and, gt, like, lt, max, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { LiveMessage } from '../../../shared/schemas/live';
import type { Db } from '../../db/client';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
import { liveEvents, sessions } from '../../db/schema';

/**
 * The live channel's log table as the hub reads it (hub.ts): the highest ids, what came after a cursor, the
 * oldest kept, the prune; and which sessions are still there. The reads every wake-up and every stream's
 * opening make are built once (db/prepared.ts): a list of topics or sessions is one array parameter, so the
 * statement's text is the same however many there are.
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

const topicIn = (topics: SQLWrapper) => sql`${liveEvents.topic} = any(${topics}::text[])`;

const latestOfTopics = preparedPerShape((db, _shape: null, p: Placeholders<{ topics: string[] }>) =>
  db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(topicIn(p.topics)),
);

/** The highest id published to these topics. */
export async function latestLiveIdOf(db: Db, topics: readonly string[]): Promise<number> {
  const [row] = await latestOfTopics(db, null, { topics: [...topics] });
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

/** Up to `limit` messages after a cursor, in id order: to these topics, or to any topic of a kind. */
const recordsAfter = preparedPerShape(
  (
    db,
    shape: 'topics' | 'kind',
    p: Placeholders<{ after: number; limit: number; topics?: string[]; kind?: string }>,
  ) =>
    db
      .select({ id: liveEvents.id, topic: liveEvents.topic, payload: liveEvents.payload })
      .from(liveEvents)
      .where(
        and(
          gt(liveEvents.id, p.after),
          shape === 'topics' ? topicIn(p.topics!) : like(liveEvents.topic, p.kind!),
        ),
      )
      .orderBy(liveEvents.id)
      .limit(p.limit),
);

/** Up to `limit` messages to these topics after `after`, in id order. */
export async function liveRecordsAfter(
  db: Db,
  topics: readonly string[],
  after: number,
  limit: number,
): Promise<LiveRecord[]> {
  return (await recordsAfter(db, 'topics', { after, limit, topics: [...topics] })).map(toRecord);
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
  return (await recordsAfter(db, 'kind', { after, limit, kind: `${kind}:%` })).map(toRecord);
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

const sessionsAmong = preparedPerShape((db, _shape: null, p: Placeholders<{ ids: string[] }>) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(sql`${sessions.id} = any(${p.ids}::text[])`),
);

/** Which of these sessions still exist. */
export async function sessionsAlive(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const alive = await sessionsAmong(db, null, { ids: [...ids] });
  return new Set(alive.map((row) => row.id));
}
