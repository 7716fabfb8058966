import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { countUpcoming, dateSpan, upcomingPage } from '../../platform/upcoming';
import { DESTINATION_CATEGORIES } from '../../../shared/constants';
import type { EventItem } from '../../../shared/schemas/public';
import { timeOfDayRanges, type TimeOfDay } from '../../../shared/time';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { eventAttendees } from '../../db/schema/attendance';
import { eventDiscounts, events, eventWhenWhere } from '../../db/schema/events';
import { featuredItems } from '../../db/schema/home';
import { likedEvents } from '../../db/schema/likes';
import {
  containsPattern,
  featuredJoinOf,
  isFeatured,
  matchesAny,
  pageBounds,
  rowExists,
  shownAt,
  withFeatured,
  type PageBounds,
} from '../../platform/lists';
import { preparedPerShape, type Placeholders, type Preparable } from '../../db/prepared';

/** Fete Guide (every category but the destination ones) or Fete Travel (Festival, Carnival, Cruise). */
export type EventKind = 'guide' | 'travel';

export interface EventFilter {
  kind: EventKind;
  /** Administrators see inactive events too; everyone else only active ones. */
  includeInactive: boolean;
  /** Today in the site's time zone (YYYY-MM-DD): the line between upcoming and past. */
  today: string;
  when?: 'upcoming' | 'past';
  country?: string;
  date?: string;
  timeOfDay?: TimeOfDay;
  /** Only these categories (within the kind), e.g. Party for the home page. */
  categories?: readonly string[];
  q?: string;
  /** Only events an administrator featured (home page sections). */
  featuredOnly?: boolean;
  /** Only the events of this carnival (its season page). */
  carnivalId?: string;
}

/**
 * The event as every list and the detail show it. Lists pass no viewer id but whether one is signed in: their
 * pages are shared by every member (platform/shared-pages.ts) and get each member's likes afterwards.
 */
export function eventItemColumns(viewerId: string | null, signedIn = viewerId !== null) {
  return {
    id: events.id,
    title: events.title,
    description: events.description,
    imageUrl: events.imageUrl,
    ...eventWhenWhere,
    country: events.country,
    state: events.state,
    category: events.category,
    priceCents: events.priceCents,
    feteRideUrl: events.feteRideUrl,
    ticketUrl: events.ticketUrl,
    // The Fete ID price is for members: visitors get null from the database, not a link the page hides.
    feteIdTicketUrl: signedIn
      ? events.feteIdTicketUrl
      : sql<string | null>`null::text`.as('fete_id_ticket_url'),
    // …but everyone may know there is one: the page offers it to visitors as a reason to sign in.
    hasFeteIdTicket: sql<boolean>`(${events.feteIdTicketUrl} is not null)`.as('has_fete_id_ticket'),
    instagramUrl: events.instagramUrl,
    capacity: events.capacity,
    carnivalId: events.carnivalId,
    active: events.active,
    // Visitors like nothing; members' likes come from the LEFT JOIN below, in the same statement.
    liked: viewerId ? sql<boolean>`(${likedEvents.userId} is not null)` : sql<boolean>`false`,
    // Shared pages carry no member's attendance: the service adds it (platform/member-marks.ts).
    attending: viewerId
      ? sql<boolean>`exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id} and ${eventAttendees.userId} = ${viewerId})`
      : sql<boolean>`false`,
    featured: isFeatured(),
  };
}

/** Upcoming and past (platform/upcoming.ts). */
const span = dateSpan(events, events.date, events.endDate);

/**
 * The category split is written as constants (not parameters) so the planner matches it to the partial
 * listing indexes events_guide_idx and events_travel_idx, whose predicates are the same expressions.
 */
const destinationList = sql.raw(DESTINATION_CATEGORIES.map((c) => `'${c}'`).join(', '));
const travelOnly = sql`${events.category} in (${destinationList})`;
const guideOnly = sql`${events.category} not in (${destinationList})`;

/**
 * A list's statement is prepared once per shape (db/prepared.ts): what decides its text (the kind, the
 * audience, `when`, the time of day, the categories, featured only), the rest are its values.
 */
type EventShape = Pick<
  EventFilter,
  'kind' | 'includeInactive' | 'when' | 'timeOfDay' | 'categories' | 'featuredOnly'
