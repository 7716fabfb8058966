import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsToMember } from './auth';

/**
 * Reminders already given (decision 0034): the key (member, kind, subject, occasion) is unique, so a run that
 * races another process, or runs again after a restart, inserts nothing and tells nobody twice. The occasion
 * names what it is about ('2027-03-05T21:00' for an event's start, 'due_soon' for an instalment), so a moved
 * event is reminded of again. `mailed_at` is set once its e-mail went; `mail_claimed_at` is when a run took
 * the mail on, so a run after a crash sends what the crashed one did not, and none sends what another is sending.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    userId: belongsToMember(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    occasion: text('occasion').notNull(),
    notificationId: text('notification_id'),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'sent_reminders_pk', columns: [t.userId, t.kind, t.subjectId, t.occasion] }),
    // The mails still to send: few rows, read by every run.
    index('sent_reminders_unmailed_idx')
      .on(t.mailClaimedAt)
      .where(sql`${t.mailedAt} is null`),
    index('sent_reminders_created_idx').on(t.createdAt),
    check('sent_reminders_kind_check', sql`${t.kind} ~ '^[a-z][a-z0-9_]*$'`),
  ],
);

export type SentReminder = typeof sentReminders.$inferSelect;
