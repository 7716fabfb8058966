import { sql } from 'drizzle-orm';
import { preparedPerShape, type Placeholders } from '../../db/prepared';
import type { LikeableKind } from '../../../shared/domains/item-kind';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { likedBands, likedEvents, likedProviders, likedRestaurants } from '../../db/schema/likes';
import { visibleBandQuery } from '../bands/service';
import { visibleEventQuery } from '../events/service';
import { visibleProviderQuery } from '../faces/service';
import { visibleRestaurantQuery } from '../restaurants/service';

/** Each kind's like table: the member's column and the item's (the pair is the table's primary key). */
const likeColumns = {
  event: { user: likedEvents.userId, item: likedEvents.eventId },
  band: { user: likedBands.userId, item: likedBands.bandId },
  restaurant: { user: likedRestaurants.userId, item: likedRestaurants.restaurantId },
  face: { user: likedProviders.userId, item: likedProviders.providerId },
} satisfies Record<LikeableKind, { user: AnyPgColumn; item: AnyPgColumn }>;

/** Each kind's own module gives its visibility check as a query (inactive items only for administrators). */
const visibleQuery = {
  event: visibleEventQuery,
  band: visibleBandQuery,
  restaurant: visibleRestaurantQuery,
  face: visibleProviderQuery,
} satisfies Record<LikeableKind, unknown>;

/**
 * Each kind's like and unlike with the item's visibility check in one statement (issue #25, goal 3): the CTE
 * `item` is the item when the viewer may see it, `written` inserts or deletes the member's row for that item
 * only (PostgreSQL runs a data-modifying CTE whether or not the query reads it), and the rows answered are the
 * item's, so none means the item is not there for this viewer and nothing was written. Built once per kind,
 * direction and audience and prepared (db/prepared.ts): each connection parses it once.
 */
const likeStatement = preparedPerShape(
  (
    db,
    shape: { type: LikeableKind; liked: boolean; inactive: boolean },
    p: Placeholders<{ userId: string; itemId: string }>,
  ) => {
    const { user, item: itemColumn } = likeColumns[shape.type];
    const item = db.$with('item').as(visibleQuery[shape.type](db, p.itemId, shape.inactive));
    const write = shape.liked
      ? sql`insert into ${user.table} (${sql.identifier(user.name)}, ${sql.identifier(itemColumn.name)})
          select ${p.userId}, ${item.id} from ${item} on conflict do nothing`
      : sql`delete from ${user.table} where ${user} = ${p.userId} and ${itemColumn} in (select ${item.id} from ${item})`;
    const written = db.$with('written', {}).as(write);
    return db.with(item, written).select({ id: item.id }).from(item);
  },
);

/**
 * Adds the member's like (`liked`) or removes it, if the item is there for the viewer (`inactive`: they see
 * inactive items too); false when it is not (nothing written). A second like of the same item is no error
 * (liked_*_pk, ON CONFLICT DO NOTHING), nor is removing a like that is not there.
 */
export async function writeLike(
  db: Db,
  type: LikeableKind,
  { userId, itemId, inactive }: { userId: string; itemId: string; inactive: boolean },
  liked: boolean,
): Promise<boolean> {
  const rows = await likeStatement(db, { type, liked, inactive }, { userId, itemId });
  return rows.length > 0;
}

/** Publications of one event's like count run one after another (publishEventLikes in service.ts). */
export async function lockEventLikes(tx: Tx, eventId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${eventId}))`);
}
