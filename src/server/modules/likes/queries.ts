import { and, eq, sql } from 'drizzle-orm';
import type { LikeType } from '../../../shared/schemas/likes';
import type { Db, Tx } from '../../db/client';
import {
  carnivalBands,
  events,
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
export async function insertLike(db: Db | Tx, type: LikeType, userId: string, itemId: string): Promise<void> {
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

export async function deleteLike(db: Db | Tx, type: LikeType, userId: string, itemId: string): Promise<void> {
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

/** Likes of one event change one after another (see changeLike in service.ts); other events are not held. */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
