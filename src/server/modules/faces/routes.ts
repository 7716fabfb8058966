import { providerListQuerySchema } from '../../../shared/schemas/faces';
import { ratingSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { browseProviders, getProvider, rateProvider } from './service';

const PROVIDER =
  '{ id, firstName, lastName, avatarUrl, services, rating (average, one decimal, 0 when unrated), totalRatings, location, state, country, bio, instagramUrl, bookingUrl, active, liked, featured }';

export function registerFacesRoutes(routes: Routes): void {
  routes.get(
    '/api/providers',
    {
      summary:
        `Fete Faces: providers by average rating (best first), then name; { items: ${PROVIDER}[], total, page, pageSize }. ` +
        '`service` matches one of the services exactly; `minRating` 4.5, 4 or 3.5 keeps averages at or above it ' +
        '(unrated providers never pass); `q` searches first, last and full name, bio, services and location. ' +
        'Inactive providers only for administrators.',
      auth: 'public',
      query: providerListQuerySchema,
      tags: ['faces'],
    },
    async ({ c, actor, query }) => c.json(await browseProviders(c.get('deps').db, actor, query)),
  );

  routes.get(
    '/api/providers/:id',
    {
      summary:
        `A provider's page: { provider: ${PROVIDER}, testimonials: [{ id, imageUrl, caption, clientName, service }] ` +
        "(active, in order), myRating: 1-5 or null }. 404 'Provider not found'.",
      auth: 'public',
      tags: ['faces'],
    },
    async ({ c, actor, params }) => c.json(await getProvider(c.get('deps').db, actor, params.id ?? '')),
  );

  routes.put(
    '/api/providers/:id/rating',
    {
      summary:
        "Rate a provider with whole stars 1-5; a new rating replaces the member's earlier one. Answers " +
        "{ rating (new average, one decimal), totalRatings, myRating }. 401 'Please sign in to rate providers'; " +
        "404 'Provider not found'.",
      auth: 'user',
      unauthenticated: 'SIGN_IN_TO_RATE_PROVIDERS',
      body: ratingSchema,
      tags: ['faces'],
    },
    async ({ c, actor, body, params }) =>
      c.json(await rateProvider(c.get('deps').db, actor, params.id ?? '', body)),
  );
}
