import { AppError, messages } from '../../../shared/errors';
import { averageRating } from '../../../shared/rating';
import type { ListResponse } from '../../../shared/schemas/common';
import type { LikedItems, LikedItemsQuery, LikeState, LikeType } from '../../../shared/schemas/likes';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/lists';
import { canLikeInactive } from './policy';
import {
  countLiked,
  deleteLike,
  insertLike,
  itemExists,
  likedBandsPage,
  likedEventsPage,
  likedProvidersPage,
  likedRestaurantsPage,
} from './queries';

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

/** Like an event, band, restaurant or provider. Liking twice is no error: the item stays liked. */
export async function likeItem(db: Db, actor: Actor, type: LikeType, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await insertLike(db, type, actor.id, id);
  return { liked: true };
}

/** Unlike; unliking something not liked is no error either. */
export async function unlikeItem(db: Db, actor: Actor, type: LikeType, id: string): Promise<LikeState> {
  await requireLikeable(db, actor, type, id);
  await deleteLike(db, type, actor.id, id);
  return { liked: false };
}

/**
 * One page of a kind from rows carrying their window total. A page past the end has no rows to carry it,
 * so only then is the total counted separately.
 */
async function toPage<Row extends { total: number }, Item>(
  rows: Row[],
  query: LikedItemsQuery,
  count: () => Promise<number>,
  toItem: (row: Omit<Row, 'total'>) => Item,
): Promise<ListResponse<Item>> {
  const total = rows[0]?.total ?? (query.page > 1 ? await count() : 0);
  const items = rows.map(({ total: _total, ...row }) => toItem(row));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

function withAverage<Row extends { ratingTotal: number; ratingCount: number }>(row: Row) {
  const { ratingTotal, ratingCount, ...rest } = row;
  return { ...rest, rating: averageRating(ratingTotal, ratingCount), totalRatings: ratingCount };
}

/** The dashboard's 'How Yuh Like It': the member's liked items still listed, newest like first. */
export async function listMyLikes(db: Db, actor: Actor, query: LikedItemsQuery): Promise<LikedItems> {
  const [events, bands, restaurants, providers] = await Promise.all([
    likedEventsPage(db, actor.id, query),
    likedBandsPage(db, actor.id, query),
    likedRestaurantsPage(db, actor.id, query),
    likedProvidersPage(db, actor.id, query),
  ]);
  const counter = (type: LikeType) => () => countLiked(db, type, actor.id);
  return {
    events: await toPage(events, query, counter('events'), (row) => row),
    bands: await toPage(bands, query, counter('bands'), withAverage),
    restaurants: await toPage(restaurants, query, counter('restaurants'), (row) => row),
    providers: await toPage(providers, query, counter('providers'), (row) => {
      const item = withAverage(row);
      // Provider cards show 0 while unrated (docs/api-public.md), bands show nothing (null).
      return { ...item, rating: item.rating ?? 0 };
    }),
  };
}
