import { memberAdminEndpoints as e } from '../../../shared/contracts/member-admin';
import { memberAdminMessages } from '../../../shared/domains/member-admin';
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
  const member = { notFound: memberAdminMessages.notFound };

  routes.implement(e.users, { ...member, keep: 'per-admin' }, ({ c, actor, query }) =>
    listUsers(c.get('deps').db, actor, query),
  );

  routes.implement(e.user, { ...member, keep: 'per-admin' }, ({ c, actor, params }) =>
    getUserDetail(c.get('deps').db, actor, params.member),
  );

  routes.implement(e.changeRole, member, async ({ c, actor, params, body }) => {
    const deps = c.get('deps');
    await confirmPassword(deps, actor, body.password, c.req.raw.headers);
    return changeRole(deps.db, actor, params.member, body);
  });

  routes.implement(e.extendMembership, member, ({ c, actor, params, body }) =>
    extendMembership(c.get('deps').db, actor, params.member, body),
  );

  routes.implement(e.suspend, member, async ({ c, actor, params, body }) => {
    const deps = c.get('deps');
    await confirmPassword(deps, actor, body.password, c.req.raw.headers);
    return suspendUser(deps.db, actor, params.member, body);
  });

  routes.implement(e.unsuspend, member, ({ c, actor, params }) =>
    unsuspendUser(c.get('deps').db, actor, params.member),
  );

  routes.implement(e.revokeSessions, member, ({ c, actor, params }) =>
    revokeSessions(c.get('deps').db, actor, params.member),
  );
}