>;
/** The values of a list's statement; `q` is the search's ILIKE pattern. */
type EventValues = Pick<EventFilter, 'today' | 'country' | 'date' | 'carnivalId' | 'q'>;
type EventPlaceholders = Placeholders<EventValues>;

const shapeOf = (filter: EventFilter): EventShape => ({
  kind: filter.kind,
  includeInactive: filter.includeInactive,
  when: filter.when,
  timeOfDay: filter.timeOfDay,
  categories: filter.categories,
  featuredOnly: filter.featuredOnly,
});

const valuesOf = (filter: EventFilter): EventValues => ({
  today: filter.today,
  country: filter.country,
  date: filter.date,
  carnivalId: filter.carnivalId,
  q: filter.q ? containsPattern(filter.q) : undefined,
});

/** Everything but `when`. */
function baseWhere(shape: EventShape, p: EventPlaceholders): (SQL | undefined)[] {
  return [
    shape.includeInactive ? undefined : eq(events.active, true),
    shape.kind === 'travel' ? travelOnly : guideOnly,
    shape.categories ? inArray(events.category, [...shape.categories]) : undefined,
    p.country ? eq(events.country, p.country) : undefined,
    p.carnivalId ? eq(events.carnivalId, p.carnivalId) : undefined,
    p.date ? eq(events.date, p.date) : undefined,
    shape.timeOfDay
      ? or(
          ...timeOfDayRanges(shape.timeOfDay).map((r) =>
            r.to
              ? and(gte(events.startTime, r.from), lt(events.startTime, r.to))
              : gte(events.startTime, r.from),
          ),
        )
      : undefined,
    matchesAny([events.title, events.description, events.location], p.q),
  ];
}

function whereOf(shape: EventShape, p: EventPlaceholders, when: SQL | undefined): SQL | undefined {
  return and(...[...baseWhere(shape, p), when].filter(Boolean));
}

/**
 * Upcoming (it has not ended: date ≥ today, or a multi-day event whose end date ≥ today) is read as two
 * branches, `date ≥ today` and stillRunning; past is the rest; no `when` (a chosen date) is no bound.
 */
const whenOf = (shape: EventShape, p: EventPlaceholders): SQL | undefined =>
  shape.when === 'past' ? span.past(p.today) : undefined;

export const featuredJoin = featuredJoinOf('event', events.id);

/** The events a member liked, for their dashboard (likedItemsPage). */
export const likedEventList = {
  like: { user: likedEvents.userId, item: likedEvents.eventId, createdAt: likedEvents.createdAt },
  item: { id: events.id, active: events.active },
  columns: (userId: string) => eventItemColumns(userId),
  featuredJoin,
};

export const likedBy = (viewerId: string) =>
  and(eq(likedEvents.eventId, events.id), eq(likedEvents.userId, viewerId));

const soonestFirst = [asc(events.date), asc(events.startTime), asc(events.id)];
const newestFirst = [desc(events.date), desc(events.startTime), desc(events.id)];

/** Lists are the same for every member (the Fete ID link) or every visitor: likes are added by the service. */
type Audience = { signedIn: boolean };

function selectItems(db: Db, shape: EventShape & Audience) {
  return withFeatured(
    db.select(eventItemColumns(null, shape.signedIn)).from(events).$dynamic(),
    featuredJoin,
    shape.featuredOnly,
  );
}

/**
 * One page of events with `featured` (`liked` and `attending` false: the service adds the member's own,
 * platform/member-marks.ts), in one statement whatever the page size, prepared once per shape. Upcoming lists
 * run soonest first, past lists newest first.
 *
 * An upcoming page is two ordered branches glued with UNION ALL (platform/upcoming.ts): events from today on
 * (an index range from today, read only as far as the page needs) and multi-day events still running (a few
 * days of the index). One `date ≥ today OR end_date ≥ today` filter instead would make the planner walk every
 * past event from the start of the index.
 */
