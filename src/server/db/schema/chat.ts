import { relations, sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, timestamps } from './columns';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;

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
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // A deleted member leaves every conversation; the other side keeps the history.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
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
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    // The other participant keeps the conversation readable; the sender shows as a former member.
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_sender_idx').on(t.senderId),
    check(
      'chat_messages_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

export const conversationsRelations = relations(conversations, ({ many }) => ({
  participants: many(conversationParticipants),
  messages: many(chatMessages),
}));

export const conversationParticipantsRelations = relations(conversationParticipants, ({ one }) => ({
  conversation: one(conversations, {
    fields: [conversationParticipants.conversationId],
    references: [conversations.id],
  }),
  user: one(users, { fields: [conversationParticipants.userId], references: [users.id] }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  conversation: one(conversations, { fields: [chatMessages.conversationId], references: [conversations.id] }),
  sender: one(users, { fields: [chatMessages.senderId], references: [users.id] }),
}));

export type Conversation = typeof conversations.$inferSelect;
export type ConversationParticipant = typeof conversationParticipants.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
