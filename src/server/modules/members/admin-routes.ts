import {
  adminUserDetailSchema,
  adminUserPageSchema,
  memberAdminMessages,
  membershipExtendSchema,
  roleChangeSchema,
  suspendSchema,
  userSearchSchema,
} from '../../../shared/domains/member-admin';
import type { Routes } from '../../platform/http';
import { confirmPassword } from '../../auth/reauthentication';
import {
  changeRole,
  extendMembership,
  getUserDetail,
  listUsers,
  revokeSessions,
  suspendUser,
  unsuspendUser,
} from './admin-service';

/**
 * The Users page of the back office. Account ids are better-auth's (not UUIDs), so the parameter is
 * `:member` and an unknown one is the service's 404. Every write answers the member's detail, audit included.
 */
export function registerUserAdminRoutes(routes: Routes): void {
  const member = { auth: 'admin' as const, notFound: memberAdminMessages.notFound, tags: ['admin'] };

  routes.get(
    '/api/admin/users',
    {
      keep: 'per-admin',
      ...member,
      summary:
        'Users: search members (first name, last name or e-mail; every word must match), sort by name, email, role, expires or joined (asc|desc), paginated.',
      query: userSearchSchema,
      response: adminUserPageSchema,
    },
    ({ c, actor, query }) => listUsers(c.get('deps').db, actor, query),
  );

  routes.get(
    '/api/admin/users/:member',
    {
      keep: 'per-admin',
      ...member,
      summary: `One member's account, live session count, audit log (newest first) and what may be done.`,
      response: adminUserDetailSchema,
    },
    ({ c, actor, params }) => getUserDetail(c.get('deps').db, actor, params.member),
  );

  routes.put(
    '/api/admin/users/:member/role',
    {
      ...member,
      summary:
        "Make or remove administrator, with the administrator's own password (422 on `password` when wrong, 429 " +
        'after 10 tries a minute). 409 when it would remove the last administrator.',
      body: roleChangeSchema,
      response: adminUserDetailSchema,
    },
    async ({ c, actor, params, body }) => {
      const deps = c.get('deps');
      await confirmPassword(deps, actor, body.password, c.req.raw.headers);
      return changeRole(deps.db, actor, params.member, body);
    },
  );

  routes.post(
    '/api/admin/users/:member/membership',
    {
      ...member,
      summary:
        'Extend the membership by N days (from the current expiry, or today once it has passed) or to a date (end of that day). 409 for a membership that never expires.',
      body: membershipExtendSchema,
      response: adminUserDetailSchema,
    },
    ({ c, actor, params, body }) => extendMembership(c.get('deps').db, actor, params.member, body),
  );

  routes.post(
    '/api/admin/users/:member/suspend',
    {
      ...member,
      summary:
        "Suspend with a reason and the administrator's own password (422 on `password` when wrong): every session " +
        'ends at once and sign-in is refused until unsuspended. 409 for administrators.',
      body: suspendSchema,
      response: adminUserDetailSchema,
    },
    async ({ c, actor, params, body }) => {
      const deps = c.get('deps');
      await confirmPassword(deps, actor, body.password, c.req.raw.headers);
      return suspendUser(deps.db, actor, params.member, body);
    },
  );

  routes.post(
    '/api/admin/users/:member/unsuspend',
    {
      ...member,
      summary: 'Lift a suspension: the member may sign in again.',
      response: adminUserDetailSchema,
    },
    ({ c, actor, params }) => unsuspendUser(c.get('deps').db, actor, params.member),
  );

  routes.post(
    '/api/admin/users/:member/revoke-sessions',
    {
      ...member,
      summary: `End every session of the member (every device is signed out).`,
      response: adminUserDetailSchema,
    },
    ({ c, actor, params }) => revokeSessions(c.get('deps').db, actor, params.member),
  );
}
