import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/domains/chat';
import { belongsToMember, users } from './auth';
import { belongsTo, createdAt, timestamps } from './columns';

/** Build the direct_key of a one-to-one conversation: the two member ids, sorted. */
export const directConversationKey = (a: string, b: string): string => [a, b].sort().join(':');

/** A Fete Nation chat. `updated_at` moves with each message so inboxes sort by latest activity. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Unique per pair of members, so two simultaneous "Start Chat" clicks open the same conversation.
    directKey: text('direct_key').unique(),
    ...timestamps(),
  },
  (t) => [index('conversations_updated_idx').on(t.updatedAt)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    // A deleted member leaves every conversation; the other side keeps the history.
    userId: belongsToMember(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /**
     * Unused since the chat digest (decision 0030; chat_mail_digests): kept while processes of the previous
     * release may still write it during a rolling deploy, to be dropped in a later migration.
     */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'conversation_participants_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    // The other participant keeps the conversation readable; the sender shows as a former member.
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_sender_idx').on(t.senderId),
    // The digest job reads only the recent messages of all conversations.
    index('chat_messages_created_idx').on(t.createdAt),
    check(
      'chat_messages_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * `blocker_id` blocked `blocked_id`: neither can message the other, and neither sees the other in Fete
 * Nation. One row per direction; unblocking deletes it.
 */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: belongsToMember('blocker_id'),
    blockedId: belongsToMember('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'chat_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('chat_blocks_blocked_idx').on(t.blockedId),
    check('chat_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * A message a participant reported to the administrators. The body is copied at report time: the report
 * stays readable if the message or an account goes.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: text('reported_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('chat_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    check('chat_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('chat_reports_reason_check', sql`char_length(${t.reason}) <= 500`),
  ],
);

/** When a member last used chat (a page open, a read, a send): "away" for the new-message e-mail. */
export const chatPresence = pgTable('chat_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * The chat digest (decision 0030): the member was told of every message up to `covered_until`, and the last
 * digest went at `sent_at` (one a period). No row: never told of any.
 */
export const chatMailDigests = pgTable('chat_mail_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export type Conversation = typeof conversations.$inferSelect;
export type ConversationParticipant = typeof conversationParticipants.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type ChatReport = typeof chatReports.$inferSelect;
