import type { AdminUserDetail } from '../../../shared/domains/member-admin';
import type { MemberProfile } from '../../../shared/domains/members';

/** Web tests' member answers: Machel Montano, a gold member, as he sees himself and as the Users screen shows him. */
export const memberProfile = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 'member-1',
  email: 'machel@fete.test',
  firstName: 'Machel',
  lastName: 'Montano',
  territory: 'Trinidad and Tobago',
  locality: 'Port of Spain',
  avatarUrl: null,
  role: 'user',
  membershipType: 'gold',
  membershipExpiresAt: '2027-02-08T12:00:00.000Z',
  createdAt: '2026-02-08T12:00:00.000Z',
  membershipDaysLeft: 30,
  showInCommunity: true,
  emailVerified: true,
  ...overrides,
});

export const adminUserDetail = (overrides: Partial<AdminUserDetail['user']> = {}): AdminUserDetail => ({
  user: {
    id: 'member-1',
    email: 'machel@fete.test',
    firstName: 'Machel',
    lastName: 'Montano',
    role: 'user',
    membershipType: 'gold',
    membershipExpiresAt: '2027-02-08T12:00:00.000Z',
    membershipDaysLeft: 30,
    suspended: false,
    suspendReason: null,
    createdAt: '2026-02-08T12:00:00.000Z',
    sessions: 1,
    ...overrides,
  },
  audit: [],
  can: {
    makeAdmin: true,
    removeAdmin: false,
    extendMembership: true,
    suspend: true,
    unsuspend: false,
    revokeSessions: true,
  },
});
