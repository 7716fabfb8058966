import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  bandRatings,
  carnivalBands,
  providerRatings,
  providers,
  sessions,
  uploads,
  users,
  verifications,
} from '../../db/schema';

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

export interface UploadRow {
  id: string;
  ownerId: string | null;
  purpose: string;
  visibility: string;
  storageKey: string;
  cardKey: string | null;
  createdAt: Date;
}

const uploadColumns = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  purpose: uploads.purpose,
  visibility: uploads.visibility,
  storageKey: uploads.storageKey,
  cardKey: uploads.cardKey,
  createdAt: uploads.createdAt,
};

export async function findUpload(db: Db | Tx, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select(uploadColumns).from(uploads).where(eq(uploads.id, uploadId));
  return row;
}

export async function listAvatarUploads(db: Db | Tx, ownerId: string): Promise<UploadRow[]> {
  return db
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'avatar')));
}

export async function listUploadsOf(db: Db | Tx, ownerId: string): Promise<UploadRow[]> {
  return db.select(uploadColumns).from(uploads).where(eq(uploads.ownerId, ownerId));
}

export async function deleteUploadRows(db: Db | Tx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
}

/** Give uploads to nobody: the rows (and files) survive the owner's account. */
export async function detachUploads(db: Db | Tx, ids: string[]): Promise<void> {
  if (ids.length) await db.update(uploads).set({ ownerId: null }).where(inArray(uploads.id, ids));
}

export async function deleteOtherSessions(db: Db | Tx, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/**
 * Ratings go with the account (ON DELETE CASCADE); the stored aggregates of the bands and providers
 * they rated must lose them too, in the same transaction.
 */
export async function withdrawRatings(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(carnivalBands)
    .set({
      ratingTotal: sql`${carnivalBands.ratingTotal} - ${bandRatings.rating}`,
      ratingCount: sql`${carnivalBands.ratingCount} - 1`,
    })
    .from(bandRatings)
    .where(and(eq(bandRatings.bandId, carnivalBands.id), eq(bandRatings.userId, userId)));
  await tx
    .update(providers)
    .set({
      ratingTotal: sql`${providers.ratingTotal} - ${providerRatings.rating}`,
      ratingCount: sql`${providers.ratingCount} - 1`,
    })
    .from(providerRatings)
    .where(and(eq(providerRatings.providerId, providers.id), eq(providerRatings.userId, userId)));
}

/** Delete the account row; sessions, credentials and member-owned rows follow by their foreign keys. */
export async function deleteUser(tx: Tx, userId: string): Promise<boolean> {
  // Pending password-reset tokens hold the user id as their value.
  await tx.delete(verifications).where(eq(verifications.value, userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** `%`, `_` and `\` are wildcards or the escape in ILIKE; a search for them means the characters. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchMembers(
  db: Db,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
): Promise<{ items: ProfileRow[]; total: number }> {
  // Every word must match the first name, the last name or the e-mail: "kaia bap" finds Kaia Baptiste.
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: SQL | undefined = words.length
    ? and(
        ...words.map((word) =>
          or(
            ilike(users.firstName, likePattern(word)),
            ilike(users.lastName, likePattern(word)),
            ilike(users.email, likePattern(word)),
          ),
        ),
      )
    : undefined;
  const [items, [totals]] = await Promise.all([
    db
      .select(profileColumns)
      .from(users)
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}
