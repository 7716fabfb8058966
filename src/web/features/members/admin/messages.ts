import type { AuditAction } from '../../../../shared/domains/member-admin';

/** Texts of the Users page (the Users part; the spec only had a Coming Soon tile). */
export const usersMessages = {
  title: 'Users',
  description: 'Find members, see their role and membership, and manage their accounts.',
  search: 'Search members',
  searchPlaceholder: 'Name or e-mail',
  loading: 'Loading members...',
  empty: 'No members found',
  loadFailed: 'Failed to load members. Please try again later.',
  detailLoading: 'Loading member...',
  detailFailed: 'Failed to load member. Please try again later.',
  actionFailed: 'Failed to update member',
  backToUsers: 'Back to Users',
  makeAdmin: 'Make Administrator',
  makeAdminConfirm: (name: string) =>
    `Make ${name} an administrator? They will be able to manage every part of the site. Enter your password to confirm.`,
  removeAdmin: 'Remove Administrator',
  removeAdminConfirm: (name: string) =>
    `Are you sure you want to remove the administrator role from ${name}? They will lose access to the back office.`,
  extended: 'Membership extended',
  suspendConfirm: (name: string) =>
    `Are you sure you want to suspend ${name}? They will be signed out everywhere at once and cannot sign in until the suspension is lifted.`,
  suspended: 'Member suspended',
  unsuspended: 'Suspension lifted',
  revokeConfirm: (name: string) =>
    `Are you sure you want to sign ${name} out of every device? They can sign in again.`,
  revoked: 'All sessions ended',
  auditTitle: 'Audit Log',
  auditEmpty: 'No changes have been made to this account yet.',
} as const;

export const auditActionLabels: Record<AuditAction, string> = {
  make_admin: 'made administrator',
  remove_admin: 'removed administrator',
  extend_membership: 'extended membership',
  suspend: 'suspended',
  unsuspend: 'lifted suspension',
  revoke_sessions: 'ended all sessions',
  renew_membership: 'renewed their membership',
};

export const roleLabels = { admin: 'Administrator', user: 'Member' } as const;
