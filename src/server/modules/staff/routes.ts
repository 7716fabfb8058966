import { staffEndpoints as e } from '../../../shared/contracts/staff';
import type { Routes } from '../../platform/http';
import { registerStaffAdminRoutes } from './admin-routes';
import { apply, myApplications, openPositions } from './service';

/**
 * Staff positions and applications: members list open positions, apply and follow their applications; the
 * back office's routes are in admin-routes.ts.
 */
export function registerStaffRoutes(routes: Routes): void {
  routes.implement(e.openPositions, { keep: 'per-member' }, ({ c }) => openPositions(c.get('deps').db));

  routes.implement(e.apply, {}, ({ c, actor, body }) => apply(c.get('deps'), actor, body));

  routes.implement(e.myApplications, { keep: 'per-member' }, ({ c, actor }) =>
    myApplications(c.get('deps').db, actor),
  );

  registerStaffAdminRoutes(routes);
}
