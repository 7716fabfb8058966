import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  chatBlocks,
  chatMailDigests,
  chatMessages,
  chatPresence,
  conversationParticipants,
} from '../../db/schema/chat';

export interface DigestLine {
  recipientId: string;
  senderId: string;
  firstName: string;
  lastName: string;
  name: string;
  messages: number;
}

export interface DigestWindow {
  /** Messages after this are too recent to count yet (their transaction may still be committing). */
  cutoff: Date;
  /** Messages before this are too old for a digest. */
  horizon: Date;
  /** A member whose last digest went after this waits for the next period. */
  periodStart: Date;
  /** A member who used chat after this is there, not away. */
  awaySince: Date;
  /** Members served in one run; the rest in the next. */
  recipients: number;
}

/**
 * Per member due a digest, who wrote to them and how many messages: messages in the window that the member
 * has not read and has not been told of, from senders neither blocked nor suspended, to members away from chat
 * whose period has passed. Driven by the recent messages (chat_messages_created_idx); per member, the senders
 * of most messages first, then the most recent.
 */
export async function dueDigestLines(tx: Tx, w: DigestWindow): Promise<DigestLine[]> {
  const m = chatMessages;
  const p = conversationParticipants;
  const result = await tx.execute(sql`
    with due as (
      select ${p.userId} as recipient_id, ${m.senderId} as sender_id, count(*)::int as messages,
        max(${m.createdAt}) as latest
      from ${m}
      join ${p} on ${p.conversationId} = ${m.conversationId} and ${p.userId} <> ${m.senderId}
      join ${users} r on r.id = ${p.userId}
      join ${users} s on s.id = ${m.senderId}
      left join ${chatMailDigests} d on d.user_id = ${p.userId}
      left join ${chatPresence} pr on pr.user_id = ${p.userId}
      where ${m.createdAt} > ${w.horizon.toISOString()}::timestamptz
        and ${m.createdAt} <= ${w.cutoff.toISOString()}::timestamptz
        and (${p.lastReadAt} is null or ${m.createdAt} > ${p.lastReadAt})
        and (d.covered_until is null or ${m.createdAt} > d.covered_until)
        and (d.sent_at is null or d.sent_at <= ${w.periodStart.toISOString()}::timestamptz)
        and (pr.last_seen_at is null or pr.last_seen_at <= ${w.awaySince.toISOString()}::timestamptz)
        and r.banned is not true and s.banned is not true
        and not exists (
          select 1 from ${chatBlocks} b
          where (b.blocker_id = ${p.userId} and b.blocked_id = ${m.senderId})
             or (b.blocker_id = ${m.senderId} and b.blocked_id = ${p.userId})
        )
      group by ${p.userId}, ${m.senderId}
    ),
    chosen as (
      select recipient_id from due group by recipient_id order by min(latest), recipient_id
      limit ${w.recipients}
    )
    select due.recipient_id as "recipientId", due.sender_id as "senderId", s.first_name as "firstName",
      s.last_name as "lastName", s.name, due.messages
    from due join chosen using (recipient_id) join ${users} s on s.id = due.sender_id
    order by due.recipient_id, due.messages desc, due.latest desc, due.sender_id
  `);
  return (result as unknown as { rows: DigestLine[] }).rows;
}

/** The member was told of everything up to `coveredUntil`, at `sentAt`. */
export async function markDigestSent(tx: Tx, userId: string, coveredUntil: Date, sentAt: Date) {
  await tx
    .insert(chatMailDigests)
    .values({ userId, coveredUntil, sentAt })
    .onConflictDoUpdate({ target: chatMailDigests.userId, set: { coveredUntil, sentAt } });
}
