import { notFoundMessage, type LikeableKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState } from '../../../shared/schemas/likes';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { findVisibleBand, likedBands } from '../bands/service';
import { findVisibleEvent, likedEvents } from '../events/service';
import { findVisibleProvider, likedProviders } from '../faces/service';
import { findVisibleRestaurant, likedRestaurants } from '../restaurants/service';
import { deleteLike, insertLike } from './queries';

/** Each kind's own module says whether the viewer can see the item (and so like it). */
const findVisible = {
  event: findVisibleEvent,
  band: findVisibleBand,
  restaurant: findVisibleRestaurant,
  face: findVisibleProvider,
} satisfies Record<LikeableKind, unknown>;

async function requireLikeable(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<void> {
  const found = isUuid(id) && (await findVisible[type](db, actor, id));
  if (!found) throw new AppError('NOT_FOUND', notFoundMessage(type));
}

/** Like an event, band, restaurant or provider. Liking twice is no error: the item stays liked. */
export async function likeItem(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await insertLike(db, type, actor.id, id);
  return { liked: true };
}

/** Unlike; unliking something not liked is no error either. */
export async function unlikeItem(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await deleteLike(db, type, actor.id, id);
  return { liked: false };
}

/** The dashboard's 'How Yuh Like It': the member's liked items still listed, newest like first. */
export async function listMyLikes(db: Db, actor: Actor, query: LikedItemsQuery): Promise<LikedItems> {
  const [events, bands, restaurants, providers] = await Promise.all([
    likedEvents(db, actor.id, query),
    likedBands(db, actor.id, query),
    likedRestaurants(db, actor.id, query),
    likedProviders(db, actor.id, query),
  ]);
  return { events, bands, restaurants, providers };
}
