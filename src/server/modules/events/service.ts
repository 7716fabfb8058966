import { FEATURED_LIST_SIZE } from '../../../shared/constants';
import { AppError, messages } from '../../../shared/errors';
import type { ListResponse } from '../../../shared/schemas/common';
import type {
  DestinationListQuery,
  EventDetail,
  EventItem,
  EventListQuery,
} from '../../../shared/schemas/public';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { isUuid, pageFromWindow, pageOffset, type PageParams } from '../../platform/lists';
import { eventCan, eventPolicy } from '../../../shared/domains/events';
import {
  countEventLikes,
  countEvents,
  countLikedEvents,
  findEvent,
  listEventPage,
  listLikedEventPage,
  listValidEventDiscounts,
  type EventFilter,
} from './queries';
import { eventExists } from './queries';

const EVENT_NOT_FOUND = messages.events.notFound;

async function page(
  db: Db,
  actor: Actor | null,
  filter: EventFilter,
  input: { page: number; pageSize: number },
): Promise<ListResponse<EventItem>> {
  const [items, total] = await Promise.all([
    listEventPage(db, filter, {
      viewerId: actor?.id ?? null,
      limit: input.pageSize,
      offset: pageOffset(input.page, input.pageSize),
    }),
    countEvents(db, filter),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/**
 * Fete Guide: every category but Festival, Carnival and Cruise. Upcoming by default; a chosen date
 * without `when` shows that date's events whether or not it has passed.
 */
export function listEvents(db: Db, actor: Actor | null, input: EventListQuery) {
  return page(
    db,
    actor,
    {
      kind: 'guide',
      includeInactive: eventPolicy.seeInactive(actor),
      today: todayIn(SITE_TIME_ZONE),
      when: input.when ?? (input.date ? undefined : 'upcoming'),
      country: input.country,
      date: input.date,
      timeOfDay: input.timeOfDay,
      q: input.q,
    },
    input,
  );
}

/** Fete Travel: Festival, Carnival and Cruise events, upcoming by default. */
export function listDestinations(db: Db, actor: Actor | null, input: DestinationListQuery) {
  return page(
    db,
    actor,
    {
      kind: 'travel',
      includeInactive: eventPolicy.seeInactive(actor),
      today: todayIn(SITE_TIME_ZONE),
      when: input.when ?? 'upcoming',
      country: input.country,
      q: input.q,
    },
    input,
  );
}

export async function getEvent(db: Db, actor: Actor | null, id: string): Promise<EventDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  const [event, discounts, likes] = await Promise.all([
    findEvent(db, id, { viewerId: actor?.id ?? null, includeInactive: eventPolicy.seeInactive(actor) }),
    listValidEventDiscounts(db, id, new Date()),
    countEventLikes(db, id),
  ]);
  if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  const { organizerId, ...item } = event;
  return {
    event: item,
    likes,
    discounts: discounts.map((d) => ({
      ...d,
      validFrom: d.validFrom?.toISOString() ?? null,
      validUntil: d.validUntil?.toISOString() ?? null,
    })),
    can: eventCan(actor, { ownerId: organizerId }),
  };
}

/** How many members like the event now (the likes module publishes it live after each like). */
export function eventLikeCount(db: Db | Tx, eventId: string): Promise<number> {
  return countEventLikes(db, eventId);
}

/**
 * Home page sections (active events only, whoever asks, at most FEATURED_LIST_SIZE):
 * Top Event Picks are featured upcoming Party events in featured order; Top Destinations the next Festival, Carnival and
 * Cruise events.
 */
export async function homeEventPicks(db: Db, actor: Actor | null): Promise<EventItem[]> {
  return listEventPage(
    db,
    {
      kind: 'guide',
      includeInactive: false,
      today: todayIn(SITE_TIME_ZONE),
      when: 'upcoming',
      categories: ['Party'],
      featuredOnly: true,
    },
    { viewerId: actor?.id ?? null, limit: FEATURED_LIST_SIZE, offset: 0 },
  );
}

export async function homeDestinations(db: Db, actor: Actor | null): Promise<EventItem[]> {
  return listEventPage(
    db,
    { kind: 'travel', includeInactive: false, today: todayIn(SITE_TIME_ZONE), when: 'upcoming' },
    { viewerId: actor?.id ?? null, limit: FEATURED_LIST_SIZE, offset: 0 },
  );
}

/** The events the member liked that are still listed, newest like first (dashboard). */
export async function likedEvents(
  db: Db,
  userId: string,
  page: PageParams,
): Promise<ListResponse<EventItem>> {
  const rows = await listLikedEventPage(db, userId, page);
  return pageFromWindow(
    rows,
    page,
    () => countLikedEvents(db, userId),
    (row) => row,
  );
}

/** For likes and featuring: is the event there for this viewer (inactive ones only for administrators)? */
export function findVisibleEvent(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return eventExists(db, id, eventPolicy.seeInactive(actor));
}
