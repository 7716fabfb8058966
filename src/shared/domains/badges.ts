import { z } from 'zod';

/**
 * Badges (admin-back-office.md §2 Badge management; member-areas.md §2 Dashboard). A badge type is defined once
 * by an administrator and awarded to members; a revoked award stays as history (`active = false`).
 */

/** What a member's badge looks like wherever it is shown: dashboard panel, Fete Nation profile, avatar menu. */
export const badgeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconUrl: z.string().nullable(),
  benefits: z.array(z.string()),
  awardedAt: z.string(),
});
export type BadgeSummary = z.infer<typeof badgeSummarySchema>;

/** GET /api/badges/me: the member's active badges, oldest award first (dashboard panel, avatar menu). */
export const myBadgesSchema = z.object({ badges: z.array(badgeSummarySchema) });
export type MyBadges = z.infer<typeof myBadgesSchema>;
