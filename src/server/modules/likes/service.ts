import { notFoundMessage, type LikeableKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState } from '../../../shared/schemas/likes';
import { liveTopics } from '../../../shared/schemas/live';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { publish } from '../../platform/live/publisher';
import { findVisibleBand, likedBands } from '../bands/service';
import { eventLikeCount, findVisibleEvent, likedEvents } from '../events/service';
import { findVisibleProvider, likedProviders } from '../faces/service';
import { findVisibleRestaurant, likedRestaurants } from '../restaurants/service';
import { deleteLike, insertLike, lockEventLikes } from './queries';

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

/**
 * An event's like count is shown live on its page: the write, the new count and its publication happen in
 * one transaction under a per-event lock, so two members liking at once publish 1 then 2, never 1 twice.
 */
async function changeLike(db: Db, type: LikeableKind, id: string, write: (db: Db | Tx) => Promise<void>) {
  if (type !== 'event') return write(db);
  await db.transaction(async (tx) => {
    await lockEventLikes(tx, id);
    await write(tx);
    await publish(tx, liveTopics.event(id), { type: 'event.likes', likes: await eventLikeCount(tx, id) });
  });
}

/** Like an event, band, restaurant or provider. Liking twice is no error: the item stays liked. */
export async function likeItem(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await changeLike(db, type, id, (tx) => insertLike(tx, type, actor.id, id));
  return { liked: true };
}

/** Unlike; unliking something not liked is no error either. */
export async function unlikeItem(db: Db, actor: Actor, type: LikeableKind, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await changeLike(db, type, id, (tx) => deleteLike(tx, type, actor.id, id));
  return { liked: false };
}

/** The live topic `event:{id}` (like counts) is for whoever may see the event; 404 like the page otherwise. */
export async function assertEventWatchable(db: Db, actor: Actor | null, id: string): Promise<void> {
  const found = isUuid(id) && (await findVisibleEvent(db, actor, id));
  if (!found) throw new AppError('NOT_FOUND', notFoundMessage('event'));
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
