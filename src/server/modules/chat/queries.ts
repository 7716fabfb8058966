import { and, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  chatBlocks,
  chatMessages,
  chatPresence,
  chatReports,
  conversationParticipants,
  conversations,
  directConversationKey,
  type ChatMessage,
} from '../../db/schema/chat';

type Executor = Db | Tx;

export const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.image,
};

/** A member as chat may show them: signed up, not suspended. */
export async function findChatMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ ...memberColumns, showInCommunity: users.showInCommunity })
    .from(users)
    .where(and(eq(users.id, userId), or(isNull(users.banned), eq(users.banned, false))));
  return row;
}

export async function findDirectConversation(db: Executor, a: string, b: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directConversationKey(a, b)));
  return row;
}

/**
 * The one conversation of two members, made if it does not exist. The unique direct_key makes two
 * simultaneous Start Chat clicks meet on one row: the loser's insert does nothing and it reads the winner's.
 */
export async function openDirectConversation(tx: Tx, a: string, b: string): Promise<string> {
  const directKey = directConversationKey(a, b);
  const [made] = await tx
    .insert(conversations)
    .values({ directKey })
    .onConflictDoNothing({ target: conversations.directKey })
    .returning({ id: conversations.id });
  const id = made?.id ?? (await findDirectConversation(tx, a, b))!.id;
  await tx
    .insert(conversationParticipants)
    .values([
      { conversationId: id, userId: a },
      { conversationId: id, userId: b },
    ])
    .onConflictDoNothing();
  return id;
}

/** The conversation's participant row that `who` picks out. */
async function oneParticipant(db: Executor, conversationId: string, who: SQL) {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), who));
  return row;
}

/** The member's place in the conversation, or nothing when they are not in it. */
export function findParticipant(db: Executor, conversationId: string, userId: string) {
  return oneParticipant(db, conversationId, eq(conversationParticipants.userId, userId));
}

/** The other participant of a one-to-one conversation (absent when they deleted their account). */
export function findOtherParticipant(db: Executor, conversationId: string, userId: string) {
  return oneParticipant(db, conversationId, ne(conversationParticipants.userId, userId));
}

const me = alias(conversationParticipants, 'me');
const other = alias(conversationParticipants, 'other');
const otherUser = alias(users, 'other_user');

/**
 * After the read mark (all of them without one), written so that the mark bounds the conversation's index range
 * (chat_messages_conversation_idx): with `mark is null or created_at > mark` PostgreSQL read every message of the
 * member's conversations (issue #25 goal 5: 90 ms for a member with 30,000 messages, 1.7 ms this way).
 */
export const afterReadMark = (
  createdAt: SQL | typeof chatMessages.createdAt,
  mark: SQL | typeof me.lastReadAt | typeof conversationParticipants.lastReadAt,
) => sql`${createdAt} > coalesce(${mark}, '-infinity'::timestamptz)`;

/** Messages of the conversation the member has not read (not their own). */
const unreadOf = (
  conversationId: typeof me.conversationId,
  userId: typeof me.userId,
  lastReadAt: typeof me.lastReadAt,
) =>
  sql<number>`(select count(*)::int from ${chatMessages} m
    where m.conversation_id = ${conversationId}
      and m.sender_id is distinct from ${userId}
      and ${afterReadMark(sql`m.created_at`, lastReadAt)})`;

/**
 * The member's conversations with a message, newest activity first: the other member, the last message,
 * the unread count and the blocks either way, in one statement.
 */
export async function listConversationRows(db: Executor, userId: string, conversationId?: string) {
  const last = db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, me.conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
    .as('last');
  return db
    .select({
      id: conversations.id,
      updatedAt: conversations.updatedAt,
      otherId: otherUser.id,
      otherFirstName: otherUser.firstName,
      otherLastName: otherUser.lastName,
      otherAvatarUrl: otherUser.image,
      otherLastReadAt: other.lastReadAt,
      lastId: last.id,
      lastSenderId: last.senderId,
      lastBody: last.body,
      lastCreatedAt: last.createdAt,
      unread: unreadOf(me.conversationId, me.userId, me.lastReadAt),
      blockedByMe: sql<boolean>`exists (select 1 from ${chatBlocks} b
        where b.blocker_id = ${me.userId} and b.blocked_id = ${other.userId})`,
      blockedByThem: sql<boolean>`exists (select 1 from ${chatBlocks} b
        where b.blocker_id = ${other.userId} and b.blocked_id = ${me.userId})`,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .leftJoin(other, and(eq(other.conversationId, me.conversationId), ne(other.userId, me.userId)))
    .leftJoin(otherUser, eq(otherUser.id, other.userId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(me.userId, userId),
        conversationId ? eq(me.conversationId, conversationId) : sql`${last.id} is not null`,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(conversationId ? 1 : 200);
}
export type ConversationRow = Awaited<ReturnType<typeof listConversationRows>>[number];

/** A message the participant (joined on their conversation) has not read: another's, after their read mark. */
const unreadBy = (reader: string | typeof conversationParticipants.userId) =>
  and(
    sql`${chatMessages.senderId} is distinct from ${reader}`,
    afterReadMark(chatMessages.createdAt, conversationParticipants.lastReadAt),
  );

/** Every message the member has not read, across their conversations (the navigation's badge). */
export async function countUnreadMessages(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, chatMessages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(unreadBy(userId));
  return row?.n ?? 0;
}

/** A page of the thread going back in time: `limit` messages before `before` (a message id), newest last. */
export async function pageMessages(
  db: Executor,
  conversationId: string,
  { before, limit }: { before?: string; limit: number },
): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
  let cursor = undefined;
  if (before) {
    const [row] = await db
      .select({ createdAt: chatMessages.createdAt, id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, before), eq(chatMessages.conversationId, conversationId)));
    if (!row) return { items: [], hasMore: false };
    // The cursor is compared in the database, so microseconds the JavaScript Date would drop still count.
    cursor = sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select created_at, id from ${chatMessages} where id = ${row.id})`;
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), cursor))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function findMessage(db: Executor, messageId: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  return row;
}

/**
 * Read up to the newest message (its own time, so a message arriving meanwhile stays unread). Answers the
 * new read mark, or null when there was nothing new to read.
 */
export async function markConversationRead(tx: Tx, conversationId: string, userId: string) {
  const rows = await tx
    .update(conversationParticipants)
    .set({
      lastReadAt: sql`(select max(created_at) from ${chatMessages} where conversation_id = ${conversationId})`,
    })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversationId}
          and m.sender_id is distinct from ${userId}
          and ${afterReadMark(sql`m.created_at`, conversationParticipants.lastReadAt)})`,
      ),
    )
    .returning({ lastReadAt: conversationParticipants.lastReadAt });
  return rows[0]?.lastReadAt ?? null;
}

/** The member used chat just now. */
export async function touchPresence(db: Executor, userId: string): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeenAt: sql`now()` } });
}

export async function insertReport(
  tx: Tx,
  values: typeof chatReports.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(chatReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  return row;
}
