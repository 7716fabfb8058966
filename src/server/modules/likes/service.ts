import { notFoundMessage, type LikeableKind } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import type { LikedItems, LikedItemsQuery, LikeState } from '../../../shared/schemas/likes';
import { seesInactive } from '../../../shared/domains/viewer';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import type { LiveHub } from '../../platform/live/hub';
import { pruneNowAndThen } from '../../platform/rate-limit';
import { likedBands } from '../bands/service';
import { findVisibleEvent, likedEvents } from '../events/service';
import { likedProviders } from '../faces/service';
import { likedRestaurants } from '../restaurants/service';
import { publishEventLikeCount, writeLike } from './queries';

/** Where a changed like count goes: the process's live hub publishes it soon, at most once a second. */
export type LikeCounts = Pick<LiveHub, 'soon'>;

/**
 * Like (`liked`) or unlike an event, band, restaurant or provider. Liking twice is no error (the item stays
 * liked), nor is unliking something not liked. Answers the new state, or when the member is past their like limit
 * (MEMBER_WRITE_LIMITS.like, counted in the same statement as the write) how long to wait: the route answers 429.
 *
 * An event's like count is shown live on its page. The like is written on its own (no lock, no publication
 * in its statement: a burst of likes must not queue on the live channel's publish lock). After it commits the
 * count is published, at most once a second per event (LiveHub.soon: the first like of a second publishes
 * before it answers, the others of that second share one publication at its end), and always once more after
 * the last change, so watchers end on the true count.
 */
export async function setLike(
  db: Db,
  live: LikeCounts,
  actor: Actor,
  type: LikeableKind,
  id: string,
  liked: boolean,
  now = Date.now(),
): Promise<LikeState | { retryAfterSeconds: number }> {
  // The limit, the visibility check and the write are one statement (queries.ts): nothing is written for an
  // item not there, nor past the limit.
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage(type));
  const verdict = await writeLike(
    db,
    type,
    { userId: actor.id, itemId: id, inactive: seesInactive(actor), now },
    liked,
  );
  await pruneNowAndThen(db, now);
  if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds };
  if (!verdict.found) throw new AppError('NOT_FOUND', notFoundMessage(type));
  if (type === 'event') await live.soon(`event-likes:${id}`, () => publishEventLikeCount(db, id));
  return { liked };
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
