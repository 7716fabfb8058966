import { and, eq, sql } from 'drizzle-orm';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
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

/** The item's property in each kind's like row. */
const itemKey = { event: 'eventId', band: 'bandId', restaurant: 'restaurantId', face: 'providerId' } as const;

/**
 * Each kind's like and unlike, built once and prepared (db/prepared.ts): on PostgreSQL each connection parses
 * them once, and no like builds its statement again (issue #25, goal 3).
 */
const likeStatement = preparedPerShape(
  (
    db,
    shape: { type: LikeableKind; liked: boolean },
    p: Placeholders<{ userId: string; itemId: string }>,
  ) => {
    const { user, item } = likeColumns[shape.type];
    if (!shape.liked) return db.delete(user.table).where(and(eq(user, p.userId), eq(item, p.itemId)));
    const row = { userId: p.userId, [itemKey[shape.type]]: p.itemId };
    return db
      .insert(user.table as typeof likedEvents)
      .values(row as never)
      .onConflictDoNothing();
  },
);

/**
 * Adds the member's like (`liked`) or removes it. A second like of the same item is no error (liked_*_pk,
 * ON CONFLICT DO NOTHING), nor is removing a like that is not there.
 */
export async function writeLike(
  db: Db,
  type: LikeableKind,
  userId: string,
  itemId: string,
  liked: boolean,
): Promise<void> {
  await likeStatement(db, { type, liked }, { userId, itemId });
}

/** Publications of one event's like count run one after another (publishEventLikes in service.ts). */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
