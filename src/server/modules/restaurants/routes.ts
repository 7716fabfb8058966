import { restaurantDetailSchema, restaurantListSchema } from '../../../shared/domains/restaurants';
import { messages } from '../../../shared/errors';
import { restaurantListQuerySchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { registerRestaurantManageRoutes } from './manage-routes';
import { getRestaurant, listRestaurants } from './service';

export function registerRestaurantRoutes(routes: Routes): void {
  routes.get(
    '/api/restaurants',
    {
      summary:
        'Fete Eats: restaurants by name. Filters cuisine, priceRange ($ to $$$$), country (Trinidad, Tobago or any of the 22); q searches name, description and location. Inactive restaurants only for administrators.',
      auth: 'public',
      query: restaurantListQuerySchema,
      response: restaurantListSchema,
      tags: ['restaurants'],
    },
    ({ c, actor, query }) => listRestaurants(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/restaurants/:id',
    {
      summary:
        "One restaurant with its photos (active, in order), menu (active) and discounts (active, not expired). 404 'Restaurant not found' for unknown or (to non-administrators) inactive restaurants.",
      auth: 'public',
      notFound: messages.restaurants.notFound,
      response: restaurantDetailSchema,
      tags: ['restaurants'],
    },
    ({ c, actor, params }) => getRestaurant(c.get('deps').db, actor, params.id, c.get('pages')),
  );
  registerRestaurantManageRoutes(routes);
}
