import {
  providerDetailSchema,
  providerListSchema,
  providerRatingResultSchema,
} from '../../../shared/domains/faces';
import { messages } from '../../../shared/errors';
import { providerListQuerySchema } from '../../../shared/schemas/faces';
import { ratingSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { registerProviderAdminRoutes } from './admin-routes';
import { browseProviders, getProvider, rateProvider } from './service';

export function registerFacesRoutes(routes: Routes): void {
  routes.get(
    '/api/providers',
    {
      summary:
        'Fete Faces: providers by average rating (best first), then name. ' +
        '`service` matches one of the services exactly; `minRating` 4.5, 4 or 3.5 keeps providers whose rating as ' +
        'the card shows it (one decimal, half up: 4.45 shows 4.5) is at or above it (unrated providers never pass); `q` searches first, last and full name, bio, services and location. ' +
        'Inactive providers only for administrators.',
      auth: 'public',
      query: providerListQuerySchema,
      response: providerListSchema,
      tags: ['faces'],
    },
    ({ c, actor, query }) => browseProviders(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/providers/:id',
    {
      summary:
        "A provider's page: the provider, testimonials (active, in order) and the member's own rating. 404 'Provider not found'.",
      auth: 'public',
      notFound: messages.faces.notFound,
      response: providerDetailSchema,
      tags: ['faces'],
    },
    ({ c, actor, params }) => getProvider(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  routes.put(
    '/api/providers/:id/rating',
    {
      summary:
        "Rate a provider with whole stars 1-5; a new rating replaces the member's earlier one. Answers the " +
        "new average (one decimal), the count and the member's rating. 401 'Please sign in to rate providers'; " +
        "404 'Provider not found'.",
      auth: 'user',
      unauthenticated: 'SIGN_IN_TO_RATE_PROVIDERS',
      notFound: messages.faces.notFound,
      body: ratingSchema,
      response: providerRatingResultSchema,
      tags: ['faces'],
    },
    ({ c, actor, body, params }) => rateProvider(c.get('deps').db, actor, params.id, body),
  );

  registerProviderAdminRoutes(routes);
}
