import { calendarEndpoints as e } from '../../../shared/contracts/calendar';
import { calendarMessages } from '../../../shared/domains/calendar';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { eventIcs, getMyFeed, memberFeed, regenerateMyFeed, setMyFeedOptions } from './service';

/** Add to calendar: an event's file and the member's private feed (decision 0034). */
export function registerCalendarRoutes(routes: Routes): void {
  routes.implement(e.eventFile, { notFound: messages.events.notFound }, ({ c, actor, params }) =>
    eventIcs(c.get('deps'), actor, params.id, c.req.header('if-none-match')),
  );
  routes.implement(e.feed, { notFound: calendarMessages.feedNotFound }, ({ c, params }) =>
    memberFeed(c.get('deps'), params.file, c.req.header('if-none-match')),
  );
  routes.implement(e.myFeed, { keep: 'per-member' }, ({ c, actor }) => getMyFeed(c.get('deps'), actor));
  routes.implement(e.regenerate, {}, ({ c, actor }) => regenerateMyFeed(c.get('deps'), actor));
  routes.implement(e.setOptions, {}, ({ c, actor, body }) => setMyFeedOptions(c.get('deps'), actor, body));
}
