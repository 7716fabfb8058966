import { and, eq, sql } from 'drizzle-orm';
import type { LikeableKind } from '../../../shared/domains/item-kind';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { likedBands, likedEvents, likedProviders, likedRestaurants } from '../../db/schema/likes';

/** Each kind's like table: the member's column and the item's (the pair is the table's primary key). */
const likeColumns = {
  event: { user: likedEvents.userId, item: likedEvents.eventId },
  band: { user: likedBands.userId, item: likedBands.bandId },
  restaurant: { user: likedRestaurants.userId, item: likedRestaurants.restaurantId },
  face: { user: likedProviders.userId, item: likedProviders.providerId },
} satisfies Record<LikeableKind, { user: AnyPgColumn; item: AnyPgColumn }>;

/**
 * Adds the member's like (`liked`) or removes it. A second like of the same item is no error (liked_*_pk,
 * ON CONFLICT DO NOTHING), nor is removing a like that is not there.
 */
export async function writeLike(
  db: Db | Tx,
  type: LikeableKind,
  userId: string,
  itemId: string,
  liked: boolean,
): Promise<void> {
  const { user, item } = likeColumns[type];
  if (!liked) {
    await db.delete(user.table).where(and(eq(user, userId), eq(item, itemId)));
    return;
  }
  await db.execute(
    sql`insert into ${user.table} (${sql.identifier(user.name)}, ${sql.identifier(item.name)}) values (${userId}, ${itemId}) on conflict do nothing`,
  );
}

/** Publications of one event's like count run one after another (publishEventLikes in service.ts). */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
