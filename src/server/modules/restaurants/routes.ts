import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementListing } from '../../platform/resource-kit/routes';
import { registerRestaurantAdminRoutes, registerRestaurantManageRoutes } from './manage-routes';
import { getRestaurant, listRestaurants } from './service';

export function registerRestaurantRoutes(routes: Routes): void {
  implementListing(
    routes,
    e,
    { list: listRestaurants, detail: getRestaurant },
    messages.restaurants.notFound,
  );
  registerRestaurantAdminRoutes(routes);
  registerRestaurantManageRoutes(routes);
}
