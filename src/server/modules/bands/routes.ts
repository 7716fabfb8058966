import { bandDetailSchema, bandListSchema, bandRatingResultSchema } from '../../../shared/domains/bands';
import { messages } from '../../../shared/errors';
import { bandListQuerySchema, ratingSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { registerBandAdminRoutes } from './admin-routes';
import { getBand, listBands, rateBand } from './service';

export function registerBandRoutes(routes: Routes): void {
  routes.get(
    '/api/bands',
    {
      summary:
        'Fete Destinations: carnival bands by start date. Filters country (one of the 22), when (upcoming, the default: start or end date today or later in America/Port_of_Spain; past: ended before today, newest first; all); q searches name, description and location. Inactive bands only for administrators.',
      auth: 'public',
      query: bandListQuerySchema,
      response: bandListSchema,
      tags: ['bands'],
    },
    ({ c, actor, query }) => listBands(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/bands/:id',
    {
      summary:
        "One band, the signed-in member's own rating (null for visitors and members who have not rated) and what the viewer may do with it. 404 'Band not found' for unknown or (to non-administrators) inactive bands.",
      auth: 'public',
      notFound: messages.bands.notFound,
      response: bandDetailSchema,
      tags: ['bands'],
    },
    ({ c, actor, params }) => getBand(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  routes.put(
    '/api/bands/:id/rating',
    {
      summary:
        "Rate a band 1-5 whole stars; a new rating replaces the member's earlier one. Answers the new one-decimal average, the count and the member's rating. Visitors: 401 'Please sign in to rate bands'; 404 'Band not found'.",
      auth: 'user',
      unauthenticated: 'SIGN_IN_TO_RATE_BANDS',
      notFound: messages.bands.notFound,
      body: ratingSchema,
      response: bandRatingResultSchema,
      tags: ['bands'],
    },
    ({ c, actor, params, body }) => rateBand(c.get('deps').db, actor, params.id, body),
  );

  registerBandAdminRoutes(routes);
}
