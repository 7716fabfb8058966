import { restaurantListQuerySchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { getRestaurant, listRestaurants } from './service';

export const RESTAURANT_SHAPE =
  '{ id, name, description, imageUrl, location, country, state, cuisine, priceRange, openingTime, closingTime, websiteUrl, instagramUrl, eatNowUrl, active, liked, featured }';

export function registerRestaurantRoutes(routes: Routes): void {
  routes.get(
    '/api/restaurants',
    {
      summary: `Fete Eats: restaurants by name. Filters cuisine, priceRange ($ to $$$$), country (Trinidad, Tobago or any of the 22); q searches name, description and location. Inactive restaurants only for administrators. Answers { items: ${RESTAURANT_SHAPE}[], total, page, pageSize }.`,
      auth: 'public',
      query: restaurantListQuerySchema,
      tags: ['restaurants'],
    },
    async ({ c, actor, query }) => c.json(await listRestaurants(c.get('deps').db, actor, query)),
  );

  routes.get(
    '/api/restaurants/:id',
    {
      summary: `One restaurant: { restaurant: ${RESTAURANT_SHAPE}, photos: [{ id, imageUrl, caption }] (active, in order), menu: [{ id, name, priceCents, category, description, imageUrl }] (active), discounts: [{ id, percentage, description, termsConditions, validFrom, validUntil }] (active, not expired) }. 404 'Restaurant not found' for unknown or (to non-administrators) inactive restaurants.`,
      auth: 'public',
      tags: ['restaurants'],
    },
    async ({ c, actor, params }) => c.json(await getRestaurant(c.get('deps').db, actor, params.id ?? '')),
  );
}
