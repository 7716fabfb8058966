import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { canSchema } from '../schemas/listing';
import {
  instantString,
  isoDate,
  listQuerySchema,
  listResponseSchema,
  optionalChoice,
} from '../schemas/common';
import { requiredTextField, wholeNumberTextField } from '../schemas/form-fields';
import { reauthPassword } from '../schemas/account';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * The administrators' Users page (/admin/users, /api/admin/users): find members, change their role,
 * membership and suspension, end their sessions. Every change is an audit entry with before/after.
 */

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const AUDIT_ACTIONS = [
  'make_admin',
  'remove_admin',
  'extend_membership',
  'suspend',
  'unsuspend',
  'revoke_sessions',
  // The member renewed Gold themself (decision 0044): the actor is the member.
  'renew_membership',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const USER_SORTS = ['name', 'email', 'role', 'expires', 'joined'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Extending by days: at most ten years at once. */
export const EXTEND_DAYS_MAX = 3650;
export const SUSPEND_REASON_MAX = 500;

export const memberAdminMessages = {
  notFound: 'Member not found',
  lastAdmin: 'You cannot remove the last administrator. Make another member an administrator first.',
  alreadyAdmin: 'This member is already an administrator',
  notAdmin: 'This member is not an administrator',
  suspendedCannotBeAdmin: 'Unsuspend this member before making them an administrator',
  adminCannotBeSuspended: 'Administrators cannot be suspended. Remove the administrator role first.',
  alreadySuspended: 'This member is already suspended',
  notSuspended: 'This member is not suspended',
  neverExpires: 'This membership never expires',
  notLater: 'The new expiry date must be later than the current one',
  roleChoice: 'Please choose Administrator or Member',
  extendChoice: 'Please choose to extend by days or to a date',
  days: `Please enter a number of days from 1 to ${EXTEND_DAYS_MAX}`,
  date: 'Please enter a date as YYYY-MM-DD',
  reasonRequired: 'Please give a reason for the suspension',
  reasonLength: atMostCharacters('The reason', SUSPEND_REASON_MAX),
  sort: 'Please sort by name, email, role, expires or joined',
  dir: 'Please choose asc or desc as the direction',
} as const;

/** GET /api/admin/users: search (name, e-mail), sort, page. */
export const userSearchSchema = listQuerySchema.extend({
  sort: optionalChoice(USER_SORTS, memberAdminMessages.sort),
  dir: optionalChoice(['asc', 'desc'], memberAdminMessages.dir),
});
export type UserSearchInput = z.infer<typeof userSearchSchema>;

/** PUT /api/admin/users/:id/role */
/** The administrator's own password comes with it (re-authentication, decision 0031). */
export const roleChangeSchema = z.strictObject({
  role: z.enum(ROLES, { error: memberAdminMessages.roleChoice }),
  password: reauthPassword(),
});
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

/**
 * POST /api/admin/users/:id/membership: by a number of days (from the current expiry, or from today when it
 * has passed) or to a date (the end of that day in Port of Spain). The field the choice does not use may be
 * sent blank: the form sends all three.
 */
export const membershipExtendSchema = z
  .strictObject({
    by: z.enum(['days', 'date'], { error: memberAdminMessages.extendChoice }),
    days: z.preprocess(
      blankToUndefined,
      wholeNumberTextField(1, EXTEND_DAYS_MAX, memberAdminMessages.days).optional(),
    ),
    until: z.preprocess(blankToUndefined, isoDate(memberAdminMessages.date).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.by === 'days' && value.days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: memberAdminMessages.days });
    }
    if (value.by === 'date' && value.until === undefined) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: memberAdminMessages.date });
    }
  });
export type MembershipExtendInput = z.infer<typeof membershipExtendSchema>;

/** POST /api/admin/users/:id/suspend */
export const suspendSchema = z.strictObject({
  reason: requiredTextField(
    memberAdminMessages.reasonRequired,
    SUSPEND_REASON_MAX,
    memberAdminMessages.reasonLength,
  ),
  /** The administrator's own password (re-authentication, decision 0031). */
  password: reauthPassword(),
});
export type SuspendInput = z.infer<typeof suspendSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  membershipType: z.string(),
  membershipExpiresAt: instantString.nullable(),
  /** Whole days until the membership expires (0 once expired); null when it never expires. */
  membershipDaysLeft: z.number().int().nullable(),
  suspended: z.boolean(),
  suspendReason: z.string().nullable(),
  createdAt: instantString,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = listResponseSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: instantString,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminUserCanSchema = canSchema(
  'makeAdmin',
  'removeAdmin',
  'extendMembership',
  'suspend',
  'unsuspend',
  'revokeSessions',
);
export type AdminUserCan = z.infer<typeof adminUserCanSchema>;

/** GET /api/admin/users/:id and the answer of every write. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({ sessions: z.number().int() }),
  audit: z.array(auditEntrySchema),
  can: adminUserCanSchema,
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

interface TargetFacts {
  role: string;
  suspended: boolean;
  membershipExpiresAt: unknown;
}

/**
 * What an administrator may do to a member. The last administrator rule needs a count, so the server checks
 * it again inside the transaction; `adminCount` here only hides a button that would be refused.
 */
export const memberAdminPolicy = {
  /** The Users screens: the list, a member's page and its audit log. */
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
  makeAdmin: (viewer: MaybeViewer, target: TargetFacts) =>
    isAdmin(viewer) && target.role !== 'admin' && !target.suspended,
  removeAdmin: (viewer: MaybeViewer, target: TargetFacts, adminCount: number) =>
    isAdmin(viewer) && target.role === 'admin' && adminCount > 1,
  extendMembership: (viewer: MaybeViewer, target: TargetFacts) =>
    isAdmin(viewer) && target.membershipExpiresAt !== null,
  suspend: (viewer: MaybeViewer, target: TargetFacts) =>
    isAdmin(viewer) && target.role !== 'admin' && !target.suspended,
  unsuspend: (viewer: MaybeViewer, target: TargetFacts) => isAdmin(viewer) && target.suspended,
  revokeSessions: (viewer: MaybeViewer) => isAdmin(viewer),
};

export const memberAdminCan = (
  viewer: MaybeViewer,
  target: TargetFacts,
  adminCount: number,
): AdminUserCan => ({
  makeAdmin: memberAdminPolicy.makeAdmin(viewer, target),
  removeAdmin: memberAdminPolicy.removeAdmin(viewer, target, adminCount),
  extendMembership: memberAdminPolicy.extendMembership(viewer, target),
  suspend: memberAdminPolicy.suspend(viewer, target),
  unsuspend: memberAdminPolicy.unsuspend(viewer, target),
  revokeSessions: memberAdminPolicy.revokeSessions(viewer),
});
