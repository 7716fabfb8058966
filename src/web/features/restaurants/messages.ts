import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.6 and member-areas.md §2 (Restaurant detail, Restaurant management). */
export const restaurantMessages = {
  loadingRestaurants: 'Loading restaurants...',
  noRestaurants: 'No restaurants found',
  loadFailed: 'Restaurants could not be loaded. Please try again.',
  loadingRestaurant: 'Loading restaurant details...',
  // The server's 404 text, defined once in the shared catalogue.
  restaurantNotFound: messages.restaurants.notFound,
  noOwnedRestaurant: 'No restaurant found',
} as const;
