import { sql, type SQL } from 'drizzle-orm';
import { CHAT_SEND_LIMIT, type ChatMessageItem } from '../../../shared/domains/chat';
import { liveTopics } from '../../../shared/schemas/live';
import { preparedPerShape, preparedSql, type Placeholders } from '../../db/prepared';
import type { Db } from '../../db/client';
import { LIVE_CHANNEL, liveNotice } from '../../platform/live/publisher';
import { attemptUpsert, attemptValues, type AttemptPlaceholders } from '../../platform/rate-limit';
import { afterReadMark } from './queries';

type SendValues = { conversationId: string; senderId: string; body: string; max: number } & Record<
  keyof ReturnType<typeof attemptValues>,
  string | number
>;

/** What the send's statement answers: one row, whatever happened. */
export interface SendVerdict {
  /** The sender is one of the conversation's participants (else nothing was counted or written: 404). */
  participant: boolean;
  /** The attempt was within the member's limit (null when not a participant). */
  allowed: boolean | null;
  /** When the member's window of attempts began (ms; null when not a participant): a 429's Retry-After. */
  windowStart: number | string | null;
  /** A block by the sender, and one by the other member. */
  byMe: boolean;
  byThem: boolean;
  /** The message written, as the API and the live messages give it (null when nothing was written). */
  message: ChatMessageItem | null;
}

/** Messages of `messages` (a table or a CTE, as `m`) that recipient `r` has not read in their conversation. */
const unreadIn = (messages: SQL) =>
  sql`(select count(*) from ${messages} m join conversation_participants p
      on p.conversation_id = m.conversation_id and p.user_id = r.user_id
    where m.sender_id is distinct from r.user_id and ${afterReadMark(sql`m.created_at`, sql`p.last_read_at`)})`;

/**
 * A chat send as one statement (issue #25, goal 3; it was eleven round trips in and around a transaction):
 *
 * - `me`: the sender's place in the conversation; without it nothing below writes (404);
 * - `counted`: the member's attempt against CHAT_SEND_LIMIT (platform/rate-limit.ts's upsert), a participant's only;
 * - `other`, `blocked`: the other participant (absent when they deleted their account) and a block either way;
 * - `message`: the insert, within the limit and without a block (else 429, 403), then the conversation's time
 *   (`touched`) and the sender's presence (`seen`);
 * - `unread`: both members' badges: a CTE sees the tables as they were before the statement, so the new message
 *   is counted from `message` by the same rule;
 * - `turn`, `published`: the live messages as publisher.ts publishes them, the member topics' lock first, so ids
 *   follow commit order. The lock is taken after every row lock of the statement (it reads `touched` and `seen`),
 *   so a send never waits for a row while holding it; it is held to the statement's commit, no round trip.
 *
 * PostgreSQL runs every data-modifying CTE whether the query reads it or not; the NOTIFY is in the answer's
 * select (a volatile function there is always called). Built once and prepared (db/prepared.ts).
 */
const sendStatement = preparedPerShape((db, _shape: null, p: Placeholders<SendValues>) => {
  const [conversation, sender] = [sql`${p.conversationId}::uuid`, sql`${p.senderId}::text`];
  return preparedSql<SendVerdict>(
    db,
    sql`with me as (
      select user_id from conversation_participants where conversation_id = ${conversation} and user_id = ${sender}
    ),
    counted as (${attemptUpsert(db, p as AttemptPlaceholders, sql`me where true`).getSQL()}),
    other as (
      select user_id from conversation_participants where conversation_id = ${conversation} and user_id <> ${sender}
    ),
    blocked as (
      select exists (select 1 from chat_blocks b join other o on b.blocker_id = ${sender} and b.blocked_id = o.user_id)
          as by_me,
        exists (select 1 from chat_blocks b join other o on b.blocker_id = o.user_id and b.blocked_id = ${sender})
          as by_them
    ),
    message as (
      insert into chat_messages (conversation_id, sender_id, body)
      select ${conversation}, ${sender}, ${p.body}::text from counted, blocked
      where counted.count <= ${p.max}::int and not blocked.by_me and not blocked.by_them
      returning id, conversation_id, sender_id, body, created_at
    ),
    touched as (update conversations set updated_at = now() where id in (select conversation_id from message) returning id),
    seen as (
      insert into chat_presence (user_id, last_seen_at) select ${sender}, now() from message
      on conflict (user_id) do update set last_seen_at = now() returning user_id
    ),
    item as (
      select json_build_object('id', id, 'conversationId', conversation_id, 'senderId', sender_id, 'body', body,
        'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as item
      from message
    ),
    recipients as (select user_id, 0 as place from other union all select ${sender}, 1),
    unread as (
      select r.user_id, r.place, ${unreadIn(sql`chat_messages`)} + ${unreadIn(sql`message`)} as n from recipients r
    ),
    turn as (
      select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}), hashtext('member')) from touched, seen
    ),
    published as (
      insert into live_events (topic, payload)
      select ${liveTopics.member('')}::text || u.user_id,
        json_build_object('type', 'chat.message', 'conversationId', ${p.conversationId}::text, 'message', i.item,
          'unread', u.n)::jsonb
      from turn, unread u, item i
      order by u.place
      returning id, topic, payload
    )
    select exists (select 1 from me) as participant,
      (select count <= ${p.max}::int from counted) as allowed,
      (select window_start from counted) as "windowStart",
      (select by_me from blocked) as "byMe",
      (select by_them from blocked) as "byThem",
      (select item from item) as message,
      (select count(*) from (select ${liveNotice(sql`id`, sql`topic`, sql`payload`)} from published order by id) n)
        as notices`,
  );
});

/** Sends the message if the rules allow it; answers what happened (service.ts turns it into the answer or the error). */
export async function runSend(
  db: Db,
  values: { conversationId: string; senderId: string; body: string; now: number },
): Promise<SendVerdict> {
  const { conversationId, senderId, body, now } = values;
  const attempt = attemptValues(`chat-send:${senderId}`, CHAT_SEND_LIMIT, now);
  const result = await sendStatement(db, null, {
    conversationId,
    senderId,
    body,
    max: CHAT_SEND_LIMIT.max,
    ...attempt,
  });
  return result.rows[0]!;
}
