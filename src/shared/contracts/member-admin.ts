import { endpoint } from '../contract';
import {
  adminUserDetailSchema,
  adminUserPageSchema,
  membershipExtendSchema,
  roleChangeSchema,
  suspendSchema,
  userSearchSchema,
} from '../domains/member-admin';

/**
 * The back office's Users page (admin-back-office.md, Users). Account ids are better-auth's (not UUIDs), so the
 * parameter is `:member`. Every read and write is the `members` resource, as the member's own account is: a
 * member's change refreshes the Users page and an administrator's change refreshes the member's pages. Every
 * write answers the member's detail, audit included.
 */
export const memberAdminEndpoints = {
  users: endpoint({
    method: 'get',
    path: '/api/admin/users',
    summary:
      'Users: search members (first name, last name or e-mail; every word must match), sort by name, email, role, expires or joined (asc|desc), paginated.',
    auth: 'admin',
    query: userSearchSchema,
    response: adminUserPageSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  user: endpoint({
    method: 'get',
    path: '/api/admin/users/:member',
    summary: `One member's account, live session count, audit log (newest first) and what may be done.`,
    auth: 'admin',
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  changeRole: endpoint({
    method: 'put',
    path: '/api/admin/users/:member/role',
    summary:
      "Make or remove administrator, with the administrator's own password (422 on `password` when wrong, 429 " +
      'after 10 tries a minute). 409 when it would remove the last administrator.',
    auth: 'admin',
    body: roleChangeSchema,
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  extendMembership: endpoint({
    method: 'post',
    path: '/api/admin/users/:member/membership',
    summary:
      'Extend the membership by N days (from the current expiry, or today once it has passed) or to a date (end of that day). 409 for a membership that never expires.',
    auth: 'admin',
    body: membershipExtendSchema,
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  suspend: endpoint({
    method: 'post',
    path: '/api/admin/users/:member/suspend',
    summary:
      "Suspend with a reason and the administrator's own password (422 on `password` when wrong): every session " +
      'ends at once and sign-in is refused until unsuspended. 409 for administrators.',
    auth: 'admin',
    body: suspendSchema,
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  unsuspend: endpoint({
    method: 'post',
    path: '/api/admin/users/:member/unsuspend',
    summary: 'Lift a suspension: the member may sign in again.',
    auth: 'admin',
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
  revokeSessions: endpoint({
    method: 'post',
    path: '/api/admin/users/:member/revoke-sessions',
    summary: `End every session of the member (every device is signed out).`,
    auth: 'admin',
    response: adminUserDetailSchema,
    tags: ['admin'],
    resource: 'members',
  }),
};
