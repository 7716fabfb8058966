import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users, verifications } from '../../db/schema/auth';

/** The member profile as the API shows it (before membershipDaysLeft is worked out). */
export const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  territory: users.territory,
  locality: users.locality,
  avatarUrl: users.image,
  role: users.role,
  membershipType: users.membershipType,
  membershipExpiresAt: users.membershipExpiresAt,
  createdAt: users.createdAt,
  showInCommunity: users.showInCommunity,
  emailVerified: users.emailVerified,
};

export interface ProfileRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  territory: string;
  locality: string;
  avatarUrl: string | null;
  role: string;
  membershipType: string;
  membershipExpiresAt: Date | null;
  createdAt: Date;
  showInCommunity: boolean;
  emailVerified: boolean;
}

export async function findProfile(db: Db | Tx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateUser(
  db: Db | Tx,
  userId: string,
  values: Partial<
    Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'name' | 'territory' | 'locality' | 'image'>
  >,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function deleteOtherSessions(db: Db | Tx, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Delete the account row; sessions, credentials and member-owned rows follow by their foreign keys. */
export async function deleteUser(tx: Tx, userId: string): Promise<boolean> {
  // Pending password-reset tokens hold the user id as their value.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Whether an account of this id exists (a back-office form's member, before a write refers to it). */
export async function memberExists(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Every word must match the first name, the last name or the e-mail: "kaia bap" finds Kaia Baptiste. */
export const memberSearchColumns = [users.firstName, users.lastName, users.email];

/** Names and e-mails of the given members (event organisers and reporters, restaurant owners), one statement. */
export async function findMemberSummaries(db: Db | Tx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Settings: "Show me on attendee lists and in Fete Nation". */
export async function updateShowInCommunity(db: Db | Tx, userId: string, show: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ showInCommunity: show, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
