import { bandListQuerySchema, ratingSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { getBand, listBands, rateBand } from './service';

export const BAND_SHAPE =
  '{ id, name, description, imageUrl, location, country, state, startDate, endDate, websiteUrl, instagramUrl, registrationUrl, feteIdRegistrationUrl, rating (one decimal or null), totalRatings, active, liked, featured }';

export function registerBandRoutes(routes: Routes): void {
  routes.get(
    '/api/bands',
    {
      summary: `Fete Destinations: carnival bands by start date. Filters country (one of the 22), when (upcoming, the default: start or end date today or later in America/Port_of_Spain; all); q searches name, description and location. Inactive bands only for administrators. Answers { items: ${BAND_SHAPE}[], total, page, pageSize }.`,
      auth: 'public',
      query: bandListQuerySchema,
      tags: ['bands'],
    },
    async ({ c, actor, query }) => c.json(await listBands(c.get('deps').db, actor, query)),
  );

  routes.get(
    '/api/bands/:id',
    {
      summary: `One band: { band: ${BAND_SHAPE}, myRating: 1-5 | null (the signed-in member's own rating) }. 404 'Band not found' for unknown or (to non-administrators) inactive bands.`,
      auth: 'public',
      tags: ['bands'],
    },
    async ({ c, actor, params }) => c.json(await getBand(c.get('deps').db, actor, params.id ?? '')),
  );

  routes.put(
    '/api/bands/:id/rating',
    {
      summary:
        "Rate a band 1-5 whole stars; a new rating replaces the member's earlier one. Answers { rating (one-decimal average), totalRatings, myRating }. Visitors: 401 'Please sign in to rate bands'; 404 'Band not found'.",
      auth: 'user',
      unauthenticated: 'SIGN_IN_TO_RATE_BANDS',
      body: ratingSchema,
      tags: ['bands'],
    },
    async ({ c, actor, params, body }) =>
      c.json(await rateBand(c.get('deps').db, actor, params.id ?? '', body)),
  );
}
