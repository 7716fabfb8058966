import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { shownInCommunityTo } from '../../platform/community';
import { searchEveryWord } from '../../platform/lists';

const directoryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.image,
  territory: users.territory,
  locality: users.locality,
};

/**
 * Who the viewer may see in Fete Nation: the community rule (shown, not suspended, no block either way), for the
 * list and the profile alike, and a verified address: a script's unverified accounts do not appear.
 */
function visibleTo(viewerId: string): SQL {
  return and(shownInCommunityTo(viewerId), eq(users.emailVerified, true))!;
}

/** Every word must match the first or the last name (never the e-mail: the directory does not show it). */
function nameSearch(q: string): SQL | undefined {
  return searchEveryWord([users.firstName, users.lastName], q);
}

export async function searchDirectory(
  db: Db,
  viewerId: string,
  { q, territory, page, pageSize }: { q: string; territory?: string; page: number; pageSize: number },
) {
  const where = and(
    visibleTo(viewerId),
    ne(users.id, viewerId),
    nameSearch(q),
    territory ? eq(users.territory, territory) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select(directoryColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** One member as Fete Nation shows them to the viewer; the viewer always sees themselves. */
export async function findDirectoryMember(db: Db, viewerId: string, memberId: string) {
  const [row] = await db
    .select(directoryColumns)
    .from(users)
    .where(and(eq(users.id, memberId), memberId === viewerId ? undefined : visibleTo(viewerId)));
  return row;
}
