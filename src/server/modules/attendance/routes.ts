import {
  attendanceStateSchema,
  attendedEventListSchema,
  attendedEventsQuerySchema,
  attendeeListQuerySchema,
  attendeeListSchema,
  type AttendableKind,
} from '../../../shared/domains/attendance';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import { attend, getAttendance, listAttendees, myAttendedEvents, unattend } from './service';

const kinds: { kind: AttendableKind; list: 'events' | 'bands'; notFound: string }[] = [
  { kind: 'event', list: 'events', notFound: messages.events.notFound },
  { kind: 'band', list: 'bands', notFound: messages.bands.notFound },
];

export function registerAttendanceRoutes(routes: Routes): void {
  for (const { kind, list, notFound } of kinds) {
    const base = `/api/${list}/:id` as const;
    routes.get(
      `${base}/attendance`,
      {
        summary: `How many members attend the ${kind}, whether the viewer does${kind === 'event' ? ', the capacity and spots left (a capacity of 0 or none: no limit)' : ''}. Public.`,
        auth: 'public',
        notFound,
        response: attendanceStateSchema,
        tags: ['attendance'],
      },
      ({ c, actor, params }) => getAttendance(c.get('deps').db, actor, kind, params.id, c.get('pages')),
    );
    routes.put(
      `${base}/attendance`,
      {
        summary: `Attend the ${kind}; attending twice is fine.${kind === 'event' ? ' 409 EVENT_FULL "This event is full" when no spot is left (checked under a per-event lock).' : ''} 429 (Retry-After) past 30 attends and leaves a minute.`,
        auth: 'user',
        middleware: [memberRateLimit('attendance')],
        unauthenticated: 'SIGN_IN_TO_ATTEND',
        notFound,
        response: attendanceStateSchema,
        tags: ['attendance'],
      },
      ({ c, actor, params }) => attend(c.get('deps').db, actor, kind, params.id),
    );
    routes.delete(
      `${base}/attendance`,
      {
        summary: `No longer attend the ${kind}; fine when not attending. 429 as for attending.`,
        auth: 'user',
        middleware: [memberRateLimit('attendance')],
        unauthenticated: 'SIGN_IN_TO_ATTEND',
        notFound,
        response: attendanceStateSchema,
        tags: ['attendance'],
      },
      ({ c, actor, params }) => unattend(c.get('deps').db, actor, kind, params.id),
    );
    routes.get(
      `${base}/attendees`,
      {
        summary: `Who attends the ${kind}, first to attend first, for signed-in members only (401 for visitors). Members who turned off "Show me on attendee lists and in Fete Nation" are counted in /attendance but not listed.`,
        auth: 'user',
        notFound,
        query: attendeeListQuerySchema,
        response: attendeeListSchema,
        tags: ['attendance'],
      },
      ({ c, actor, params, query }) => listAttendees(c.get('deps').db, actor, kind, params.id, query),
    );
  }

  routes.get(
    '/api/attendance/events',
    {
      summary:
        "The dashboard's Events I'm Attending: the member's active events, upcoming (soonest first) then past (newest first), each with `past`.",
      auth: 'user',
      query: attendedEventsQuerySchema,
      response: attendedEventListSchema,
    },
    ({ c, actor, query }) => myAttendedEvents(c.get('deps').db, actor, query),
  );
}
