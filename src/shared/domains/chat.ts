import { z } from 'zod';
import { memberCardSchema } from '../schemas/members';
import { instantString, itemsSchema } from '../schemas/common';
import { optionalTextField } from '../schemas/form-fields';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * Fete Chat: a conversation and its messages exist for its two participants only (404 to anyone else); no
 * message passes a block, either way; a participant reports the other's messages, never their own; the
 * administrators handle the reports.
 */
export const chatPolicy = {
  read: (participant: unknown) => !!participant,
  send: (blocks: { byMe: boolean; byThem: boolean }) => !blocks.byMe && !blocks.byThem,
  report: (viewer: MaybeViewer, message: { senderId: string | null }, participant: unknown) =>
    !!viewer && !!participant && message.senderId !== viewer.id,
  handleReports: (viewer: MaybeViewer) => isAdmin(viewer),
};

/**
 * Fete Chat (issue #12): one-to-one conversations between members, persisted, delivered live over the
 * member's topic of the live channel. Only the two participants read or write a conversation (404 to
 * anyone else); a block either way stops messages both ways.
 */

/** Plain text, 1 to 2,000 characters (the database CHECK says the same). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages a page when scrolling back through a thread. */
export const CHAT_PAGE_SIZE = 40;
/** Sends per member: 30 a minute is a fast typist, not a flood. */
export const CHAT_SEND_LIMIT = { window: 60, max: 30 } as const;
export const CHAT_REPORT_REASON_MAX = 500;

export const chatMessages = {
  notFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  userNotFound: 'User not found',
  blocked: 'You cannot message this member.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  empty: 'Please type a message',
  self: 'You cannot chat with yourself',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Say hello!',
  loadFailed: 'Failed to load conversations',
  threadFailed: 'Failed to load messages',
  sendFailed: 'Not sent.',
  reported: 'Message reported to the administrators.',
  alreadyReported: 'You have already reported this message.',
  blockedDone: 'Member blocked. Neither of you can message the other.',
  unblockedDone: 'Member unblocked.',
  reportNotFound: 'Report not found',
} as const;

/**
 * The chat digest (decision 0030): a member away from chat for 15 minutes is told of the messages they have not
 * read, at most once an hour, in one notification (and e-mail) naming who wrote and how many, never the text.
 */
export const CHAT_DIGEST_PERIOD_MS = 60 * 60_000;
export const CHAT_AWAY_BEFORE_DIGEST_MS = 15 * 60_000;
/** Senders named in a digest; the rest are counted. */
export const CHAT_DIGEST_NAMES_SHOWN = 3;
export const CHAT_DIGEST_TITLE = 'New messages on Fete Chat';

const messageCount = (n: number) => (n === 1 ? '1 message' : `${n.toLocaleString('en-US')} messages`);

/** "Kaia Baptiste (2), Marlon Joseph (1) and 2 other members sent you 5 messages on Fete Chat." */
export function chatDigestMessage(senders: ReadonlyArray<{ name: string; messages: number }>): string {
  const total = senders.reduce((sum, s) => sum + s.messages, 0);
  if (senders.length === 1) return `${senders[0]!.name} sent you ${messageCount(total)} on Fete Chat.`;
  const named = senders.slice(0, CHAT_DIGEST_NAMES_SHOWN).map((s) => `${s.name} (${s.messages})`);
  const others = senders.length - named.length;
  const who =
    others > 0
      ? `${named.join(', ')} and ${others === 1 ? '1 other member' : `${others} other members`}`
      : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${who} sent you ${messageCount(total)} on Fete Chat.`;
}

export const chatMemberSchema = memberCardSchema;
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** null: the sender deleted their account. */
  senderId: z.string().nullable(),
  body: z.string(),
  createdAt: instantString,
});
export type ChatMessageItem = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  /** null: the other member deleted their account. */
  other: chatMemberSchema.nullable(),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
  /** When the other member last read the thread (read receipts). */
  otherLastReadAt: instantString.nullable(),
  blockedByMe: z.boolean(),
  blockedByThem: z.boolean(),
  updatedAt: instantString,
});
export type ConversationItem = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  /** Oldest first (the order of the thread). */
  items: z.array(chatMessageSchema),
  /** There are older messages: ask again with `before` = the first item's id. */
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadSchema = z.object({ unread: z.number().int() });
export const blockStateSchema = z.object({ blocked: z.boolean() });

export const openConversationSchema = z.strictObject({
  with: z.string().trim().min(1, chatMessages.userNotFound).max(64, chatMessages.userNotFound),
});

export const sendMessageSchema = z.strictObject({
  body: z
    .string()
    .refine((s) => s.trim().length > 0, chatMessages.empty)
    // Control characters other than newlines and tabs are refused by Routes for every body.
    .refine((s) => s.length <= CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const messagePageQuerySchema = z.object({
  before: z.uuid('Unknown message').optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(CHAT_PAGE_SIZE),
});

export const reportMessageSchema = z.strictObject({
  reason: optionalTextField(
    CHAT_REPORT_REASON_MAX,
    `The reason can be at most ${CHAT_REPORT_REASON_MAX} characters`,
  ),
});

export const chatReportSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  reason: z.string(),
  reporter: chatMemberSchema.nullable(),
  reported: chatMemberSchema.nullable(),
  messageId: z.uuid().nullable(),
  messageSentAt: instantString.nullable(),
  createdAt: instantString,
});
export type ChatReportItem = z.infer<typeof chatReportSchema>;
export const chatReportListSchema = itemsSchema(chatReportSchema);
export type ChatReportList = z.infer<typeof chatReportListSchema>;

/** The parts of a message: text and the http(s) links in it (nothing else becomes a link). */
export function linkify(body: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    // A sentence's closing punctuation is not part of the link.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    let href: string | undefined;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href;
    } catch {
      href = undefined;
    }
    parts.push(href ? { text: url, href } : { text: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
