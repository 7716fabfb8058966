import {
  eventAdminMessages as texts,
  type EventReportInput,
  type EventReportStatus,
} from '../../../shared/domains/event-admin';
import { eventPolicy } from '../../../shared/domains/events';
import { AppError, messages } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { authorize } from '../../platform/authorize';
import { enforceRateLimit } from '../../platform/rate-limit';
import { findOpenReport, insertReport } from './discounts-reports-queries';
import { eventExists } from './queries';

const EVENT_NOT_FOUND = messages.events.notFound;
/** A member sends at most 10 reports an hour. */
const REPORT_LIMIT = { window: 3600, max: 10 };

/**
 * POST /api/events/:id/reports: any member, about an event they can see; one open report per member and
 * event (the unique index settles a double submit); counted against the member's hourly allowance.
 */
export async function reportEvent(db: Db, actor: Actor, eventId: string, input: EventReportInput) {
  authorize(eventPolicy.report(actor));
  if (!(await eventExists(db, eventId, eventPolicy.seeInactive(actor)))) {
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  }
  if (await findOpenReport(db, eventId, actor.id)) {
    throw new AppError('CONFLICT', texts.reportAlreadyOpen);
  }
  await enforceRateLimit(db, `event-report:${actor.id}`, REPORT_LIMIT);
  const row = await db.transaction((tx) =>
    insertReport(tx, { eventId, reporterId: actor.id, reason: input.reason }),
  );
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return {
    id: row.id,
    eventId,
    status: row.status as EventReportStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
