import {
  calendarFeedInputSchema,
  calendarFeedSchema,
  calendarMessages,
} from '../../../shared/domains/calendar';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { eventIcs, getMyFeed, memberFeed, regenerateMyFeed, setMyFeedOptions } from './service';

/** Add to calendar: an event's file and the member's private feed (decision 0034). */
export function registerCalendarRoutes(routes: Routes): void {
  routes.get(
    '/api/events/:id/calendar.ics',
    {
      summary:
        "The event as an RFC 5545 calendar file (text/calendar, TZID of the event's zone), with an ETag. 404 'Event not found' as for the event.",
      auth: 'public',
      notFound: messages.events.notFound,
      tags: ['calendar'],
    },
    ({ c, actor, params }) => eventIcs(c.get('deps'), actor, params.id, c.req.header('if-none-match')),
  );

  routes.get(
    '/api/calendar/:file',
    {
      summary:
        "A member's private calendar feed, `<secret>.ics`: the active events they attend (and, if chosen, like) from 90 days ago on, with an ETag. No session: the secret is the key. 404 for any other or a replaced secret.",
      auth: 'public',
      notFound: calendarMessages.feedNotFound,
      tags: ['calendar'],
    },
    ({ c, params }) => memberFeed(c.get('deps'), params.file, c.req.header('if-none-match')),
  );

  routes.get(
    '/api/members/me/calendar-feed',
    {
      summary: 'My calendar feed: its secret URL (null until made) and whether liked events are in it.',
      auth: 'user',
      response: calendarFeedSchema,
      tags: ['calendar'],
    },
    ({ c, actor }) => getMyFeed(c.get('deps'), actor),
  );

  routes.post(
    '/api/members/me/calendar-feed',
    {
      summary: 'Make my calendar feed, or give it a new secret URL: the old URL stops answering.',
      auth: 'user',
      response: calendarFeedSchema,
      tags: ['calendar'],
    },
    ({ c, actor }) => regenerateMyFeed(c.get('deps'), actor),
  );

  routes.put(
    '/api/members/me/calendar-feed',
    {
      summary: 'Choose whether liked events are in my calendar feed (the feed is made if I have none).',
      auth: 'user',
      body: calendarFeedInputSchema,
      response: calendarFeedSchema,
      tags: ['calendar'],
    },
    ({ c, actor, body }) => setMyFeedOptions(c.get('deps'), actor, body),
  );
}
