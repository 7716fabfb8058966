import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { bandItemSchema } from './bands';
import { eventItemSchema } from './events';
import { providerItemSchema } from './faces';
import { restaurantItemSchema } from './restaurants';

/** PUT and DELETE /api/likes/:list/:id answer the state after the call. */
export const likeStateSchema = z.object({ liked: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

/**
 * GET /api/likes: the member's liked items of each kind that are still listed, newest like first, in the
 * item shapes of the public lists (`liked` is always true here).
 */
export const likedItemsSchema = z.object({
  events: listResponseSchema(eventItemSchema),
  bands: listResponseSchema(bandItemSchema),
  restaurants: listResponseSchema(restaurantItemSchema),
  providers: listResponseSchema(providerItemSchema),
});
export type LikedItems = z.infer<typeof likedItemsSchema>;
