import { and, eq, sql } from 'drizzle-orm';
import type { LikeableKind } from '../../../shared/domains/item-kind';
import type { Db, Tx } from '../../db/client';
import { likedBands, likedEvents, likedProviders, likedRestaurants } from '../../db/schema/likes';

/** Add the like; a second like of the same item is no error (liked_*_pk, ON CONFLICT DO NOTHING). */
export async function insertLike(
  db: Db | Tx,
  type: LikeableKind,
  userId: string,
  itemId: string,
): Promise<void> {
  switch (type) {
    case 'event':
      await db.insert(likedEvents).values({ userId, eventId: itemId }).onConflictDoNothing();
      return;
    case 'band':
      await db.insert(likedBands).values({ userId, bandId: itemId }).onConflictDoNothing();
      return;
    case 'restaurant':
      await db.insert(likedRestaurants).values({ userId, restaurantId: itemId }).onConflictDoNothing();
      return;
    case 'face':
      await db.insert(likedProviders).values({ userId, providerId: itemId }).onConflictDoNothing();
      return;
  }
}

export async function deleteLike(
  db: Db | Tx,
  type: LikeableKind,
  userId: string,
  itemId: string,
): Promise<void> {
  switch (type) {
    case 'event':
      await db
        .delete(likedEvents)
        .where(and(eq(likedEvents.userId, userId), eq(likedEvents.eventId, itemId)));
      return;
    case 'band':
      await db.delete(likedBands).where(and(eq(likedBands.userId, userId), eq(likedBands.bandId, itemId)));
      return;
    case 'restaurant':
      await db
        .delete(likedRestaurants)
        .where(and(eq(likedRestaurants.userId, userId), eq(likedRestaurants.restaurantId, itemId)));
      return;
    case 'face':
      await db
        .delete(likedProviders)
        .where(and(eq(likedProviders.userId, userId), eq(likedProviders.providerId, itemId)));
      return;
  }
}

/** Publications of one event's like count run one after another (publishEventLikes in service.ts). */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
