import { badgeEndpoints } from '../../../shared/contracts/badges';
import type { Routes } from '../../platform/http';
import { registerBadgeAdminRoutes } from './admin-routes';
import { activeBadgesFor } from './service';

export function registerBadgeRoutes(routes: Routes): void {
  registerBadgeAdminRoutes(routes);
  routes.implement(badgeEndpoints.mine, { keep: 'per-member' }, async ({ c, actor }) => ({
    badges: (await activeBadgesFor(c.get('deps').db, [actor.id])).get(actor.id) ?? [],
  }));
}
