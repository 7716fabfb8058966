import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { feteIdPasses } from '../../db/schema/members';

/** Who a pass names, as the door may see them, and whether the membership still holds. */
export async function findPassHolder(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      image: users.image,
      membershipExpiresAt: users.membershipExpiresAt,
      banned: users.banned,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Records the member's pass of `day` (the first call of the day writes, the rest find it there) and forgets
 * their passes older than `keepFrom`.
 */
export async function savePass(
  db: Db,
  pass: { userId: string; day: string; tokenHash: string },
  keepFrom: string,
): Promise<void> {
  const made = await db
    .insert(feteIdPasses)
    .values(pass)
    .onConflictDoNothing()
    .returning({ day: feteIdPasses.day });
  if (made.length) {
    await db
      .delete(feteIdPasses)
      .where(and(eq(feteIdPasses.userId, pass.userId), lt(feteIdPasses.day, keepFrom)));
  }
}

export async function findPassByTokenHash(db: Db | Tx, tokenHash: string) {
  const [row] = await db
    .select({ userId: feteIdPasses.userId, day: feteIdPasses.day })
    .from(feteIdPasses)
    .where(eq(feteIdPasses.tokenHash, tokenHash));
  return row;
}
