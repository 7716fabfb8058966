import { packageEndpoints } from '../../../shared/contracts/packages';
import { PACKAGE_KINDS } from '../../../shared/domains/packages';
import type { Routes } from '../../platform/http';
import { registerPackageAdminRoutes } from './admin-routes';
import { listForMembers } from './service';

/**
 * Fete Packages (/api/packages) and Fete Rides (/api/rides) for members, each followed by its manager's routes
 * (admin-routes.ts): the same routes for both kinds.
 */
export function registerPackageRoutes(routes: Routes): void {
  for (const kind of PACKAGE_KINDS) {
    routes.implement(packageEndpoints[kind].list, {}, ({ c, actor }) =>
      listForMembers(c.get('deps').db, actor, kind, c.get('pages')),
    );
    registerPackageAdminRoutes(routes, kind);
  }
}
