import { eventDetailSchema, eventListSchema } from '../../../shared/domains/events';
import { messages } from '../../../shared/errors';
import { destinationListQuerySchema, eventListQuerySchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { registerEventManagerRoutes } from './manager-routes';
import { getEvent, listDestinations, listEvents } from './service';

export function registerEventRoutes(routes: Routes): void {
  routes.get(
    '/api/events',
    {
      summary:
        'Fete Guide: events other than Festival, Carnival and Cruise, by date then start time. Filters country (one of the 22), date (YYYY-MM-DD), timeOfDay (morning 6-12, afternoon 12-17, evening 17-21, night 21-6 by start time), when (upcoming, the default unless a date is chosen: date or end date today or later in America/Port_of_Spain; past: the rest, newest first); q searches title, description and location. Inactive events only for administrators.',
      auth: 'public',
      query: eventListQuerySchema,
      response: eventListSchema,
      tags: ['events'],
    },
    ({ c, actor, query }) => listEvents(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/destinations',
    {
      summary:
        'Fete Travel: Festival, Carnival and Cruise events by date. Filters country, when (upcoming default, past newest first); q searches title, description and location.',
      auth: 'public',
      query: destinationListQuerySchema,
      response: eventListSchema,
      tags: ['events'],
    },
    ({ c, actor, query }) => listDestinations(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/events/:id',
    {
      summary:
        "One event with its active discount codes valid now. 404 'Event not found' for unknown or (to non-administrators) inactive events.",
      auth: 'public',
      notFound: messages.events.notFound,
      response: eventDetailSchema,
      tags: ['events'],
    },
    ({ c, actor, params }) => getEvent(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  registerEventManagerRoutes(routes);
}
