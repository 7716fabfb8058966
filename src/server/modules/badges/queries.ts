import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { badgeTypes, userBadges } from '../../db/schema/badges';

/** A badge type as members and the manager see it. */
export const badgeTypeFields = {
  id: badgeTypes.id,
  name: badgeTypes.name,
  description: badgeTypes.description,
  color: badgeTypes.color,
  iconUrl: badgeTypes.iconUrl,
  benefits: badgeTypes.benefits,
};

/** Every active award of the given members with its badge type, oldest award first. */
export async function selectActiveBadges(db: Db | Tx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userBadges.userId,
      ...badgeTypeFields,
      awardedAt: userBadges.awardedAt,
    })
    .from(userBadges)
    .innerJoin(badgeTypes, eq(badgeTypes.id, userBadges.badgeId))
    .where(and(inArray(userBadges.userId, [...userIds]), eq(userBadges.active, true)))
    .orderBy(asc(userBadges.awardedAt), asc(badgeTypes.name));
}
