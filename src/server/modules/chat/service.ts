import {
  CHAT_SEND_LIMIT,
  chatMessages as texts,
  chatPolicy,
  type ChatMember,
  type ChatMessageItem,
  type ConversationItem,
  type ConversationList,
  type MessagePage,
  type SendMessageInput,
} from '../../../shared/domains/chat';
import { AppError } from '../../../shared/errors';
import { authorize } from '../../platform/authorize';
import { liveTopics } from '../../../shared/schemas/live';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { ChatMessage } from '../../db/schema/chat';
import { publish } from '../../platform/live/publisher';
import { cleanDisplayName } from '../../platform/display-name';
import { pruneNowAndThen, secondsLeft } from '../../platform/rate-limit';
import { runSend } from './send-statement';
import {
  countUnreadMessages,
  findChatMember,
  findDirectConversation,
  findMessage,
  findOtherParticipant,
  findParticipant,
  insertReport,
  listConversationRows,
  markConversationRead,
  openDirectConversation,
  pageMessages,
  touchPresence,
  type ConversationRow,
} from './queries';
import { blocksBetween, deleteBlock, insertBlock } from './block-queries';
import { requireVerifiedEmail } from '../../auth/verification';

const toMessage = (row: ChatMessage): ChatMessageItem => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A member as chat shows them: the name cleaned of links and line breaks (decision 0030). */
export const person = (
  id: string | null,
  firstName: string | null,
  lastName: string | null,
  avatarUrl: string | null,
): ChatMember | null =>
  id
    ? { id, firstName: cleanDisplayName(firstName, ''), lastName: cleanDisplayName(lastName, ''), avatarUrl }
    : null;

