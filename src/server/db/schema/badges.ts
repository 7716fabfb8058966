import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_BADGE_COLOR } from '../../../shared/constants';
import { belongsToMember, users } from './auth';
import { belongsTo, textList, timestamps } from './columns';

export const badgeTypes = pgTable(
  'badge_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    color: text('color').notNull().default(DEFAULT_BADGE_COLOR),
    iconUrl: text('icon_url'),
    benefits: textList('benefits'),
    ...timestamps(),
  },
  (t) => [check('badge_types_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`)],
);

/** Awards. Revoking sets active = false and keeps the row as history. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToMember(),
    // Deleting a badge type removes it from every member (the admin is warned).
    badgeId: belongsTo('badge_id', () => badgeTypes.id),
    // The award stays when the awarding administrator's account goes.
    awardedBy: text('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_badges_user_idx').on(t.userId, t.active),
    index('user_badges_badge_idx').on(t.badgeId),
    index('user_badges_awarded_idx').on(t.awardedAt),
    index('user_badges_awarded_by_idx').on(t.awardedBy),
    // A member holds a badge once at a time; revoked awards stay as history.
    uniqueIndex('user_badges_active_unique')
      .on(t.userId, t.badgeId)
      .where(sql`${t.active}`),
  ],
);

export type BadgeType = typeof badgeTypes.$inferSelect;
export type NewBadgeType = typeof badgeTypes.$inferInsert;
export type UserBadge = typeof userBadges.$inferSelect;
export type NewUserBadge = typeof userBadges.$inferInsert;
