import type {
  AdminEventDetail,
  AdminEventInput,
  AdminEventItem,
  AdminEventListQuery,
} from '../../../shared/domains/event-admin';
import { eventPolicy } from '../../../shared/domains/events';
import type { ListResponse } from '../../../shared/schemas/common';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { pageFromWindow } from '../../platform/lists';
import { authorize } from '../../platform/authorize';
import { memberDisplayNames } from '../members/service';
import { listEventDiscountsForManager, listEventReports, resolveReports } from './discounts-reports-queries';
import {
  countManagedEvents,
  findManagedEvent,
  listManagedEventPage,
  lockEvent,
  updateEventRow,
} from './manage-queries';
import {
  EVENT_NOT_FOUND,
  createEvent,
  deleteEvent,
  readBack,
  toEventItem,
  updateEvent,
  type ManagedRow,
  type WriteDeps,
} from './manage-service';

/** The events manager (administrators): every event, with its organiser, discounts and reports. */

async function toAdminItems(db: Db | Tx, rows: ManagedRow[]): Promise<AdminEventItem[]> {
  const names = await memberDisplayNames(
    db,
    rows.flatMap((r) => (r.organizerId ? [r.organizerId] : [])),
  );
  return rows.map((row) => ({
    ...toEventItem(row),
    organizer: row.organizerId
      ? { id: row.organizerId, name: names.get(row.organizerId) ?? 'Former member' }
      : null,
    openReports: row.openReports,
  }));
}

/** GET /api/admin/events */
export async function listManagedEvents(
  db: Db,
  actor: Actor,
  query: AdminEventListQuery,
): Promise<ListResponse<AdminEventItem>> {
  authorize(eventPolicy.manage(actor));
  const filter = { ...query, reported: query.reported === 'true' };
  const rows = await listManagedEventPage(db, filter);
  const page = await pageFromWindow(
    rows,
    query,
    () => countManagedEvents(db, filter),
    (row) => row,
  );
  return { ...page, items: await toAdminItems(db, page.items) };
}

/** GET /api/admin/events/:id */
export async function getManagedEvent(db: Db, actor: Actor, id: string): Promise<AdminEventDetail> {
  authorize(eventPolicy.manage(actor));
  const row = await findManagedEvent(db, id);
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  const [[event], discounts, reports] = await Promise.all([
    toAdminItems(db, [row]),
    listEventDiscountsForManager(db, id),
    listEventReports(db, id),
  ]);
  const names = await memberDisplayNames(
    db,
    reports.map((r) => r.reporterId),
  );
  return {
    event: event!,
    discounts,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status as AdminEventDetail['reports'][number]['status'],
      reporter: { id: r.reporterId, name: names.get(r.reporterId) ?? 'Former member' },
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
  };
}

export const createManagedEvent = async (deps: WriteDeps, actor: Actor, input: AdminEventInput) => {
  authorize(eventPolicy.manage(actor));
  return (await toAdminItems(deps.db, [await createEvent(deps, actor, input)]))[0]!;
};

export const updateManagedEvent = async (
  deps: WriteDeps,
  actor: Actor,
  id: string,
  input: AdminEventInput,
) => {
  authorize(eventPolicy.manage(actor));
  return (await toAdminItems(deps.db, [await updateEvent(deps, actor, id, input)]))[0]!;
};

/**
 * PUT /api/admin/events/:id/active. Deactivating is how an administrator acts on reports: the open ones
 * are closed as actioned in the same transaction.
 */
export async function setEventActive(
  db: Db,
  actor: Actor,
  id: string,
  active: boolean,
): Promise<AdminEventItem> {
  authorize(eventPolicy.setActive(actor));
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    await updateEventRow(tx, id, { active });
    if (!active) await resolveReports(tx, id, 'actioned', actor.id);
  });
  return (await toAdminItems(db, [await readBack(db, id)]))[0]!;
}

export const deleteManagedEvent = (db: Db, actor: Actor, id: string) => {
  authorize(eventPolicy.manage(actor));
  return deleteEvent(db, actor, id);
};
