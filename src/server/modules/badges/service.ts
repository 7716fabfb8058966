import type { BadgeSummary } from '../../../shared/domains/badges';
import type { Db, Tx } from '../../db/client';
import { selectActiveBadges } from './queries';

/**
 * The active badges of each member asked for (a member with none maps to an empty list), for the dashboard,
 * Fete Nation profiles and the avatar menu. One query whatever the number of members.
 */
export async function activeBadgesFor(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, BadgeSummary[]>> {
  const byMember = new Map<string, BadgeSummary[]>(userIds.map((id) => [id, []]));
  for (const { userId, awardedAt, ...badge } of await selectActiveBadges(db, userIds)) {
    byMember.get(userId)?.push({ ...badge, awardedAt: awardedAt.toISOString() });
  }
  return byMember;
}
