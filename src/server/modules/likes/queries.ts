import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeaturedItemType } from '../../../shared/constants';
import type { LikeType } from '../../../shared/schemas/likes';
import type { Db } from '../../db/client';
import { pageOffset } from '../../platform/lists';
import {
  carnivalBands,
  events,
  featuredItems,
  likedBands,
  likedEvents,
  likedProviders,
  likedRestaurants,
  providers,
  restaurants,
} from '../../db/schema';

/** Is the item there for this viewer (active, or any item for administrators)? */
export async function itemExists(
  db: Db,
  type: LikeType,
  id: string,
  seesInactive: boolean,
): Promise<boolean> {
  const table = { events, bands: carnivalBands, restaurants, providers }[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), seesInactive ? undefined : eq(table.active, true)));
  return rows.length > 0;
}

/** Add the like; a second like of the same item is no error (liked_*_pk, ON CONFLICT DO NOTHING). */
export async function insertLike(db: Db, type: LikeType, userId: string, itemId: string): Promise<void> {
  switch (type) {
    case 'events':
      await db.insert(likedEvents).values({ userId, eventId: itemId }).onConflictDoNothing();
      return;
    case 'bands':
      await db.insert(likedBands).values({ userId, bandId: itemId }).onConflictDoNothing();
      return;
    case 'restaurants':
      await db.insert(likedRestaurants).values({ userId, restaurantId: itemId }).onConflictDoNothing();
      return;
    case 'providers':
      await db.insert(likedProviders).values({ userId, providerId: itemId }).onConflictDoNothing();
      return;
  }
}

export async function deleteLike(db: Db, type: LikeType, userId: string, itemId: string): Promise<void> {
  switch (type) {
    case 'events':
      await db
        .delete(likedEvents)
        .where(and(eq(likedEvents.userId, userId), eq(likedEvents.eventId, itemId)));
      return;
    case 'bands':
      await db.delete(likedBands).where(and(eq(likedBands.userId, userId), eq(likedBands.bandId, itemId)));
      return;
    case 'restaurants':
      await db
        .delete(likedRestaurants)
        .where(and(eq(likedRestaurants.userId, userId), eq(likedRestaurants.restaurantId, itemId)));
      return;
    case 'providers':
      await db
        .delete(likedProviders)
        .where(and(eq(likedProviders.userId, userId), eq(likedProviders.providerId, itemId)));
      return;
  }
}

export interface PageParams {
  page: number;
  pageSize: number;
}

/*
 * The member's liked items of one kind, newest like first, one statement each: the item joined to the
 * like (active items only), the featured star by LEFT JOIN on its unique key, and the number of liked
 * items as a window count over the same rows so the page carries its total.
 */

const featuredJoin = (type: FeaturedItemType, itemId: AnyPgColumn) =>
  and(eq(featuredItems.itemType, type), eq(featuredItems.itemId, itemId), eq(featuredItems.active, true));
const featured = sql<boolean>`${featuredItems.id} is not null`;
const liked = sql<boolean>`true`;
const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

