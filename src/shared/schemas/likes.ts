import { z } from 'zod';
import { paginationSchema } from './common';

export type { LikedItems, LikeState } from '../domains/likes';

/** Likes and the dashboard's 'How Yuh Like It' tab. */

/** The keys of GET /api/likes: the list names of the likeable kinds. */
export const LIKE_TYPES = ['events', 'bands', 'restaurants', 'providers'] as const;

/** GET /api/likes: `page` and `pageSize` apply to each of the four lists. */
export const likedItemsQuerySchema = paginationSchema;
export type LikedItemsQuery = z.infer<typeof likedItemsQuerySchema>;
