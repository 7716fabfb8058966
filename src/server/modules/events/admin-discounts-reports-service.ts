import {
  eventAdminMessages as texts,
  type AdminEventDiscount,
  type DeletedEventReportList,
  type EventDiscountInput,
  type EventReportStatus,
} from '../../../shared/domains/event-admin';
import { eventPolicy } from '../../../shared/domains/events';
import { validityInstants } from '../../../shared/validity-days';
import { AppError, messages } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { eventDiscounts } from '../../db/schema/events';
import { authorize } from '../../platform/authorize';
import { childRows } from '../../platform/resource-kit/child-rows';
import { memberDisplayNames } from '../members/service';
import {
  discountCodeTaken,
  dismissReportOfDeletedEvent,
  findEventDiscount,
  findReportForUpdate,
  insertEventDiscount,
  listReportsOfDeletedEvents,
  resolveReports,
  type DiscountValues,
} from './discounts-reports-queries';
import { lockEvent } from './manage-queries';

/** The events manager's discount codes and its handling of members' reports (a member's report: report-service.ts). */

const EVENT_NOT_FOUND = messages.events.notFound;

/** The form's days as the instants the public detail compares with now (valid from ≤ now < valid until). */
function discountValues(input: EventDiscountInput): DiscountValues {
  return {
    code: input.code,
    percentage: input.percentage,
    description: input.description,
    ...validityInstants(input),
    active: input.active,
  };
}

async function lockEventFor(tx: Tx, eventId: string) {
  const row = await lockEvent(tx, eventId);
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return row;
}

const discountRows = childRows({
  table: eventDiscounts,
  id: eventDiscounts.id,
  parent: eventDiscounts.eventId,
  notFound: texts.discountNotFound,
});

const codeTaken = () => new AppError('CONFLICT', texts.discountCodeTaken, { code: texts.discountCodeTaken });

async function readDiscount(db: Db, eventId: string, id: string): Promise<AdminEventDiscount> {
  const row = await findEventDiscount(db, eventId, id);
  if (!row) throw new AppError('NOT_FOUND', texts.discountNotFound);
  return row;
}

/** POST /api/admin/events/:id/discounts */
export async function addEventDiscount(db: Db, actor: Actor, eventId: string, input: EventDiscountInput) {
  authorize(eventPolicy.manage(actor));
  const id = await db.transaction(async (tx) => {
    await lockEventFor(tx, eventId);
    if (await discountCodeTaken(tx, eventId, input.code)) throw codeTaken();
    return insertEventDiscount(tx, eventId, discountValues(input));
  });
  return readDiscount(db, eventId, id);
}

/** PUT /api/admin/events/:id/discounts/:discountId */
export async function changeEventDiscount(
  db: Db,
  actor: Actor,
  eventId: string,
  discountId: string,
  input: EventDiscountInput,
) {
  authorize(eventPolicy.manage(actor));
  await db.transaction(async (tx) => {
    await lockEventFor(tx, eventId);
    if (await discountCodeTaken(tx, eventId, input.code, discountId)) throw codeTaken();
    await discountRows.update(tx, eventId, discountId, discountValues(input));
  });
  return readDiscount(db, eventId, discountId);
}

/** DELETE /api/admin/events/:id/discounts/:discountId */
export async function removeEventDiscount(db: Db, actor: Actor, eventId: string, discountId: string) {
  authorize(eventPolicy.manage(actor));
  return db.transaction(async (tx) => {
    await lockEventFor(tx, eventId);
    return discountRows.remove(tx, eventId, discountId);
  });
}

/** POST /api/admin/events/:id/reports/:reportId/dismiss: nothing wrong; the event stays as it is. */
export async function dismissReport(db: Db, actor: Actor, eventId: string, reportId: string) {
  authorize(eventPolicy.handleReports(actor));
  const row = await db.transaction(async (tx) => {
    const report = await findReportForUpdate(tx, eventId, reportId);
    if (!report) throw new AppError('NOT_FOUND', texts.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', texts.reportNotOpen);
    await resolveReports(tx, eventId, 'dismissed', actor.id, reportId);
    return report;
  });
  return {
    id: row.id,
    eventId,
    status: 'dismissed' as const,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/deleted-event-reports: what members reported about events that are gone. */
export async function listDeletedEventReports(db: Db, actor: Actor): Promise<DeletedEventReportList> {
  authorize(eventPolicy.handleReports(actor));
  const rows = await listReportsOfDeletedEvents(db);
  const names = await memberDisplayNames(
    db,
    rows.flatMap((r) => [r.reporterId, ...(r.eventOrganizerId ? [r.eventOrganizerId] : [])]),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status as EventReportStatus,
      reporter: { id: r.reporterId, name: names.get(r.reporterId) ?? 'Former member' },
      eventTitle: r.eventTitle,
      organizer: r.eventOrganizerId
        ? { id: r.eventOrganizerId, name: names.get(r.eventOrganizerId) ?? 'Former member' }
        : null,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
  };
}

/** POST /api/admin/deleted-event-reports/:reportId/dismiss: handled (404 unless an open one of a deleted event). */
export async function dismissDeletedEventReport(
  db: Db,
  actor: Actor,
  reportId: string,
): Promise<DeletedEventReportList> {
  authorize(eventPolicy.handleReports(actor));
  const done = await db.transaction((tx) => dismissReportOfDeletedEvent(tx, reportId, actor.id));
  if (!done) throw new AppError('NOT_FOUND', texts.reportNotFound);
  return listDeletedEventReports(db, actor);
}
