import type { ListTexts } from '../../components/listing/searchable-list';
import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.6 and member-areas.md §2 (Restaurant detail, Restaurant management). */
export const restaurantMessages = {
  list: {
    eyebrow: 'Fete Eats',
    title: 'Fete Eats',
    description: 'Caribbean, Creole, seafood, BBQ and street food: restaurants worth the trip.',
    search: 'Search restaurants',
    searchPlaceholder: 'Name, description or location',
    loading: 'Loading restaurants...',
    empty: 'No restaurants found',
    failed: 'Restaurants could not be loaded. Please try again.',
    singular: 'restaurant',
    plural: 'restaurants',
  } satisfies ListTexts,
  loadingRestaurant: 'Loading restaurant details...',
  // The server's 404 text, defined once in the shared catalogue.
  restaurantNotFound: messages.restaurants.notFound,
  noOwnedRestaurant: 'No restaurant found',
} as const;
