import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { chatBlocks } from '../db/schema/chat';

/**
 * Whom a member may see named in the community (Fete Nation and attendee lists): members who show themselves,
 * not suspended, with no block either way between them and the viewer (decisions 0022, 0023, 0030). A
 * condition on `users`, for any query that joins it; one rule, so a block hides a member everywhere at once.
 */
export function shownInCommunityTo(viewerId: string | SQLWrapper): SQL {
  return and(
    eq(users.showInCommunity, true),
    or(isNull(users.banned), eq(users.banned, false)),
    sql`not exists (select 1 from ${chatBlocks} b
      where (b.blocker_id = ${users.id} and b.blocked_id = ${viewerId})
         or (b.blocker_id = ${viewerId} and b.blocked_id = ${users.id}))`,
  )!;
}
