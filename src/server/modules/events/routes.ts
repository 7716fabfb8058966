import { destinationListQuerySchema, eventListQuerySchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { getEvent, listDestinations, listEvents } from './service';

export const EVENT_SHAPE =
  '{ id, title, description, imageUrl, date, endDate, startTime, endTime, timeZone, location, country, state, category, priceCents, feteRideUrl, ticketUrl, feteIdTicketUrl, instagramUrl, capacity, active, liked, featured }';

export function registerEventRoutes(routes: Routes): void {
  routes.get(
    '/api/events',
    {
      summary: `Fete Guide: events other than Festival, Carnival and Cruise. Filters country (one of the 22), date (YYYY-MM-DD), timeOfDay (morning 6-12, afternoon 12-17, evening 17-21, night 21-6 by start time), when (upcoming, the default unless a date is chosen: date or end date today or later in America/Port_of_Spain; past: the rest, newest first); q searches title, description and location. Inactive events only for administrators. Answers { items: ${EVENT_SHAPE}[], total, page, pageSize }, by date then start time.`,
      auth: 'public',
      query: eventListQuerySchema,
      tags: ['events'],
    },
    async ({ c, actor, query }) => c.json(await listEvents(c.get('deps').db, actor, query)),
  );

  routes.get(
    '/api/destinations',
    {
      summary: `Fete Travel: Festival, Carnival and Cruise events. Filters country, when (upcoming default, past newest first); q searches title, description and location. Answers { items: ${EVENT_SHAPE}[], total, page, pageSize }, by date.`,
      auth: 'public',
      query: destinationListQuerySchema,
      tags: ['events'],
    },
    async ({ c, actor, query }) => c.json(await listDestinations(c.get('deps').db, actor, query)),
  );

  routes.get(
    '/api/events/:id',
    {
      summary: `One event with its active discount codes valid now: { event: ${EVENT_SHAPE}, discounts: [{ id, code, percentage, description, validFrom, validUntil }] }. 404 'Event not found' for unknown or (to non-administrators) inactive events.`,
      auth: 'public',
      tags: ['events'],
    },
    async ({ c, actor, params }) => c.json(await getEvent(c.get('deps').db, actor, params.id ?? '')),
  );
}
