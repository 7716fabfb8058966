import {
  eventAdminMessages as texts,
  type AdminEventDetail,
  type AdminEventItem,
  type AdminEventListQuery,
  type EventDiscountInput,
  type EventReportStatus,
} from '../../../shared/domains/event-admin';
import { eventPolicy } from '../../../shared/domains/events';
import { validityInstants } from '../../../shared/validity-days';
import type { ListResponse } from '../../../shared/schemas/common';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { eventDiscounts } from '../../db/schema/events';
import { authorize } from '../../platform/authorize';
import { childRows } from '../../platform/resource-kit/child-rows';
import type { ResourceDeps } from '../../platform/resource-kit/service';
import { memberDisplayNames } from '../members/service';
import {
  discountCodeTaken,
  dismissReportOfDeletedEvent,
  findEventDiscount,
  findReportForUpdate,
  insertEventDiscount,
  listEventDiscountsForManager,
  listEventReports,
  listReportsOfDeletedEvents,
  resolveReports,
} from './discounts-reports-queries';
import { findManagedEvent, listManagedEventPage } from './manage-queries';
import { eventNotFound, eventWrites, lockFor, toEventItem, type ManagedRow } from './manage-service';

/**
 * The events manager (administrators): every event with its organiser, its discount codes, and the handling of
 * members' reports (a member's report: report-service.ts).
 */

const person = (names: Map<string, string>, id: string) => ({ id, name: names.get(id) ?? 'Former member' });

async function toAdminItems(db: Db | Tx, rows: ManagedRow[]): Promise<AdminEventItem[]> {
  const names = await memberDisplayNames(
    db,
    rows.flatMap((r) => (r.organizerId ? [r.organizerId] : [])),
  );
  return rows.map((row) => ({
    ...toEventItem(row),
    organizer: row.organizerId ? person(names, row.organizerId) : null,
    openReports: row.openReports,
  }));
}

const toAdminItem = async (row: ManagedRow, db: Db | Tx) => (await toAdminItems(db, [row]))[0]!;

/** A report as administrators see it: its reporter named, its instants as ISO strings. */
function toReport(names: Map<string, string>, r: Awaited<ReturnType<typeof listEventReports>>[number]) {
  return {
    id: r.id,
    reason: r.reason,
    status: r.status as EventReportStatus,
    reporter: person(names, r.reporterId),
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/events */
async function listManagedEvents(
  { db }: ResourceDeps,
  actor: Actor,
  query: AdminEventListQuery,
): Promise<ListResponse<AdminEventItem>> {
  authorize(eventPolicy.manage(actor));
  const page = await listManagedEventPage(db, { q: query.q, reported: query.reported === 'true' }, query);
  return { ...page, items: await toAdminItems(db, page.items) };
}

/**
 * The events manager's list, add, edit, active switch and delete (POST creates the administrator's own
 * event). Deactivating is how an administrator acts on reports: the open ones are closed as actioned in the
 * same transaction.
 */
export const eventAdmin = {
  ...eventWrites(eventPolicy.manage, toAdminItem),
  list: listManagedEvents,
};

/** GET /api/admin/events/:id */
export async function getManagedEvent(db: Db, actor: Actor, id: string): Promise<AdminEventDetail> {
  authorize(eventPolicy.manage(actor));
  const row = await findManagedEvent(db, id);
  if (!row) throw eventNotFound();
  const [event, discounts, reports] = await Promise.all([
    toAdminItem(row, db),
    listEventDiscountsForManager(db, id),
    listEventReports(db, id),
  ]);
  const names = await memberDisplayNames(
    db,
    reports.map((r) => r.reporterId),
  );
  return { event, discounts, reports: reports.map((r) => toReport(names, r)) };
}

// Discount codes.

const discountRows = childRows({
  table: eventDiscounts,
  id: eventDiscounts.id,
  parent: eventDiscounts.eventId,
  notFound: texts.discountNotFound,
});

/**
 * POST /api/admin/events/:id/discounts (no `discountId`) and PUT /api/admin/events/:id/discounts/:discountId,
 * under the event's lock. The form's days are stored as the instants the public detail compares with now
 * (valid from ≤ now < valid until).
 */
export async function saveEventDiscount(
  db: Db,
  actor: Actor,
  eventId: string,
  input: EventDiscountInput,
  discountId?: string,
) {
  authorize(eventPolicy.manage(actor));
  const values = { ...input, ...validityInstants(input) };
  const id = await db.transaction(async (tx) => {
    await lockFor(tx, eventId);
    if (await discountCodeTaken(tx, eventId, input.code, discountId)) {
      throw new AppError('CONFLICT', texts.discountCodeTaken, { code: texts.discountCodeTaken });
    }
    if (!discountId) return insertEventDiscount(tx, eventId, values);
    await discountRows.update(tx, eventId, discountId, values);
    return discountId;
  });
  const row = await findEventDiscount(db, eventId, id);
  if (!row) throw new AppError('NOT_FOUND', texts.discountNotFound);
  return row;
}

/** DELETE /api/admin/events/:id/discounts/:discountId */
export async function removeEventDiscount(db: Db, actor: Actor, eventId: string, discountId: string) {
  authorize(eventPolicy.manage(actor));
  return db.transaction(async (tx) => {
    await lockFor(tx, eventId);
    return discountRows.remove(tx, eventId, discountId);
  });
}

// Reports.

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
  return { id: row.id, eventId, status: 'dismissed' as const, createdAt: row.createdAt.toISOString() };
}

/** GET /api/admin/deleted-event-reports: what members reported about events that are gone. */
export async function listDeletedEventReports(db: Db, actor: Actor) {
  authorize(eventPolicy.handleReports(actor));
  const rows = await listReportsOfDeletedEvents(db);
  const names = await memberDisplayNames(
    db,
    rows.flatMap((r) => [r.reporterId, ...(r.eventOrganizerId ? [r.eventOrganizerId] : [])]),
  );
  return {
    items: rows.map((r) => ({
      ...toReport(names, r),
      eventTitle: r.eventTitle,
      organizer: r.eventOrganizerId ? person(names, r.eventOrganizerId) : null,
    })),
  };
}

/** POST /api/admin/deleted-event-reports/:reportId/dismiss: handled (404 unless an open one of a deleted event). */
export async function dismissDeletedEventReport(db: Db, actor: Actor, reportId: string) {
  authorize(eventPolicy.handleReports(actor));
  const done = await db.transaction((tx) => dismissReportOfDeletedEvent(tx, reportId, actor.id));
  if (!done) throw new AppError('NOT_FOUND', texts.reportNotFound);
  return listDeletedEventReports(db, actor);
}