const toConversation = (row: ConversationRow): ConversationItem => ({
  id: row.id,
  other: person(row.otherId, row.otherFirstName, row.otherLastName, row.otherAvatarUrl),
  lastMessage:
    row.lastId && row.lastCreatedAt
      ? {
          id: row.lastId,
          conversationId: row.id,
          senderId: row.lastSenderId,
          body: row.lastBody ?? '',
          createdAt: new Date(row.lastCreatedAt).toISOString(),
        }
      : null,
  unread: Number(row.unread),
  otherLastReadAt: row.otherLastReadAt ? new Date(row.otherLastReadAt).toISOString() : null,
  blockedByMe: Boolean(row.blockedByMe),
  blockedByThem: Boolean(row.blockedByThem),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function listMyConversations(db: Db, actor: Actor): Promise<ConversationList> {
  const [rows, unread] = await Promise.all([
    listConversationRows(db, actor.id),
    countUnreadMessages(db, actor.id),
    touchPresence(db, actor.id),
  ]);
  return { items: rows.map(toConversation), unread };
}

export async function myUnreadCount(db: Db, actor: Actor): Promise<{ unread: number }> {
  const [unread] = await Promise.all([countUnreadMessages(db, actor.id), touchPresence(db, actor.id)]);
  return { unread };
}

/** The conversation as its participant sees it; 404 for anyone else (it does not exist for them). */
export async function getConversation(db: Db | Tx, actor: Actor, id: string): Promise<ConversationItem> {
  const [row] = await listConversationRows(db, actor.id, id);
  if (!row) throw new AppError('NOT_FOUND', texts.notFound);
  return toConversation(row);
}

/**
 * Start Chat: the one conversation of the two members, made on first use. The other member must exist,
 * not be suspended, and have no block against the actor; a member who left Fete Nation can still be
 * reached in a conversation that already exists, not in a new one.
 */
export async function openConversation(db: Db, actor: Actor, otherId: string): Promise<ConversationItem> {
  requireVerifiedEmail(actor);
  if (otherId === actor.id) throw new AppError('VALIDATION', texts.self, { with: texts.self });
  const other = await findChatMember(db, otherId);
  if (!other) throw new AppError('NOT_FOUND', texts.userNotFound);
  const blocks = await blocksBetween(db, actor.id, otherId);
  if (blocks.byThem) throw new AppError('NOT_FOUND', texts.userNotFound);
  const id = await db.transaction(async (tx) => {
    const existing = await findDirectConversation(tx, actor.id, otherId);
    if (!existing && (!other.showInCommunity || blocks.byMe))
      throw new AppError('NOT_FOUND', texts.userNotFound);
    return existing?.id ?? openDirectConversation(tx, actor.id, otherId);
  });
  return getConversation(db, actor, id);
}

async function requireParticipant(db: Db | Tx, actor: Actor, conversationId: string) {
  const mine = await findParticipant(db, conversationId, actor.id);
  authorize(chatPolicy.read(mine), texts.notFound);
  return mine!;
}

export async function listMessages(
  db: Db,
  actor: Actor,
  conversationId: string,
  query: { before?: string; limit: number },
): Promise<MessagePage> {
  await requireParticipant(db, actor, conversationId);
  const [page] = await Promise.all([pageMessages(db, conversationId, query), touchPresence(db, actor.id)]);
  return { items: page.items.map(toMessage), hasMore: page.hasMore };
}

/**
 * Send: participant (404), per-member rate limit (429: the route answers it with Retry-After, the seconds left
 * in the member's window), no block either way (403). The checks, the message, the
 * conversation's activity time, the presence and both members' live messages with their unread counts are one
 * statement (send-statement.ts), so they commit together. No e-mail here: a member away from chat hears of it in
 * the next digest (digest.ts).
 */
export async function sendMessage(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  conversationId: string,
  input: SendMessageInput,
  now = new Date(),
): Promise<ChatMessageItem | { retryAfterSeconds: number }> {
  const { db } = deps;
  requireVerifiedEmail(actor);
  const sent = await runSend(db, {
    conversationId,
    senderId: actor.id,
    body: input.body,
    now: now.getTime(),
  });
  authorize(chatPolicy.read(sent.participant), texts.notFound);
  await pruneNowAndThen(db, now.getTime());
  if (!sent.allowed)
    return { retryAfterSeconds: secondsLeft(sent.windowStart!, CHAT_SEND_LIMIT, now.getTime()) };
  authorize(chatPolicy.send(sent), { forbidden: texts.blocked });
  return sent.message!;
}

/** Read receipts: the member read the thread up to its newest message; the other member is told live. */
export async function readConversation(
  db: Db,
  actor: Actor,
  conversationId: string,
): Promise<{ unread: number }> {
  await requireParticipant(db, actor, conversationId);
  return db.transaction(async (tx) => {
    await touchPresence(tx, actor.id);
    const readAt = await markConversationRead(tx, conversationId, actor.id);
    const unread = await countUnreadMessages(tx, actor.id);
    if (!readAt) return { unread };
    const other = await findOtherParticipant(tx, conversationId, actor.id);
    const receipt = {
      type: 'chat.read',
      conversationId,
      readerId: actor.id,
      readAt: readAt.toISOString(),
    } as const;
    if (other) {
      await publish(tx, liveTopics.member(other.userId), {
        ...receipt,
        unread: await countUnreadMessages(tx, other.userId),
      });
    }
    await publish(tx, liveTopics.member(actor.id), { ...receipt, unread });
    return { unread };
  });
}

/** Block a member: neither can message the other, and neither sees the other in Fete Nation. */
export async function setBlock(
  db: Db,
  actor: Actor,
  otherId: string,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  if (otherId === actor.id) throw new AppError('NOT_FOUND', texts.userNotFound);
  if (!(await findChatMember(db, otherId))) throw new AppError('NOT_FOUND', texts.userNotFound);
  await db.transaction(async (tx) => {
    if (blocked) await insertBlock(tx, actor.id, otherId);
    else await deleteBlock(tx, actor.id, otherId);
    await publish(tx, liveTopics.member(otherId), { type: 'chat.block', otherId: actor.id });
    await publish(tx, liveTopics.member(actor.id), { type: 'chat.block', otherId });
  });
  return { blocked };
}

/**
 * Report a message of the other participant to the administrators (the text is kept with the report).
 * Only a participant may report (404 otherwise); one's own messages cannot be reported.
 */
export async function reportMessage(
  db: Db,
  actor: Actor,
  messageId: string,
  reason: string,
): Promise<{ success: true }> {
  const message = await findMessage(db, messageId);
  const participant = message && (await findParticipant(db, message.conversationId, actor.id));
  authorize(!!message && chatPolicy.report(actor, message, participant), texts.messageNotFound);
  const made = await db.transaction((tx) =>
    insertReport(tx, {
      messageId,
      conversationId: message.conversationId,
      reporterId: actor.id,
      reportedId: message.senderId,
      body: message.body,
      reason,
    }),
  );
  if (!made) throw new AppError('CONFLICT', texts.alreadyReported);
  return { success: true };
}
