import { myBadgesSchema } from '../../../shared/domains/badges';
import type { Routes } from '../../platform/http';
import { registerBadgeAdminRoutes } from './admin-routes';
import { activeBadgesFor } from './service';

export function registerBadgeRoutes(routes: Routes): void {
  registerBadgeAdminRoutes(routes);
  routes.get(
    '/api/badges/me',
    {
      summary:
        "The signed-in member's active badges (name, description, colour, icon, benefits), oldest award first: the dashboard's badges panel and the avatar menu's badge.",
      auth: 'user',
      response: myBadgesSchema,
    },
    async ({ c, actor }) => ({
      badges: (await activeBadgesFor(c.get('deps').db, [actor.id])).get(actor.id) ?? [],
    }),
  );
}
