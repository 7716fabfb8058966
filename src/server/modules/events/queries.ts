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
  featuredJoinOf,
  isFeatured,
  rowExists,
  searchAny,
  shownAt,
  withFeatured,
} from '../../platform/lists';

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

/** Everything but `when`. */
function baseWhere(filter: EventFilter): (SQL | undefined)[] {
  return [
    filter.includeInactive ? undefined : eq(events.active, true),
    filter.kind === 'travel' ? travelOnly : guideOnly,
    filter.categories ? inArray(events.category, [...filter.categories]) : undefined,
    filter.country ? eq(events.country, filter.country) : undefined,
    filter.carnivalId ? eq(events.carnivalId, filter.carnivalId) : undefined,
    filter.date ? eq(events.date, filter.date) : undefined,
    filter.timeOfDay
      ? or(
          ...timeOfDayRanges(filter.timeOfDay).map((r) =>
            r.to
              ? and(gte(events.startTime, r.from), lt(events.startTime, r.to))
              : gte(events.startTime, r.from),
          ),
        )
      : undefined,
    searchAny([events.title, events.description, events.location], filter.q ?? ''),
  ];
}

function whereOf(filter: EventFilter, when: SQL | undefined): SQL | undefined {
  return and(...[...baseWhere(filter), when].filter(Boolean));
}

/**
 * Upcoming (it has not ended: date ≥ today, or a multi-day event whose end date ≥ today) is read as two
 * branches, `date ≥ today` and stillRunning; past is the rest; no `when` (a chosen date) is no bound.
 */
const whenOf = (filter: EventFilter): SQL | undefined =>
  filter.when === 'past' ? span.past(filter.today) : undefined;

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

function selectItems(db: Db | Tx, filter: EventFilter, { signedIn }: Audience) {
  return withFeatured(
    db.select(eventItemColumns(null, signedIn)).from(events).$dynamic(),
    featuredJoin,
    filter.featuredOnly,
  );
}

/**
 * One page of events with `featured` (`liked` and `attending` false: the service adds the member's own, platform/member-marks.ts), in one statement whatever the page
 * size. Upcoming
 * lists run soonest first, past lists newest first.
 *
 * An upcoming page is two ordered branches glued with UNION ALL: events from today on (an index range
 * from today, read only as far as the page needs) and multi-day events still running (a few days of
 * the index). All of the second come before all of the first, so each branch needs at most
 * offset + limit rows. One `date ≥ today OR end_date ≥ today` filter instead would make the planner
 * walk every past event from the start of the index.
 */
export async function listEventPage(
  db: Db | Tx,
  filter: EventFilter,
  page: Audience & { limit: number; offset: number },
): Promise<EventItem[]> {
  if (filter.featuredOnly && filter.when === 'upcoming') {
    // The home's Top Event Picks: the few featured events, in the order administrators gave them
    // (/admin/featured). The featured rows are a handful, so one OR over them costs nothing.
    return selectItems(db, filter, page)
      .where(whereOf(filter, or(gte(events.date, filter.today), gte(events.endDate, filter.today))))
      .orderBy(asc(featuredItems.sortOrder), ...soonestFirst)
      .limit(page.limit)
      .offset(page.offset);
  }
  if (filter.when !== 'upcoming') {
    return selectItems(db, filter, page)
      .where(whereOf(filter, whenOf(filter)))
      .orderBy(...(filter.when === 'past' ? newestFirst : soonestFirst))
      .limit(page.limit)
      .offset(page.offset);
  }
  return upcomingPage(
    (when) =>
      selectItems(db, filter, page)
        .where(whereOf(filter, when))
        .orderBy(...soonestFirst),
    span.upcoming(filter.today),
    ['date', 'start_time', 'id'],
    page,
  );
}

/**
 * How many events the list has, in one statement. Upcoming counts the same two branches as the page
 * (two index ranges) rather than one OR that no index range can serve.
 */
export async function countEvents(db: Db | Tx, filter: EventFilter): Promise<number> {
  if (filter.when !== 'upcoming') {
    const [row] = await db
      .select({ total: count() })
      .from(events)
      .where(whereOf(filter, whenOf(filter)));
    return row?.total ?? 0;
  }
  return countUpcoming(db, events, (when) => whereOf(filter, when), span.upcoming(filter.today));
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
