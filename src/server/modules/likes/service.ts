import { notFoundMessage, type LikeableKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState } from '../../../shared/schemas/likes';
import { liveTopics } from '../../../shared/schemas/live';
import { seesInactive } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import type { LiveHub } from '../../platform/live/hub';
import { publish } from '../../platform/live/publisher';
import { likedBands } from '../bands/service';
import { eventLikeCount, findVisibleEvent, likedEvents } from '../events/service';
import { likedProviders } from '../faces/service';
import { likedRestaurants } from '../restaurants/service';
import { lockEventLikes, writeLike } from './queries';

/** Where a changed like count goes: the process's live hub publishes it soon, at most once a second. */
export type LikeCounts = Pick<LiveHub, 'soon'>;

/**
 * Like (`liked`) or unlike an event, band, restaurant or provider. Liking twice is no error (the item stays
 * liked), nor is unliking something not liked.
 *
 * An event's like count is shown live on its page. The like is written on its own (no lock, no publication
 * in its transaction: a burst of likes must not queue on the live channel's site-wide publish lock, which chat
 * messages and notifications take too). After it commits the count is published, at most once a second per
 * event (LiveHub.soon: the first like of a second publishes before it answers, the others of that second share
 * one publication at its end), and always once more after the last change, so watchers end on the true count.
 */
export async function setLike(
  db: Db,
  live: LikeCounts,
  actor: Actor,
  type: LikeableKind,
  id: string,
  liked: boolean,
): Promise<LikeState> {
  // The visibility check and the write are one statement (queries.ts): nothing is written for an item not there.
  const found =
    isUuid(id) &&
    (await writeLike(db, type, { userId: actor.id, itemId: id, inactive: seesInactive(actor) }, liked));
  if (!found) throw new AppError('NOT_FOUND', notFoundMessage(type));
  if (type === 'event') await live.soon(`event-likes:${id}`, () => publishEventLikes(db, id));
  return { liked };
}

/**
 * The count and its publication under the event's lock, so publications of one event (from any process) read
 * and publish their counts one after the other: counts never go back, and the last one is the true one.
 */
async function publishEventLikes(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEventLikes(tx, id);
    await publish(tx, liveTopics.event(id), { type: 'event.likes', likes: await eventLikeCount(tx, id) });
  });
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
