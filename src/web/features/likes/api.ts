import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIKE_TYPES, type LikedItems } from '../../../shared/schemas/likes';
import { api } from '../../lib/api';

/** How many of each kind one "Show more" adds. */
export const LIKES_PAGE_SIZE = 12;

/**
 * GET /api/likes, page by page: each page holds the next `LIKES_PAGE_SIZE` likes of every kind. Kept under
 * ['likes'], which every like and unlike invalidates (components/listing/invalidate.ts).
 */
export const likeKeys = {
  all: ['likes'] as const,
  mine: (viewer: string) => ['likes', viewer] as const,
};

export const myLikesQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: likeKeys.mine(viewer),
    queryFn: ({ pageParam, signal }) =>
      api.get<LikedItems>('/api/likes', { query: { page: pageParam, pageSize: LIKES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) =>
      LIKE_TYPES.some((type) => last[type].page * last[type].pageSize < last[type].total)
        ? lastPage + 1
        : undefined,
  });
