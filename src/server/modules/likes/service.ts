import { AppError, messages } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState, LikeType } from '../../../shared/schemas/likes';
import type { Actor } from '../../app-env';
import { liveTopics } from '../../../shared/schemas/live';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { publish } from '../../platform/live/publisher';
import { likedBands } from '../bands/service';
import { eventLikeCount, likedEvents } from '../events/service';
import { likedProviders } from '../faces/service';
import { likedRestaurants } from '../restaurants/service';
import { canLikeInactive } from './policy';
import { deleteLike, insertLike, itemExists, lockEventLikes } from './queries';

const NOT_FOUND: Record<LikeType, string> = {
  events: messages.events.notFound,
  bands: messages.bands.notFound,
  restaurants: messages.restaurants.notFound,
  providers: messages.faces.notFound,
};

async function requireLikeable(db: Db, actor: Actor, type: LikeType, id: string): Promise<void> {
  const found = isUuid(id) && (await itemExists(db, type, id, canLikeInactive(actor)));
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND[type]);
}

/**
 * An event's like count is shown live on its page: the write, the new count and its publication happen in
 * one transaction under a per-event lock, so two members liking at once publish 1 then 2, never 1 twice.
 */
async function changeLike(db: Db, type: LikeType, id: string, write: (db: Db | Tx) => Promise<void>) {
  if (type !== 'events') return write(db);
  await db.transaction(async (tx) => {
    await lockEventLikes(tx, id);
    await write(tx);
    await publish(tx, liveTopics.event(id), { type: 'event.likes', likes: await eventLikeCount(tx, id) });
  });
}

/** Like an event, band, restaurant or provider. Liking twice is no error: the item stays liked. */
export async function likeItem(db: Db, actor: Actor, type: LikeType, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await changeLike(db, type, id, (tx) => insertLike(tx, type, actor.id, id));
  return { liked: true };
}

/** Unlike; unliking something not liked is no error either. */
export async function unlikeItem(db: Db, actor: Actor, type: LikeType, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await changeLike(db, type, id, (tx) => deleteLike(tx, type, actor.id, id));
  return { liked: false };
}

/** The live topic `event:{id}` (like counts) is for whoever may see the event; 404 like the page otherwise. */
export async function assertEventWatchable(db: Db, actor: Actor | null, id: string): Promise<void> {
  const found = isUuid(id) && (await itemExists(db, 'events', id, !!actor && canLikeInactive(actor)));
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND.events);
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