export async function likedEventsPage(db: Db, userId: string, { page, pageSize }: PageParams) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      imageUrl: events.imageUrl,
      date: events.date,
      endDate: events.endDate,
      startTime: events.startTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
      location: events.location,
      country: events.country,
      state: events.state,
      category: events.category,
      priceCents: events.priceCents,
      feteRideUrl: events.feteRideUrl,
      ticketUrl: events.ticketUrl,
      feteIdTicketUrl: events.feteIdTicketUrl,
      instagramUrl: events.instagramUrl,
      capacity: events.capacity,
      active: events.active,
      liked,
      featured,
      total: windowTotal,
    })
    .from(likedEvents)
    .innerJoin(events, and(eq(events.id, likedEvents.eventId), eq(events.active, true)))
    .leftJoin(featuredItems, featuredJoin('event', events.id))
    .where(eq(likedEvents.userId, userId))
    .orderBy(desc(likedEvents.createdAt), desc(likedEvents.eventId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function likedBandsPage(db: Db, userId: string, { page, pageSize }: PageParams) {
  return db
    .select({
      id: carnivalBands.id,
      name: carnivalBands.name,
      description: carnivalBands.description,
      imageUrl: carnivalBands.imageUrl,
      location: carnivalBands.location,
      country: carnivalBands.country,
      state: carnivalBands.state,
      startDate: carnivalBands.startDate,
      endDate: carnivalBands.endDate,
      websiteUrl: carnivalBands.websiteUrl,
      instagramUrl: carnivalBands.instagramUrl,
      registrationUrl: carnivalBands.registrationUrl,
      feteIdRegistrationUrl: carnivalBands.feteIdRegistrationUrl,
      ratingTotal: carnivalBands.ratingTotal,
      ratingCount: carnivalBands.ratingCount,
      active: carnivalBands.active,
      liked,
      featured,
      total: windowTotal,
    })
    .from(likedBands)
    .innerJoin(carnivalBands, and(eq(carnivalBands.id, likedBands.bandId), eq(carnivalBands.active, true)))
    .leftJoin(featuredItems, featuredJoin('band', carnivalBands.id))
    .where(eq(likedBands.userId, userId))
    .orderBy(desc(likedBands.createdAt), desc(likedBands.bandId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function likedRestaurantsPage(db: Db, userId: string, { page, pageSize }: PageParams) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      description: restaurants.description,
      imageUrl: restaurants.imageUrl,
      location: restaurants.location,
      country: restaurants.country,
      state: restaurants.state,
      cuisine: restaurants.cuisine,
      priceRange: restaurants.priceRange,
      openingTime: restaurants.openingTime,
      closingTime: restaurants.closingTime,
      websiteUrl: restaurants.websiteUrl,
      instagramUrl: restaurants.instagramUrl,
      eatNowUrl: restaurants.eatNowUrl,
      active: restaurants.active,
      liked,
      featured,
      total: windowTotal,
    })
    .from(likedRestaurants)
    .innerJoin(
      restaurants,
      and(eq(restaurants.id, likedRestaurants.restaurantId), eq(restaurants.active, true)),
    )
    .leftJoin(featuredItems, featuredJoin('restaurant', restaurants.id))
    .where(eq(likedRestaurants.userId, userId))
    .orderBy(desc(likedRestaurants.createdAt), desc(likedRestaurants.restaurantId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function likedProvidersPage(db: Db, userId: string, { page, pageSize }: PageParams) {
  return db
    .select({
      id: providers.id,
      firstName: providers.firstName,
      lastName: providers.lastName,
      avatarUrl: providers.avatarUrl,
      services: providers.services,
      ratingTotal: providers.ratingTotal,
      ratingCount: providers.ratingCount,
      location: providers.location,
      state: providers.state,
      country: providers.country,
      bio: providers.bio,
      instagramUrl: providers.instagramUrl,
      bookingUrl: providers.bookingUrl,
      active: providers.active,
      liked,
      featured,
      total: windowTotal,
    })
    .from(likedProviders)
    .innerJoin(providers, and(eq(providers.id, likedProviders.providerId), eq(providers.active, true)))
    .leftJoin(featuredItems, featuredJoin('face', providers.id))
    .where(eq(likedProviders.userId, userId))
    .orderBy(desc(likedProviders.createdAt), desc(likedProviders.providerId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

/** The number of liked items of a kind; needed only when a page past the end came back empty. */
export async function countLiked(db: Db, type: LikeType, userId: string): Promise<number> {
  const [row] = await (() => {
    switch (type) {
      case 'events':
        return db
          .select({ total: count() })
          .from(likedEvents)
          .innerJoin(events, and(eq(events.id, likedEvents.eventId), eq(events.active, true)))
          .where(eq(likedEvents.userId, userId));
      case 'bands':
        return db
          .select({ total: count() })
          .from(likedBands)
          .innerJoin(
            carnivalBands,
            and(eq(carnivalBands.id, likedBands.bandId), eq(carnivalBands.active, true)),
          )
          .where(eq(likedBands.userId, userId));
      case 'restaurants':
        return db
          .select({ total: count() })
          .from(likedRestaurants)
          .innerJoin(
            restaurants,
            and(eq(restaurants.id, likedRestaurants.restaurantId), eq(restaurants.active, true)),
          )
          .where(eq(likedRestaurants.userId, userId));
      case 'providers':
        return db
          .select({ total: count() })
          .from(likedProviders)
          .innerJoin(providers, and(eq(providers.id, likedProviders.providerId), eq(providers.active, true)))
          .where(eq(likedProviders.userId, userId));
    }
  })();
  return row?.total ?? 0;
}
