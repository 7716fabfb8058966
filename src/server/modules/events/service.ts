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
import { validityDays } from '../../../shared/validity-days';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { isUuid, sharedListPage } from '../../platform/lists';
import { eventMarks, withMarks, type MemberMarks } from '../../platform/member-marks';
import { pageKey, unshared, viewerMarks, type SharedPages } from '../../platform/shared-pages';
import { eventCan, eventPolicy } from '../../../shared/domains/events';
import { HOME_PICK_CATEGORY } from '../../../shared/event-rules';
import { eventAdminMessages } from '../../../shared/domains/event-admin-messages';
import { countEventLikes, findEvent, listValidEventDiscounts, type EventFilter } from './queries';
import { listEventPage } from './list-queries';
import { eventExists, findEventCapacity, findEventCategory } from './queries';
import { plannableOf } from '../plans/service';

const EVENT_NOT_FOUND = messages.events.notFound;

/**
 * The member's likes and attendance on a page of events (visitors like and attend nothing): one small
 * statement for both, kept per member and page until the next write (`perMember`).
 */
const withEventMarks = viewerMarks<EventItem, MemberMarks<'liked' | 'attending'>>(eventMarks, withMarks);

/**
 * A page of events: the page and total everyone of the audience shares (platform/shared-pages.ts), then the
 * member's own likes and attendance.
 */
async function page(
  db: Db,
  actor: Actor | null,
  filter: EventFilter,
  input: { page: number; pageSize: number },
  pages: SharedPages,
): Promise<ListResponse<EventItem>> {
  const signedIn = actor !== null;
  return sharedListPage(
    pages,
    pageKey('events', filter, signedIn, input.page, input.pageSize),
    input,
    (range) => listEventPage(db, filter, { signedIn, ...range }),
    (items) => withEventMarks(db, actor, items, pages),
  );
}

/**
 * Fete Guide: every category but Festival, Carnival and Cruise. Upcoming by default; a chosen date shows that
 * date's events (the query schema has checked that a `when` sent with it is the date's side of today).
 */
export function listEvents(
  db: Db,
  actor: Actor | null,
  input: EventListQuery,
  pages: SharedPages = unshared,
) {
  return page(
    db,
    actor,
    {
      kind: 'guide',
      includeInactive: eventPolicy.seeInactive(actor),
      today: todayIn(SITE_TIME_ZONE),
      when: input.date ? undefined : (input.when ?? 'upcoming'),
      country: input.country,
      date: input.date,
      timeOfDay: input.timeOfDay,
      q: input.q,
    },
    input,
    pages,
  );
}

/** Fete Travel: Festival, Carnival and Cruise events, upcoming by default. */
export function listDestinations(
  db: Db,
  actor: Actor | null,
  input: DestinationListQuery,
  pages: SharedPages = unshared,
) {
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
    pages,
  );
}

/**
 * A carnival's upcoming events of one side (Fete Guide or Fete Travel), soonest first: the first `pageSize`
 * (its season page, issue #24).
 */
export async function carnivalEvents(
  db: Db,
  actor: Actor | null,
  input: { carnivalId: string; kind: 'guide' | 'travel'; pageSize: number },
  pages: SharedPages = unshared,
): Promise<EventItem[]> {
  const filter: EventFilter = {
    kind: input.kind,
    includeInactive: false,
    today: todayIn(SITE_TIME_ZONE),
    when: 'upcoming',
    carnivalId: input.carnivalId,
  };
  const answer = await page(db, actor, filter, { page: 1, pageSize: input.pageSize }, pages);
  return answer.items;
}

/**
 * One event with its discounts valid now and its like count. The body as the viewer's audience sees it (the
 * members-only Fete ID link for members, inactive events for administrators) is built once per event and
 * audience and shared (platform/shared-pages.ts: cleared by every write, at most a few seconds old); the
 * member's own like and attendance come from one small prepared statement (`eventMarks`), kept per member until
 * the next write, and `can` from the viewer and the organiser. An unknown event is shared too (as null).
 */
