import { notFoundMessage, type LikeableKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState } from '../../../shared/schemas/likes';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { likedBands } from '../bands/service';
import { likedEvents } from '../events/service';
import { likedProviders } from '../faces/service';
import { likedRestaurants } from '../restaurants/service';
import { listingPolicy } from '../../../shared/domains/policies';
import { deleteLike, insertLike, itemExists } from './queries';

async function requireLikeable(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<void> {
  const found = isUuid(id) && (await itemExists(db, type, id, listingPolicy.seeInactive(actor)));
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
