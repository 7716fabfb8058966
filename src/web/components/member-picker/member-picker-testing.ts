import { adminUserPageSchema, type AdminUser } from '../../../shared/domains/member-admin';

/** A member as the administrators' user list answers it: a Free member, not suspended. */
export const adminUser = (id: string, firstName: string, lastName: string, email: string): AdminUser => ({
  id,
  email,
  firstName,
  lastName,
  role: 'user',
  membershipType: 'free',
  membershipExpiresAt: null,
  membershipDaysLeft: null,
  suspended: false,
  suspendReason: null,
  createdAt: '2026-01-10T14:00:00.000Z',
});

/** The server's answer to a member search: the members found, one page (checked against the contract). */
export const memberPage = (found: AdminUser[], pageSize = 8) =>
  adminUserPageSchema.parse({ items: found, total: found.length, page: 1, pageSize });
