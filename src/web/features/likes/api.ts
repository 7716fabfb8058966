import { infiniteQueryOptions } from '@tanstack/react-query';
import { likeEndpoints as e } from '../../endpoints/likes';
import { LIKE_TYPES } from '../../../shared/schemas/likes';
import { call, endpointKey } from '../../lib/client';

/** How many of each kind one "Show more" adds. */
export const LIKES_PAGE_SIZE = 12;

/**
 * GET /api/likes, page by page: each page holds the next `LIKES_PAGE_SIZE` likes of every kind. The `likes`
 * resource, which every like and unlike makes stale (src/shared/contracts/likes.ts). One cached list per viewer,
 * its pages asked one after another.
 */
export const myLikesQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: endpointKey(e.mine, { query: { pageSize: LIKES_PAGE_SIZE } }, viewer),
    queryFn: ({ pageParam, signal }) =>
      call(e.mine, { query: { page: pageParam, pageSize: LIKES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      LIKE_TYPES.some((type) => last[type].page * last[type].pageSize < last[type].total)
        ? lastPage + 1
        : undefined,
  });
