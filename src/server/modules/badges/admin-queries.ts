import { aliasedTable, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pageOffset, windowTotal, type PageParams } from '../../platform/lists';
import { users } from '../../db/schema/auth';
import { badgeTypes, userBadges } from '../../db/schema/badges';
import { badgeTypeFields } from './queries';

const holders = sql<number>`(select count(*)::int from ${userBadges} where ${userBadges.badgeId} = ${badgeTypes.id} and ${userBadges.active})`;

/** A badge type's columns and how many members hold it now. */
export const typeColumns = {
  ...badgeTypeFields,
  holders: holders.as('holders'),
};

export function listBadgeTypes(db: Db | Tx) {
  return db
    .select(typeColumns)
    .from(badgeTypes)
    .orderBy(asc(sql`lower(${badgeTypes.name})`), asc(badgeTypes.id));
}

/** Locks the row against a concurrent delete while an award is being made. */
export async function lockBadgeType(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: badgeTypes.id, name: badgeTypes.name })
    .from(badgeTypes)
    .where(eq(badgeTypes.id, id))
    .for('share');
  return row;
}

export async function badgeNameTaken(db: Db | Tx, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: badgeTypes.id })
    .from(badgeTypes)
    .where(
      and(
        sql`lower(${badgeTypes.name}) = lower(${name})`,
        exceptId ? sql`${badgeTypes.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const awarder = aliasedTable(users, 'awarder');

const awardColumns = {
  id: userBadges.id,
  badgeId: badgeTypes.id,
  badgeName: badgeTypes.name,
  badgeColor: badgeTypes.color,
  badgeIconUrl: badgeTypes.iconUrl,
  userId: users.id,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userName: users.name,
  userEmail: users.email,
  awarderFirstName: awarder.firstName,
  awarderLastName: awarder.lastName,
  awarderName: awarder.name,
  awardedAt: userBadges.awardedAt,
};

/** Awards with their type, member and awarder, each row carrying how many the statement finds (one page). */
function selectAwards(db: Db | Tx) {
  return db
    .select({ ...awardColumns, total: windowTotal() })
    .from(userBadges)
    .innerJoin(badgeTypes, eq(badgeTypes.id, userBadges.badgeId))
    .innerJoin(users, eq(users.id, userBadges.userId))
    .leftJoin(awarder, eq(awarder.id, userBadges.awardedBy));
}
export interface AwardRow {
  id: string;
  badgeId: string;
  badgeName: string;
  badgeColor: string;
  badgeIconUrl: string | null;
  userId: string;
  userFirstName: string;
  userLastName: string;
  userName: string;
  userEmail: string;
  awarderFirstName: string | null;
  awarderLastName: string | null;
  awarderName: string | null;
  awardedAt: Date;
}

/**
 * Active awards, newest first (the User Badges table): a page of them, each row carrying how many there are
 * (one statement with the page; the joins are to required rows, so they count the same as the awards alone).
 */
export function listActiveAwards(
  db: Db | Tx,
  { page, pageSize }: PageParams,
): Promise<(AwardRow & { total: number })[]> {
  return selectAwards(db)
    .where(eq(userBadges.active, true))
    .orderBy(desc(userBadges.awardedAt), desc(userBadges.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function countActiveAwards(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userBadges).where(eq(userBadges.active, true));
  return row?.total ?? 0;
}

export async function findAward(db: Db | Tx, id: string): Promise<AwardRow | undefined> {
  const [row] = await selectAwards(db).where(eq(userBadges.id, id));
  return row;
}

/** Award; undefined when the member holds it already (user_badges_active_unique). */
export async function insertAward(tx: Tx, userId: string, badgeId: string, awardedBy: string) {
  const [row] = await tx
    .insert(userBadges)
    .values({ userId, badgeId, awardedBy })
    .onConflictDoNothing()
    .returning({ id: userBadges.id });
  return row?.id;
}

/** Revoke: the row stays as history (active false). False when there is no active award of that id. */
export async function deactivateAward(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(userBadges)
    .set({ active: false })
    .where(and(eq(userBadges.id, id), eq(userBadges.active, true)))
    .returning({ id: userBadges.id });
  return rows.length > 0;
}
