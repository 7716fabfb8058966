import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerRestaurantAdminRoutes } from './admin-routes';
import { registerRestaurantManageRoutes } from './manage-routes';
import { getRestaurant, listRestaurants } from './service';

export function registerRestaurantRoutes(routes: Routes): void {
  routes.implement(e.list, {}, ({ c, actor, query }) =>
    listRestaurants(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.detail, { notFound: messages.restaurants.notFound }, ({ c, actor, params }) =>
    getRestaurant(c.get('deps').db, actor, params.id, c.get('pages')),
  );
  registerRestaurantAdminRoutes(routes);
  registerRestaurantManageRoutes(routes);
}
