import { endpoint } from '../contract';
import {
  attendanceStateSchema,
  attendedEventListSchema,
  attendedEventsQuerySchema,
  attendeeListQuerySchema,
  attendeeListSchema,
  type AttendableKind,
} from '../domains/attendance';

/**
 * Attendance of one kind of item (decision 0023). Every attendance read is the `attendance` resource; attending
 * or leaving also changes the item's `attending` wherever its cards show it: the kind's own reads ('events' or
 * 'bands'), the home page's sections and the dashboard's liked items.
 */
function attendanceOf<const L extends 'events' | 'bands'>(kind: AttendableKind, list: L) {
  const base = `/api/${list}/:id` as `/api/${L}/:id`;
  const shared = { tags: ['attendance'], resource: 'attendance' };
  const write = {
    ...shared,
    path: `${base}/attendance` as `${typeof base}/attendance`,
    auth: 'user' as const,
    unauthenticated: 'SIGN_IN_TO_ATTEND' as const,
    response: attendanceStateSchema,
    touches: [list, 'home', 'likes'],
  };
  return {
    state: endpoint({
      ...shared,
      method: 'get',
      path: `${base}/attendance` as `${typeof base}/attendance`,
      summary: `How many members attend the ${kind}, whether the viewer does${kind === 'event' ? ', the capacity and spots left (a capacity of 0 or none: no limit)' : ''}. Public.`,
      auth: 'public',
      response: attendanceStateSchema,
    }),
    attend: endpoint({
      ...write,
      method: 'put',
      summary: `Attend the ${kind}; attending twice is fine.${kind === 'event' ? ' 409 EVENT_FULL "This event is full" when no spot is left (checked under a per-event lock).' : ''} 429 (Retry-After) past 30 attends and leaves a minute.`,
    }),
    leave: endpoint({
      ...write,
      method: 'delete',
      summary: `No longer attend the ${kind}; fine when not attending. 429 as for attending.`,
    }),
    attendees: endpoint({
      ...shared,
      method: 'get',
      path: `${base}/attendees` as `${typeof base}/attendees`,
      summary: `Who attends the ${kind}, first to attend first, for signed-in members only (401 for visitors). Members who turned off "Show me on attendee lists and in Fete Nation" are counted in /attendance but not listed.`,
      auth: 'user',
      query: attendeeListQuerySchema,
      response: attendeeListSchema,
    }),
  };
}

/** Attendance (member-areas.md §2 Event detail, Band detail; §4; decision 0023). */
export const attendanceEndpoints = {
  /** By list name, in the order the routes are served in. */
  events: attendanceOf('event', 'events'),
  bands: attendanceOf('band', 'bands'),
  mine: endpoint({
    method: 'get',
    path: '/api/me/attending-events',
    summary:
      "The dashboard's Events I'm Attending: the member's active events, upcoming (soonest first) then past (newest first), each with `past`.",
    auth: 'user',
    query: attendedEventsQuerySchema,
    response: attendedEventListSchema,
    resource: 'attendance',
  }),
};
