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

/** Add the like; a second like of the same item is no error (liked_*_pk, ON CONFLICT DO NOTHING). */
export async function insertLike(
  db: Db | Tx,
  type: LikeableKind,
  userId: string,
  itemId: string,
): Promise<void> {
  const { user, item } = likeColumns[type];
  await db.execute(
    sql`insert into ${user.table} (${sql.identifier(user.name)}, ${sql.identifier(item.name)}) values (${userId}, ${itemId}) on conflict do nothing`,
  );
}

export async function deleteLike(
  db: Db | Tx,
  type: LikeableKind,
  userId: string,
  itemId: string,
): Promise<void> {
  const { user, item } = likeColumns[type];
  await db.delete(user.table).where(and(eq(user, userId), eq(item, itemId)));
}

/** Publications of one event's like count run one after another (publishEventLikes in service.ts). */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
