import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The app's own rate-limit counters (uploads, password changes, chat sends), one row per key and window.
 * Kept apart from better-auth's `rate_limits`, which better-auth prunes after its longest window (60 s):
 * a 10-minute limit kept there would quietly start over every minute. Rows past their window are pruned
 * (platform/rate-limit.ts), so the table holds only what still counts.
 */
export const appRateLimits = pgTable(
  'app_rate_limits',
  {
    key: text('key').primaryKey(),
    /** Start of the current window (ms since the epoch). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** When the current window ends (ms since the epoch): a row past it is only history, and is pruned. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('app_rate_limits_expires_at_idx').on(t.expiresAt)],
);