export async function getEvent(
  db: Db,
  actor: Actor | null,
  id: string,
  pages: SharedPages = unshared,
): Promise<EventDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  const audience = { signedIn: actor !== null, includeInactive: eventPolicy.seeInactive(actor) };
  const shared = await pages.get(
    pageKey('event detail', id, audience.signedIn, audience.includeInactive),
    () => buildEventDetail(db, id, audience),
  );
  if (!shared) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND);
  const [event] = await withEventMarks(db, actor, [shared.event], pages);
  return {
    event: event!,
    likes: shared.likes,
    discounts: shared.discounts,
    can: eventCan(actor, { ownerId: shared.organizerId }),
    plannable: shared.plannable,
  };
}

async function buildEventDetail(
  db: Db,
  id: string,
  audience: { signedIn: boolean; includeInactive: boolean },
) {
  const [event, discounts, likes, plannable] = await Promise.all([
    findEvent(db, id, audience),
    listValidEventDiscounts(db, id, new Date()),
    countEventLikes(db, id),
    plannableOf(db, { eventId: id }),
  ]);
  if (!event) return null;
  const { organizerId, ...item } = event;
  return {
    event: item,
    organizerId,
    likes,
    discounts: discounts.map((d) => ({ ...d, ...validityDays(d) })),
    plannable,
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
export async function homeEventPicks(
  db: Db,
  actor: Actor | null,
  pages: SharedPages = unshared,
): Promise<EventItem[]> {
  return homeSection(db, actor, pages, {
    kind: 'guide',
    includeInactive: false,
    today: todayIn(SITE_TIME_ZONE),
    when: 'upcoming',
    categories: [HOME_PICK_CATEGORY],
    featuredOnly: true,
  });
}

export async function homeDestinations(
  db: Db,
  actor: Actor | null,
  pages: SharedPages = unshared,
): Promise<EventItem[]> {
  return homeSection(db, actor, pages, {
    kind: 'travel',
    includeInactive: false,
    today: todayIn(SITE_TIME_ZONE),
    when: 'upcoming',
  });
}

async function homeSection(db: Db, actor: Actor | null, pages: SharedPages, filter: EventFilter) {
  const signedIn = actor !== null;
  const items = await pages.get(pageKey('home events', filter, signedIn), async () => {
    const { items: page } = await listEventPage(db, filter, {
      signedIn,
      limit: FEATURED_LIST_SIZE,
      offset: 0,
    });
    return page;
  });
  return withEventMarks(db, actor, items, pages);
}

/** For likes and featuring: is the event there for this viewer (inactive ones only for administrators)? */
export function findVisibleEvent(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return eventExists(db, id, eventPolicy.seeInactive(actor));
}

/**
 * Featuring an event does something only when it is a Party event (Top Event Picks): any other is refused with
 * that reason (422), where the star would otherwise do nothing. An unknown event is left to the caller's 404.
 */
export async function requireHomePickEvent(db: Db | Tx, id: string): Promise<void> {
  const category = await findEventCategory(db, id);
  if (category !== undefined && category !== HOME_PICK_CATEGORY) {
    throw new AppError('VALIDATION', eventAdminMessages.featurePartyOnly);
  }
}

/**
 * For attendance: the event as far as attending it goes. A capacity above 0 limits attendance (0 or none:
 * no limit). Undefined when the viewer cannot see the event.
 */
export async function findAttendableEvent(
  db: Db | Tx,
  actor: MaybeViewer,
  id: string,
): Promise<{ capacity: number | null } | undefined> {
  const row = await findEventCapacity(db, id, eventPolicy.seeInactive(actor));
  if (!row) return undefined;
  return { capacity: row.capacity && row.capacity > 0 ? row.capacity : null };
}

export { attendedEvents, eventsAttendedBy, likedEvents } from './member-lists';

/** Active items for the sitemap (modules/seo). */
export { sitemapRows } from './queries';

/** For likes and attendance: the event's visibility check as a query, to write in the same statement. */
export { attendableEventQuery, visibleEventQuery } from './queries';
