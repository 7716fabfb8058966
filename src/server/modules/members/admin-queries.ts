import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { UserSearchInput } from '../../../shared/domains/member-admin';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/auth';
import { memberSearchColumns } from './queries';
import {
  matchesEveryWord,
  preparedListPage,
  wordPatterns,
  type WordPatterns,
} from '../../platform/prepared-lists';

/** A member account as the Users page shows it (before membershipDaysLeft is worked out). */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  membershipType: users.membershipType,
  membershipExpiresAt: users.membershipExpiresAt,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
};

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  membershipType: string;
  membershipExpiresAt: Date | null;
  banned: boolean | null;
  banReason: string | null;
  createdAt: Date;
}

const byName = [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`)];

function orderOf(sort: UserSearchInput['sort'], dir: UserSearchInput['dir']): SQL[] {
  const by = dir === 'desc' ? desc : asc;
  const tail = [asc(users.id)];
  switch (sort) {
    case 'email':
      return [by(users.email), ...tail];
    case 'role':
      return [by(users.role), ...byName, ...tail];
    case 'expires':
      // Memberships that never expire sort last either way: they are not "soonest" or "latest".
      return [
        sql`${users.membershipExpiresAt} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')} nulls last`,
        ...tail,
      ];
    case 'joined':
      return [by(users.createdAt), ...tail];
    default:
      return dir === 'desc'
        ? [desc(sql`lower(${users.firstName})`), desc(sql`lower(${users.lastName})`), ...tail]
        : [...byName, ...tail];
  }
}

type UserListShape = Pick<UserSearchInput, 'sort' | 'dir'>;

/** The Users page's statement, prepared once per sort and number of words (db/prepared.ts). */
const userList = preparedListPage<typeof adminUserColumns, UserListShape, WordPatterns>(
  (_db, { sort, dir }, p) => ({
    columns: adminUserColumns,
    table: users,
    where: matchesEveryWord(memberSearchColumns, p),
    orderBy: orderOf(sort, dir),
  }),
);

/** A page of accounts and the total, carried on every row (one statement; apart only past the end). */
export async function searchUsers(
  db: Db,
  { q, page, pageSize, sort, dir }: UserSearchInput,
): Promise<{ items: AdminUserRow[]; total: number }> {
  return userList(db, { sort, dir }, wordPatterns(q), { page, pageSize });
}

/** One account; `forUpdate` holds the row until the transaction ends (two administrators acting at once). */
export async function findAdminUser(
  db: Db | Tx,
  id: string,
  { forUpdate = false } = {},
): Promise<AdminUserRow | undefined> {
  const query = db.select(adminUserColumns).from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Locks every administrator row and counts them. Two administrators removing each other at the same time
 * queue here, so the second one sees the first one's change and the last administrator stays.
 */
export async function lockAdminCount(tx: Tx): Promise<number> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
  return rows.length;
}

export async function countAdmins(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

export async function countLiveSessions(db: Db | Tx, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

export async function deleteAllSessions(db: Db | Tx, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

export async function setAccountFields(
  tx: Tx,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'role' | 'membershipExpiresAt' | 'banned' | 'banReason'>>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function actorName(db: Db | Tx, actorId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  if (!row) return 'Unknown administrator';
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

export async function insertAuditEntry(tx: Tx, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** The newest entries about one member (index audit_log_target_created_idx). */
export async function listAuditEntries(db: Db | Tx, targetUserId: string, limit = 100) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, targetUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
