import { endpoint } from '../contract';
import { calendarFeedInputSchema, calendarFeedSchema } from '../domains/calendar';

/**
 * Add to calendar (decision 0034): an event's calendar file, a member's private feed (both text/calendar, read by
 * calendar apps and links, not by queries) and the member's feed settings, the `calendar` resource.
 */
export const calendarEndpoints = {
  eventFile: endpoint({
    method: 'get',
    path: '/api/events/:id/calendar.ics',
    summary:
      "The event as an RFC 5545 calendar file (text/calendar, TZID of the event's zone), with an ETag. 404 'Event not found' as for the event.",
    auth: 'public',
    tags: ['calendar'],
    resource: 'calendar',
  }),
  feed: endpoint({
    method: 'get',
    path: '/api/calendar/:file',
    summary:
      "A member's private calendar feed, `<secret>.ics`: the active events they attend (and, if chosen, like) from 90 days ago on, with an ETag. No session: the secret is the key. 404 for any other or a replaced secret.",
    auth: 'public',
    tags: ['calendar'],
    resource: 'calendar',
  }),
  myFeed: endpoint({
    method: 'get',
    path: '/api/members/me/calendar-feed',
    summary: 'My calendar feed: its secret URL (null until made) and whether liked events are in it.',
    auth: 'user',
    response: calendarFeedSchema,
    tags: ['calendar'],
    resource: 'calendar',
  }),
  regenerate: endpoint({
    method: 'post',
    path: '/api/members/me/calendar-feed',
    summary: 'Make my calendar feed, or give it a new secret URL: the old URL stops answering.',
    auth: 'user',
    response: calendarFeedSchema,
    tags: ['calendar'],
    resource: 'calendar',
  }),
  setOptions: endpoint({
    method: 'put',
    path: '/api/members/me/calendar-feed',
    summary: 'Choose whether liked events are in my calendar feed (the feed is made if I have none).',
    auth: 'user',
    body: calendarFeedInputSchema,
    response: calendarFeedSchema,
    tags: ['calendar'],
    resource: 'calendar',
  }),
};
