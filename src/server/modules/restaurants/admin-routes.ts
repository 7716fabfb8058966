import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import {
  assignRestaurantOwner,
  createRestaurant,
  listManagedRestaurants,
  removeRestaurant,
  setRestaurantActive,
} from './admin-service';

/**
 * The restaurants manager (/api/admin/restaurants…, administrators): the list, a new restaurant, its active
 * flag, its owner and its deletion. Every write answers the restaurant as it now is (restaurantManageSchema).
 */
export function registerRestaurantAdminRoutes(routes: Routes): void {
  const notFound = messages.restaurants.notFound;
  routes.implement(e.adminList, { keep: 'per-admin', notFound }, ({ c, actor, query }) =>
    listManagedRestaurants(c.get('deps').db, actor, query),
  );
  routes.implement(e.create, { notFound }, ({ c, actor, body }) =>
    createRestaurant(c.get('deps'), actor, body),
  );
  routes.implement(e.remove, { notFound }, ({ c, actor, params }) =>
    removeRestaurant(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.setActive, { notFound }, ({ c, actor, params, body }) =>
    setRestaurantActive(c.get('deps').db, actor, params.id, body),
  );
  routes.implement(e.setOwner, { notFound }, ({ c, actor, params, body }) =>
    assignRestaurantOwner(c.get('deps').db, actor, params.id, body),
  );
}
