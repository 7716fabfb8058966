import { memberPageSchema } from '../../../shared/domains/members';
import { memberSearchSchema } from '../../../shared/schemas/account';
import type { Routes } from '../../platform/http';
import { listMembers } from '../members/service';

/** The back office hub. Every /api/admin/* path is already behind the admin gate of app.ts. */
export function registerAdminRoutes(routes: Routes): void {
  routes.get(
    '/api/admin/members',
    {
      keep: 'per-admin',
      summary:
        'Search members (first name, last name or e-mail, case-insensitive; every word must match), paginated. pageSize at most 100.',
      auth: 'admin',
      query: memberSearchSchema,
      response: memberPageSchema,
    },
    ({ c, actor, query }) => listMembers(c.get('deps').db, actor, query),
  );
}
