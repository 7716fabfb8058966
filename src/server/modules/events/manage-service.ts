import { eq } from 'drizzle-orm';
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
import { events } from '../../db/schema/events';
import { deleteItemReferences } from '../../platform/item-references';
import type { PageParams } from '../../platform/lists';
import { authorize } from '../../platform/authorize';
import { enforceRateLimit } from '../../platform/rate-limit';
import { imageFieldValue } from '../uploads/service';
import { resolveReports } from './discounts-reports-queries';
import { findManagedEvent, listManagedEventPage, lockEvent } from './manage-queries';

/**
 * Writing events, for whoever may: an organiser (a member's own events) and administrators (every event; the
 * events manager's side is admin-service.ts). Every write locks the event's row, checks the policy on it, and
 * runs in one transaction.
 */

export type WriteDeps = Pick<Deps, 'db' | 'storage'>;
type EventRow = NonNullable<Awaited<ReturnType<typeof lockEvent>>>;

export const eventNotFound = () => new AppError('NOT_FOUND', messages.events.notFound);
/** A member creates at most 20 events an hour: enough for a promoter's week, not for a spam run. */
const CREATE_LIMIT = { window: 3600, max: 20 };

export type ManagedRow = NonNullable<Awaited<ReturnType<typeof findManagedEvent>>>;

export const toEventItem = ({
  organizerId: _organizer,
  openReports: _reports,
  ...item
}: ManagedRow): EventItem => item;

/**
 * The event's row, locked until the transaction ends. One that is not there, or that `allowed` keeps the actor
 * from, is answered as if it did not exist (another member's object).
 */
export async function lockFor(tx: Tx, id: string, allowed: (row: EventRow) => boolean = () => true) {
  const row = await lockEvent(tx, id);
  if (!row || !allowed(row)) throw eventNotFound();
  return row;
}

/**
 * The columns a form sets (the Fete Ride link only from the events manager), once its carnival is checked. The
 * image is kept when the form sends the current one back, cleared on null, and otherwise the caller's own
 * `image` upload (locked against the sweep in this transaction).
 */
async function eventValues(
  deps: WriteDeps,
  tx: Tx,
  actor: Actor,
  input: AdminEventInput | MemberEventInput,
  currentImage: string | null,
) {
  await requireCarnival(tx, input.carnivalId);
  const image = { next: input.imageUrl, current: currentImage, use: 'event-image' as const };
  return {
    ...input,
    ticketUrl: input.ticketUrl ?? null,
    feteIdTicketUrl: input.feteIdTicketUrl ?? null,
    instagramUrl: input.instagramUrl ?? null,
    imageUrl: await imageFieldValue(deps, tx, actor, { ...image, field: 'imageUrl', message: texts.image }),
  };
}

export async function readBack(db: Db | Tx, id: string): Promise<ManagedRow> {
  const row = await findManagedEvent(db, id);
  if (!row) throw eventNotFound();
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
    const values = await eventValues(deps, tx, actor, input, null);
    const [row] = await tx
      .insert(events)
      .values({ ...values, organizerId: actor.id, active: true })
      .returning({ id: events.id });
    return row!.id;
  });
  return readBack(deps.db, id);
}

/** PUT /api/admin/events/:id and PUT /api/events/:id: the whole record, by whoever may edit the event. */
export async function updateEvent(
  deps: WriteDeps,
  actor: Actor,
  id: string,
  input: AdminEventInput | MemberEventInput,
): Promise<ManagedRow> {
  await deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, (r) => eventPolicy.edit(actor, { ownerId: r.organizerId }));
    const values = await eventValues(deps, tx, actor, input, row.imageUrl);
    await tx.update(events).set(values).where(eq(events.id, id));
  });
  return readBack(deps.db, id);
}

/**
 * DELETE /api/admin/events/:id and DELETE /api/events/:id (decision 0013): likes, attendance and discounts
 * go by their foreign keys, the featured row here, all in one transaction. Reports stay, with the event's title
 * (decision 0030): an organiser's deletion leaves them open for the administrators; an administrator's
 * deletion is the action taken on them.
 */
export async function deleteEvent(db: Db, actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
  await db.transaction(async (tx) => {
    await lockFor(tx, id, (row) => eventPolicy.delete(actor, { ownerId: row.organizerId }));
    if (eventPolicy.handleReports(actor)) await resolveReports(tx, id, 'actioned', actor.id);
    await deleteItemReferences(tx, 'event', id);
    await tx.delete(events).where(eq(events.id, id));
  });
  return { id, deleted: true };
}

/** GET /api/me/events: the member's own events, active or not, newest date first. */
export async function listMyEvents(
  db: Db,
  actor: Actor,
  query: PageParams & { q: string },
): Promise<ListResponse<EventItem>> {
  const page = await listManagedEventPage(db, { q: query.q, organizerId: actor.id }, query);
  return { ...page, items: page.items.map(toEventItem) };
}

/**
 * GET /api/me/events/:id: one of the member's own events, for its edit form (administrators may
 * edit every event, so they read any).
 */
export async function getMyEvent(db: Db, actor: Actor, id: string): Promise<EventItem> {
  const row = await findManagedEvent(db, id);
  if (!row || !eventPolicy.edit(actor, { ownerId: row.organizerId })) throw eventNotFound();
  return toEventItem(row);
}
