import type { z } from 'zod';
import { requireCarnival } from '../carnivals/service';
import {
  eventAdminMessages as texts,
  memberEventInputSchema,
  type AdminEventInput,
  type MemberEventInput,
} from '../../../shared/domains/event-admin';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { eventPolicy, type EventItem } from '../../../shared/domains/events';
import type { ListResponse } from '../../../shared/schemas/common';
import { AppError, messages } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema/events';
import { deleteItemReferences } from '../../platform/item-references';
import type { PageParams } from '../../platform/lists';
import { authorize } from '../../platform/authorize';
import { enforceRateLimit } from '../../platform/rate-limit';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { resolveReports } from './discounts-reports-queries';
import { findManagedEvent, listManagedEventPage, managedEvents } from './manage-queries';

/**
 * Writing events, for whoever may: an organiser (a member's own events) and administrators (every event; the
 * events manager's side is admin-service.ts). Both are resources of the kit (decision 0038) with one
 * definition: every write locks the event's row, checks the policy on it, and runs in one transaction.
 */

export const eventNotFound = () => new AppError('NOT_FOUND', messages.events.notFound);
/** A member creates at most 20 events an hour: enough for a promoter's week, not for a spam run. */
const CREATE_LIMIT = { window: 3600, max: 20 };

export type ManagedRow = NonNullable<Awaited<ReturnType<typeof findManagedEvent>>>;

export const toEventItem = ({
  organizerId: _organizer,
  openReports: _reports,
  ...item
}: ManagedRow): EventItem => item;

/** The event's row, locked until the transaction ends; 404 when it is not there. */
export async function lockFor(tx: Tx, id: string) {
  if (!(await findManagedEvent(tx, id, true))) throw eventNotFound();
}

/**
 * The writes of an event, answered by `answer`. The creator is the organiser and the event is active at once
 * (member-areas.md §4). An event another member organises is answered as if it did not exist. The image is
 * kept when the form sends the current one back, cleared on null, and otherwise the caller's own `image`
 * upload (locked against the sweep in the write). Deleting (decision 0013): likes, attendance and discounts go
 * by their foreign keys, the featured row here. Reports stay, with the event's title (decision 0030): an
 * organiser's deletion leaves them open for the administrators; an administrator's deactivation or deletion
 * is the action taken on them.
 */
export const eventWrites = <Answer>(
  policy: (viewer: MaybeViewer) => boolean,
  answer: (row: ManagedRow, db: Db | Tx) => Answer | Promise<Answer>,
) =>
  resourceService({
    kind: 'event',
    table: events,
    columns: managedEvents.columns,
    find: findManagedEvent,
    // Either form's body: the member's has no Fete Ride link (the kit reads the body's type only).
    body: memberEventInputSchema as z.ZodType<AdminEventInput | MemberEventInput>,
    policy: { edit: policy },
    notFound: messages.events.notFound,
    images: ['imageUrl'],
    imageRules: { use: 'event-image', leftOutKeeps: true },
    imageRefused: texts.image,
    check: (tx, input) => requireCarnival(tx, input.carnivalId),
    values: ({ imageUrl: _image, ...input }) => ({
      ...input,
      ticketUrl: input.ticketUrl ?? null,
      feteIdTicketUrl: input.feteIdTicketUrl ?? null,
      instagramUrl: input.instagramUrl ?? null,
    }),
    answer: (row, _now, { db }) => answer(row, db),
    owner: 'organizerId',
    mayWrite: (actor, row, rule) => eventPolicy[rule](actor, { ownerId: row.organizerId }),
    deleteWith: (tx, id) => deleteItemReferences(tx, 'event', id),
    withdrawn: async (tx, id, actor) => {
      if (eventPolicy.handleReports(actor)) await resolveReports(tx, id, 'actioned', actor.id);
    },
  });

const memberWrites = eventWrites(eventPolicy.create, toEventItem);

/** A member's own events (POST, PUT and DELETE /api/events); an administrator creates without the hourly limit. */
export const myEvents = {
  ...memberWrites,
  async create(deps: ResourceDeps, actor: Actor, input: MemberEventInput) {
    authorize(eventPolicy.create(actor));
    if (!eventPolicy.manage(actor)) {
      await enforceRateLimit(deps.db, `event-create:${actor.id}`, CREATE_LIMIT);
    }
    return memberWrites.create(deps, actor, input);
  },
};

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
