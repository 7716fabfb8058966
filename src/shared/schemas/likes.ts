import { z } from 'zod';
import { paginationSchema, type ListResponse } from './common';
import type { ProviderItem } from './faces';
import type { BandItem, EventItem, RestaurantItem } from './public';

/** Likes (docs/api-public.md, Writes) and the dashboard's 'How Yuh Like It' tab. */

/** The keys of GET /api/likes: the list names of the likeable kinds. */
export const LIKE_TYPES = ['events', 'bands', 'restaurants', 'providers'] as const;

/** PUT and DELETE /api/likes/:type/:id answer the state after the call. */
export interface LikeState {
  liked: boolean;
}

/** GET /api/likes: `page` and `pageSize` apply to each of the four lists. */
export const likedItemsQuerySchema = paginationSchema;
export type LikedItemsQuery = z.infer<typeof likedItemsQuerySchema>;

/**
 * GET /api/likes: the member's liked items of each kind that are still listed, newest like first, in the
 * item shapes of the public lists (`liked` is always true here).
 */
export interface LikedItems {
  events: ListResponse<EventItem>;
  bands: ListResponse<BandItem>;
  restaurants: ListResponse<RestaurantItem>;
  providers: ListResponse<ProviderItem>;
}
