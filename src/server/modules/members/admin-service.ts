import {
  memberAdminCan,
  memberAdminMessages as texts,
  memberAdminPolicy,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  type AuditAction,
  type AuditEntry,
  type MembershipExtendInput,
  type RoleChangeInput,
  type SuspendInput,
  type UserSearchInput,
} from '../../../shared/domains/member-admin';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { authorize } from '../../platform/authorize';
import {
  actorName,
  countAdmins,
  countLiveSessions,
  deleteAllSessions,
  findAdminUser,
  insertAuditEntry,
  listAuditEntries,
  lockAdminCount,
  searchUsers,
  setAccountFields,
  type AdminUserRow,
} from './admin-queries';
import { membershipDaysLeft } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Extend to a date" means to the end of that day where the site lives (Port of Spain, UTC-4 all year). */
const SITE_UTC_OFFSET = '-04:00';

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role === 'admin' ? 'admin' : 'user',
  membershipType: row.membershipType,
  membershipExpiresAt: row.membershipExpiresAt?.toISOString() ?? null,
  membershipDaysLeft: membershipDaysLeft(row.membershipExpiresAt),
  suspended: row.banned === true,
  suspendReason: row.banned ? row.banReason : null,
  createdAt: row.createdAt.toISOString(),
});

const facts = (row: AdminUserRow) => ({
  role: row.role,
  suspended: row.banned === true,
  membershipExpiresAt: row.membershipExpiresAt,
});

export async function listUsers(db: Db, actor: Actor, input: UserSearchInput): Promise<AdminUserPage> {
  authorize(memberAdminPolicy.manage(actor));
  const { items, total } = await searchUsers(db, input);
  return { items: items.map(toAdminUser), total, page: input.page, pageSize: input.pageSize };
}

export async function getUserDetail(db: Db, actor: Actor, userId: string): Promise<AdminUserDetail> {
  authorize(memberAdminPolicy.manage(actor));
  const row = await findAdminUser(db, userId);
  if (!row) throw new AppError('NOT_FOUND', texts.notFound);
  const [sessions, audit, adminCount] = await Promise.all([
    countLiveSessions(db, userId),
    listAuditEntries(db, userId),
    countAdmins(db),
  ]);
  return {
    user: { ...toAdminUser(row), sessions },
    audit: audit.map((entry): AuditEntry => ({
      id: entry.id,
      action: entry.action as AuditAction,
      actor: { id: entry.actorId, name: entry.actorName },
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
    can: memberAdminCan(actor, facts(row), adminCount),
  };
}

/**
 * The frame of every write: lock the member's row, apply the change, write its audit entry, all in one
 * transaction; then answer the member as the page shows them now.
 */
async function changeAccount(
  db: Db,
  actor: Actor,
  userId: string,
  change: (
    tx: Tx,
    row: AdminUserRow,
  ) => Promise<{ action: AuditAction; before: Record<string, unknown>; after: Record<string, unknown> }>,
): Promise<AdminUserDetail> {
  authorize(memberAdminPolicy.manage(actor));
  await db.transaction(async (tx) => {
    const row = await findAdminUser(tx, userId, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', texts.notFound);
    const { action, before, after } = await change(tx, row);
    await insertAuditEntry(tx, {
      actorId: actor.id,
      actorName: await actorName(tx, actor.id),
      targetUserId: userId,
      action,
      before,
      after,
    });
  });
  return getUserDetail(db, actor, userId);
}

export function changeRole(db: Db, actor: Actor, userId: string, input: Pick<RoleChangeInput, 'role'>) {
  return changeAccount(db, actor, userId, async (tx, row) => {
    if (input.role === 'admin') {
      if (row.role === 'admin') throw new AppError('CONFLICT', texts.alreadyAdmin);
      if (row.banned) throw new AppError('CONFLICT', texts.suspendedCannotBeAdmin);
    } else {
      if (row.role !== 'admin') throw new AppError('CONFLICT', texts.notAdmin);
      if (!memberAdminPolicy.removeAdmin(actor, facts(row), await lockAdminCount(tx))) {
        throw new AppError('CONFLICT', texts.lastAdmin);
      }
    }
    await setAccountFields(tx, userId, { role: input.role });
    return {
      action: input.role === 'admin' ? 'make_admin' : 'remove_admin',
      before: { role: row.role },
      after: { role: input.role },
    };
  });
}

export function extendMembership(db: Db, actor: Actor, userId: string, input: MembershipExtendInput) {
  return changeAccount(db, actor, userId, async (tx, row) => {
    const current = row.membershipExpiresAt;
    if (!current) throw new AppError('CONFLICT', texts.neverExpires);
    const now = Date.now();
    let next: Date;
    if (input.by === 'days') {
      // From today when the membership has already run out: the member gets the days they were given.
      next = new Date(Math.max(current.getTime(), now) + input.days! * DAY_MS);
    } else {
      next = new Date(`${input.until}T23:59:59.999${SITE_UTC_OFFSET}`);
      if (next.getTime() <= Math.max(current.getTime(), now)) {
        throw new AppError('VALIDATION', texts.notLater, { until: texts.notLater });
      }
    }
    await setAccountFields(tx, userId, { membershipExpiresAt: next });
    return {
      action: 'extend_membership',
      before: { membershipExpiresAt: current.toISOString() },
      after: {
        membershipExpiresAt: next.toISOString(),
        ...(input.by === 'days' ? { days: input.days } : { until: input.until }),
      },
    };
  });
}

/** Suspends and ends every session at once; sign-in is refused while suspended (auth/auth.ts). */
export function suspendUser(db: Db, actor: Actor, userId: string, input: Pick<SuspendInput, 'reason'>) {
  return changeAccount(db, actor, userId, async (tx, row) => {
    if (row.role === 'admin') throw new AppError('CONFLICT', texts.adminCannotBeSuspended);
    if (row.banned) throw new AppError('CONFLICT', texts.alreadySuspended);
    await setAccountFields(tx, userId, { banned: true, banReason: input.reason });
    const ended = await deleteAllSessions(tx, userId);
    return {
      action: 'suspend',
      before: { suspended: false, sessions: ended },
      after: { suspended: true, reason: input.reason, sessions: 0 },
    };
  });
}

export function unsuspendUser(db: Db, actor: Actor, userId: string) {
  return changeAccount(db, actor, userId, async (tx, row) => {
    if (!row.banned) throw new AppError('CONFLICT', texts.notSuspended);
    await setAccountFields(tx, userId, { banned: false, banReason: null });
    return {
      action: 'unsuspend',
      before: { suspended: true, reason: row.banReason },
      after: { suspended: false },
    };
  });
}

export function revokeSessions(db: Db, actor: Actor, userId: string) {
  return changeAccount(db, actor, userId, async (tx) => {
    const ended = await deleteAllSessions(tx, userId);
    return { action: 'revoke_sessions', before: { sessions: ended }, after: { sessions: 0 } };
  });
}
