import { likedBands, likedEvents, likedProviders, likedRestaurants } from '../schema';
import type { Executor } from './util';

export type LikeKind = 'event' | 'band' | 'restaurant' | 'provider';

/** A member likes an item; a second like of the same item is refused by the primary key. */
export async function createLike(
  db: Executor,
  kind: LikeKind,
  userId: string,
  itemId: string,
): Promise<void> {
  switch (kind) {
    case 'event':
      await db.insert(likedEvents).values({ userId, eventId: itemId });
      return;
    case 'band':
      await db.insert(likedBands).values({ userId, bandId: itemId });
      return;
    case 'restaurant':
      await db.insert(likedRestaurants).values({ userId, restaurantId: itemId });
      return;
    case 'provider':
      await db.insert(likedProviders).values({ userId, providerId: itemId });
      return;
  }
}
