import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * A member's private calendar feed (decision 0034). The secret in its URL is an HMAC of the member id and
 * `nonce` under the server's link key, so Settings can show the URL again without it being stored; the table
 * keeps its SHA-256 to find the member. Regenerating draws a new nonce: the old URL stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    includeLiked: boolean('include_liked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
