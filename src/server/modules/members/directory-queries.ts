import { and, asc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { shownInCommunityTo } from '../../platform/community';
import {
  matchesEveryWord,
  preparedListPage,
  wordPatterns,
  type WordPatterns,
} from '../../platform/prepared-lists';

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
function visibleTo(viewerId: string | SQLWrapper): SQL {
  return and(shownInCommunityTo(viewerId), eq(users.emailVerified, true))!;
}

/** The directory's values: the viewer, the search's word patterns, the territory when one is chosen. */
type DirectoryValues = WordPatterns & { viewer: string; territory?: string };

/**
 * The directory's statement, prepared once per number of words and territory or none (issue #25 goal 2): a
 * search nobody asked before only fills in the values. Every word must match the first or the last name (never
 * the e-mail: the directory does not show it).
 */
const directoryList = preparedListPage<typeof directoryColumns, null, DirectoryValues>((_db, _shape, p) => ({
  columns: directoryColumns,
  table: users,
  where: and(
    visibleTo(p.viewer),
    ne(users.id, p.viewer),
    matchesEveryWord([users.firstName, users.lastName], p),
    p.territory ? eq(users.territory, p.territory) : undefined,
  ),
  orderBy: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id)],
}));

export function searchDirectory(
  db: Db,
  viewerId: string,
  { q, territory, page, pageSize }: { q: string; territory?: string; page: number; pageSize: number },
) {
  const values = { ...wordPatterns(q), viewer: viewerId, territory: territory || undefined };
  return directoryList(db, null, values, { page, pageSize });
}

/** One member as Fete Nation shows them to the viewer; the viewer always sees themselves. */
export async function findDirectoryMember(db: Db, viewerId: string, memberId: string) {
  const [row] = await db
    .select(directoryColumns)
    .from(users)
    .where(and(eq(users.id, memberId), memberId === viewerId ? undefined : visibleTo(viewerId)));
  return row;
}
