import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { assignRestaurantOwner, restaurantAdmin } from './admin-service';
import { serve } from './manage-routes';

/**
 * The restaurants manager (/api/admin/restaurants…, administrators): the list, a new restaurant, its active
 * flag, its deletion and its owner. Every write but the delete answers the restaurant as it now is
 * (restaurantManageSchema); the record's edit is the owner's page's (PUT /api/restaurants/:id).
 */
export function registerRestaurantAdminRoutes(routes: Routes): void {
  const notFound = messages.restaurants.notFound;
  const { adminList, create, setActive, remove } = e;
  implementResource(routes, { list: adminList, create, setActive, remove }, restaurantAdmin, notFound);
  routes.implement(e.setOwner, { notFound }, serve(assignRestaurantOwner));
}
