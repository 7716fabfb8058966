import { date, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToMember } from './auth';
import { createdAt } from './columns';

/**
 * Fete ID passes (decision 0030): one per member and pass day. The token itself is never stored, only its
 * SHA-256, so the table finds the member a scanned token names; the token is an HMAC of the member and the day,
 * recomputed at the door, so a row alone (or a changed secret) verifies nothing. The member's older days are
 * deleted when a new one is issued (yesterday's stays, so its pass reads "expired" rather than "invalid").
 */
export const feteIdPasses = pgTable(
  'fete_id_passes',
  {
    userId: belongsToMember(),
    day: date('day', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'fete_id_passes_pk', columns: [t.userId, t.day] }),
    uniqueIndex('fete_id_passes_token_idx').on(t.tokenHash),
  ],
);

export type FeteIdPassRow = typeof feteIdPasses.$inferSelect;
