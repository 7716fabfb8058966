import { memberEndpoints } from '../../../shared/contracts/members';
import type { Routes } from '../../platform/http';
import { listMembers } from '../members/service';

/** The back office hub. Every /api/admin/* path is already behind the admin gate of app.ts. */
export function registerAdminRoutes(routes: Routes): void {
  routes.implement(memberEndpoints.adminSearch, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listMembers(c.get('deps').db, actor, query),
  );
}
