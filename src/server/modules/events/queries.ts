import { and, asc, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { EventItem } from '../../../shared/schemas/public';
import type { TimeOfDay } from '../../../shared/time';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { eventAttendees } from '../../db/schema/attendance';
import { eventDiscounts, events, eventWhenWhere } from '../../db/schema/events';
import { featuredItems } from '../../db/schema/home';
import { likedEvents } from '../../db/schema/likes';
import { featuredJoinOf, isFeatured, rowExists, shownAt, visibleRowQuery } from '../../platform/lists';

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

/** The event's id when the viewer may see it, as a query: a like checks and writes in one statement. */
export const visibleEventQuery = (db: Db | Tx, id: string | Placeholder, includeInactive: boolean) =>
  visibleRowQuery(db, events, id, includeInactive);

/**
 * The same with the capacity that limits attendance (above 0; else null), as a query: an attendance change
 * checks, writes and counts in one statement when there is no capacity (modules/attendance).
 */
export function attendableEventQuery(db: Db | Tx, id: string | Placeholder, includeInactive: boolean) {
  return db
    .select({
      id: events.id,
      capacity: sql<number | null>`case when ${events.capacity} > 0 then ${events.capacity} end`.as(
        'capacity',
      ),
    })
    .from(events)
    .where(and(eq(events.id, id), includeInactive ? undefined : eq(events.active, true)));
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
