import { sql, type SQL } from 'drizzle-orm';
import type { LiveMessage } from '../../../shared/schemas/live';
import type { Db, Tx } from '../../db/client';
import { liveEvents } from '../../db/schema';

/** The NOTIFY channel every process LISTENs on. */
export const LIVE_CHANNEL = 'live_events';

/**
 * What NOTIFY carries: the row's id and topic, and its message when the whole notice fits NOTIFY's payload (under
 * 8000 bytes; a chat message of 2,000 four-byte characters does not), so the hub can hand it out without reading
 * the row (hub.ts). Without `message`, the hub reads it.
 */
export interface LiveNotice {
  id: number;
  topic: string;
  message?: LiveMessage;
}

/** The largest notice with its message, in bytes (NOTIFY refuses a payload of 8000 bytes or more). */
export const LIVE_NOTICE_MAX_BYTES = 7999;

/**
 * Sent on the same channel by the database itself when a session row is deleted (migration 0017's trigger:
 * sign-out, revocation, suspension, a deleted member, a session ended by hand): that session's streams end.
 */
export interface SessionEndedNotice {
  endedSession: string;
}

/**
 * The NOTIFY of a row just published, in the statement that inserted it (its `id`, `topic` and `payload`
 * columns): with the message when it fits, else id and topic only.
 */
export const liveNotice = (id: SQL, topic: SQL, payload: SQL): SQL => {
  const whole = sql`json_build_object('id', ${id}, 'topic', ${topic}, 'message', ${payload})::text`;
  return sql`pg_notify(${LIVE_CHANNEL}, case when octet_length(${whole}) <= ${sql.raw(String(LIVE_NOTICE_MAX_BYTES))}
    then ${whole} else json_build_object('id', ${id}, 'topic', ${topic})::text end)`;
};

/** A topic's kind (`event`, `member`): its shard of the log, whose publishers take turns (see publish). */
export const topicKind = (topic: string): string => topic.slice(0, topic.indexOf(':'));

/**
 * Publish a message to a topic: a row in live_events (its id is the cursor clients resume from), then a
 * NOTIFY with id and topic. Given a transaction, both happen in it: nothing is announced unless the
 * caller's write commits, and listeners hear of it only at commit.
 *
 * Publishers of one kind of topic take one transaction-level lock before the insert, so within a kind ids are
 * handed out in commit order: a reader of that kind's topics that has seen id N can never later find a
 * smaller id committing (which a cursor would skip). Kinds do not wait for each other: an event's like count
 * never queues behind chat messages and notifications (member topics), nor they behind it. So a stream listens
 * to topics of one kind, and the hub keeps a cursor per kind (hub.ts). Hold the lock briefly: publish as the
 * last step of a transaction.
 */
export async function publish(db: Db | Tx, topic: string, message: LiveMessage): Promise<number> {
  // One statement, one round trip (it was five: a savepoint, the lock, the insert, the NOTIFY, the release):
  // the insert takes its row from the lock's, so its id is drawn once the lock is held. Outside a transaction
  // the statement is its own, and the lock lasts until it commits.
  const result = (await db.execute(
    publishStatement({
      topic: sql`${topic}::text`,
      kind: sql`${topicKind(topic)}`,
      payload: sql`${JSON.stringify(message)}::jsonb`,
    }),
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}

/**
 * publish's statement: the kind's lock (`turn`), then the row and its NOTIFY (liveNotice). With `source` (a
 * query, named `source`, that `payload` may read), it runs before the lock is taken: what it locks and reads
 * (an event's like count, modules/likes) comes first, and nothing waits for a row while holding the kind's lock.
 */
export function publishStatement(parts: { topic: SQL; kind: SQL; payload: SQL; source?: SQL }): SQL {
  const { topic, kind, payload, source } = parts;
  return sql`
    with ${source ? sql`source as (${source}),` : sql``}
    turn as (
      select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}), hashtext(${kind}))${source ? sql` from source` : sql``}
    ),
    row as (
      insert into ${liveEvents} (topic, payload)
      select ${topic}, ${payload} from ${source ? sql`source, ` : sql``}turn
      returning id, payload
    )
    select id, ${liveNotice(sql`id`, topic, sql`payload`)} from row
  `;
}
