import { attendanceEndpoints as e } from '../../../shared/contracts/attendance';
import type { AttendableKind } from '../../../shared/domains/attendance';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { refuseAttempt } from '../../platform/rate-limit';
import { attend, getAttendance, listAttendees, myAttendedEvents, unattend } from './service';

const kinds: { kind: AttendableKind; list: 'events' | 'bands'; notFound: string }[] = [
  { kind: 'event', list: 'events', notFound: messages.events.notFound },
  { kind: 'band', list: 'bands', notFound: messages.bands.notFound },
];

export function registerAttendanceRoutes(routes: Routes): void {
  for (const { kind, list, notFound } of kinds) {
    const endpoints = e[list];
    routes.implement(endpoints.state, { notFound }, ({ c, actor, params }) =>
      getAttendance(c.get('deps').db, actor, kind, params.id, c.get('pages')),
    );
    // The attendance limit is counted in the change's own statement (service.ts), not by memberRateLimit's
    // middleware: one round trip instead of two.
    for (const [endpoint, change] of [
      [endpoints.attend, attend],
      [endpoints.leave, unattend],
    ] as const) {
      routes.implement(endpoint, { notFound }, async ({ c, actor, params }) => {
        const answer = await change(c.get('deps').db, actor, kind, params.id);
        return 'retryAfterSeconds' in answer ? refuseAttempt(c, answer.retryAfterSeconds) : answer;
      });
    }
    routes.implement(endpoints.attendees, { notFound }, ({ c, actor, params, query }) =>
      listAttendees(c.get('deps').db, actor, kind, params.id, query),
    );
  }

  routes.implement(e.mine, { keep: 'per-member' }, ({ c, actor, query }) =>
    myAttendedEvents(c.get('deps').db, actor, query),
  );
}