const eventPage = preparedPerShape<EventShape & Audience, EventValues & PageBounds, EventItem[]>(
  (db, shape, p) => {
    if (shape.featuredOnly && shape.when === 'upcoming') {
      // The home's Top Event Picks: the few featured events, in the order administrators gave them
      // (/admin/featured). The featured rows are a handful, so one OR over them costs nothing.
      return selectItems(db, shape)
        .where(whereOf(shape, p, or(gte(events.date, p.today), gte(events.endDate, p.today))))
        .orderBy(asc(featuredItems.sortOrder), ...soonestFirst)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.when !== 'upcoming') {
      return selectItems(db, shape)
        .where(whereOf(shape, p, whenOf(shape, p)))
        .orderBy(...(shape.when === 'past' ? newestFirst : soonestFirst))
        .limit(p.limit)
        .offset(p.offset);
    }
    return upcomingPage(
      (when) =>
        selectItems(db, shape)
          .where(whereOf(shape, p, when))
          .orderBy(...soonestFirst),
      span.upcoming(p.today),
      ['date', 'start_time', 'id'],
      p,
    ) as unknown as Preparable<EventItem[]>;
  },
);

export function listEventPage(
  db: Db,
  filter: EventFilter,
  page: Audience & { limit: number; offset: number },
): Promise<EventItem[]> {
  return eventPage(
    db,
    { ...shapeOf(filter), signedIn: page.signedIn },
    { ...valuesOf(filter), ...pageBounds(page) },
  );
}

/**
 * How many events the list has, in one statement prepared once per shape. Upcoming counts the same two
 * branches as the page (two index ranges) rather than one OR that no index range can serve.
 */
const eventCount = preparedPerShape<EventShape, EventValues, { total: number }[]>((db, shape, p) =>
  shape.when === 'upcoming'
    ? countUpcoming(db, events, (when) => whereOf(shape, p, when), span.upcoming(p.today))
    : db
        .select({ total: count() })
        .from(events)
        .where(whereOf(shape, p, whenOf(shape, p))),
);

export async function countEvents(db: Db, filter: EventFilter): Promise<number> {
  const [row] = await eventCount(db, shapeOf(filter), valuesOf(filter));
  return row?.total ?? 0;
}

/**
 * The event as its audience sees it, for the shared detail body: `liked` and `attending` false (the service
 * adds the member's own, platform/member-marks.ts).
 */
export async function findEvent(
  db: Db | Tx,
  id: string,
  options: { signedIn: boolean; includeInactive: boolean },
): Promise<(EventItem & { organizerId: string | null }) | undefined> {
  const [row] = await db
    .select({ ...eventItemColumns(null, options.signedIn), organizerId: events.organizerId })
    .from(events)
    .leftJoin(featuredItems, featuredJoin)
    .where(and(eq(events.id, id), options.includeInactive ? undefined : eq(events.active, true)));
  return row;
}

/** How many members like the event, from liked_events_event_idx. */
export async function countEventLikes(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(likedEvents).where(eq(likedEvents.eventId, eventId));
  return row?.total ?? 0;
}

/** What the event page shows of a discount code; the manager sees whether it is active too. */
export const shownDiscountColumns = {
  id: eventDiscounts.id,
  code: eventDiscounts.code,
  percentage: eventDiscounts.percentage,
  description: eventDiscounts.description,
  validFrom: eventDiscounts.validFrom,
  validUntil: eventDiscounts.validUntil,
};

/** Discount codes of an event that are active and valid at `now`. */
export async function listValidEventDiscounts(db: Db | Tx, eventId: string, now: Date) {
  return db
    .select(shownDiscountColumns)
    .from(eventDiscounts)
    .where(
      and(
        eq(eventDiscounts.eventId, eventId),
        shownAt(now, {
          active: eventDiscounts.active,
          start: eventDiscounts.validFrom,
          end: eventDiscounts.validUntil,
        }),
      ),
    )
    .orderBy(desc(eventDiscounts.percentage), asc(eventDiscounts.code));
}

export async function eventExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, events, id, includeInactive);
}

/** The capacity of an event the viewer may see (undefined when there is none such). */
export async function findEventCapacity(db: Db | Tx, id: string, includeInactive: boolean) {
  const [row] = await db
    .select({ capacity: events.capacity })
    .from(events)
    .where(and(eq(events.id, id), includeInactive ? undefined : eq(events.active, true)));
  return row;
}

/** An event's category, whether active or not (undefined when there is no such event). */
export async function findEventCategory(db: Db | Tx, id: string): Promise<string | undefined> {
  const [row] = await db.select({ category: events.category }).from(events).where(eq(events.id, id));
  return row?.category;
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) => activeSitemapRows(db, events, events.title);
