import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { belongsToMember, users } from './auth';
import { createdAt, textList } from './columns';

/**
 * In-app notices (staff_application, staff_application_update, registration_approved, …, badge_awarded).
 * `type` is open-ended so a module can add a kind without a migration; `data` carries the ids it refers to.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToMember(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_inbox_idx').on(t.userId, t.read, t.createdAt),
    check('notifications_type_check', sql`${t.type} ~ '^[a-z][a-z0-9_]*$'`),
    check('notifications_data_check', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/**
 * Which e-mails a member does not want, by category (`NOTIFICATION_EMAIL_CATEGORIES`); no row means every
 * e-mail. The in-app notification is written either way.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOff: textList('email_off'),
  // Reminders of liked events and bands too, not only of those the member attends (decision 0034).
  remindLiked: boolean('remind_liked').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationPreferences = typeof notificationPreferences.$inferSelect;
