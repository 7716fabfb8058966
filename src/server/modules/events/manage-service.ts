import { requireCarnival } from '../carnivals/service';
import {
  eventAdminMessages as texts,
  type AdminEventInput,
  type MemberEventInput,
} from '../../../shared/domains/event-admin';
import { eventPolicy, type EventItem } from '../../../shared/domains/events';
import type { ListResponse } from '../../../shared/schemas/common';
import { AppError, messages } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { NewEvent } from '../../db/schema/events';
import { deleteItemReferences } from '../../platform/item-references';
import { pageFromWindow, type PageParams } from '../../platform/lists';
import { authorize } from '../../platform/authorize';
import { enforceRateLimit } from '../../platform/rate-limit';
import { imageFieldValue } from '../uploads/service';
import { resolveReports } from './discounts-reports-queries';
import {
  countManagedEvents,
  deleteEventRow,
  findManagedEvent,
  insertEvent,
  listManagedEventPage,
  lockEvent,
  updateEventRow,
} from './manage-queries';

/**
 * Writing events, for whoever may: an organiser (a member's own events) and administrators (every event; the
 * events manager's side is admin-service.ts). Every write locks the event's row, checks the policy on it, and
 * runs in one transaction.
 */

export type WriteDeps = Pick<Deps, 'db' | 'storage'>;

export const EVENT_NOT_FOUND = messages.events.notFound;
/** A member creates at most 20 events an hour: enough for a promoter's week, not for a spam run. */
const CREATE_LIMIT = { window: 3600, max: 20 };

export type ManagedRow = NonNullable<Awaited<ReturnType<typeof findManagedEvent>>>;

export function toEventItem(row: ManagedRow): EventItem {
  const { organizerId: _organizer, openReports: _reports, ...item } = row;
  return item;
}

/** The columns a form sets; the Fete Ride link only from the events manager. */
function eventValues(input: AdminEventInput | MemberEventInput) {
  const values: Omit<NewEvent, 'imageUrl' | 'organizerId'> = {
    title: input.title,
    description: input.description,
    date: input.date,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    location: input.location,
    country: input.country,
    state: input.state,
    category: input.category,
    priceCents: input.priceCents,
    capacity: input.capacity,
    ticketUrl: input.ticketUrl ?? null,
    feteIdTicketUrl: input.feteIdTicketUrl ?? null,
    instagramUrl: input.instagramUrl ?? null,
    carnivalId: input.carnivalId,
  };
  if ('feteRideUrl' in input) values.feteRideUrl = input.feteRideUrl;
  return values;
}

/**
 * The image column after a write: kept when the form sends the current one back, cleared on null, and
 * otherwise the caller's own `image` upload (locked against the sweep in this transaction).
 */
async function imageFor(
  deps: WriteDeps,
  tx: Tx,
  actor: Actor,
  wanted: string | null,
  current: string | null,
): Promise<string | null> {
  return imageFieldValue(deps, tx, actor, {
    next: wanted,
    current,
    use: 'event-image',
    field: 'imageUrl',
    message: texts.image,
  });
}

export async function readBack(db: Db | Tx, id: string): Promise<ManagedRow> {
  const row = await findManagedEvent(db, id);
  if (!row) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  return row;
}

/**
 * POST /api/admin/events (an administrator) and POST /api/events (a member): the creator is the organiser,
 * the event is active at once (member-areas.md §4).
 */
export async function createEvent(
  deps: WriteDeps,
  actor: Actor,
  input: AdminEventInput | MemberEventInput,
): Promise<ManagedRow> {
  authorize(eventPolicy.create(actor));
  if (!eventPolicy.manage(actor)) {
    await enforceRateLimit(deps.db, `event-create:${actor.id}`, CREATE_LIMIT);
  }
  const id = await deps.db.transaction(async (tx) => {
    await requireCarnival(tx, input.carnivalId);
    const imageUrl = await imageFor(deps, tx, actor, input.imageUrl, null);
    return insertEvent(tx, { ...eventValues(input), imageUrl, organizerId: actor.id, active: true });
  });
  return readBack(deps.db, id);
}

export const createMemberEvent = async (deps: WriteDeps, actor: Actor, input: MemberEventInput) =>
  toEventItem(await createEvent(deps, actor, input));

/**
 * PUT /api/admin/events/:id and PUT /api/events/:id: the whole record. Someone who may not edit the event
 * is answered as if it did not exist (another member's object).
 */
export async function updateEvent(
  deps: WriteDeps,
  actor: Actor,
  id: string,
  input: AdminEventInput | MemberEventInput,
): Promise<ManagedRow> {
  await deps.db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (!row || !eventPolicy.edit(actor, { ownerId: row.organizerId })) {
      throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    }
    await requireCarnival(tx, input.carnivalId);
    const imageUrl = await imageFor(deps, tx, actor, input.imageUrl, row.imageUrl);
    await updateEventRow(tx, id, { ...eventValues(input), imageUrl });
  });
  return readBack(deps.db, id);
}

export const updateMemberEvent = async (deps: WriteDeps, actor: Actor, id: string, input: MemberEventInput) =>
  toEventItem(await updateEvent(deps, actor, id, input));

/**
 * DELETE /api/admin/events/:id and DELETE /api/events/:id (decision 0013): likes, attendance and discounts
 * go by their foreign keys, the featured row here, all in one transaction. Reports stay, with the event's title
 * (decision 0030): an organiser's deletion leaves them open for the administrators; an administrator's
 * deletion is the action taken on them.
 */
export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, id);
    if (!row || !eventPolicy.delete(actor, { ownerId: row.organizerId })) {
      throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
    }
    if (eventPolicy.handleReports(actor)) await resolveReports(tx, id, 'actioned', actor.id);
    await deleteItemReferences(tx, 'event', id);
    await deleteEventRow(tx, id);
  });
  return { id, deleted: true };
}

/** GET /api/me/events: the member's own events, active or not, newest date first. */
export async function listMyEvents(
  db: Db,
  actor: Actor,
  query: PageParams & { q: string },
): Promise<ListResponse<EventItem>> {
  const filter = { ...query, organizerId: actor.id };
  const rows = await listManagedEventPage(db, filter);
  return pageFromWindow(
    rows,
    query,
    () => countManagedEvents(db, filter),
    ({ organizerId: _o, openReports: _r, ...item }) => item,
  );
}

/**
 * GET /api/me/events/:id: one of the member's own events, for its edit form (administrators may
 * edit every event, so they read any).
 */
export async function getMyEvent(db: Db, actor: Actor, id: string): Promise<EventItem> {
  const row = await findManagedEvent(db, id);
  if (!row || !eventPolicy.edit(actor, { ownerId: row.organizerId })) {
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  }
  return toEventItem(row);
}
