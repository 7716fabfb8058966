import type { ErrorCode } from '../../../shared/errors';
import { LIKE_TYPES, likedItemsQuerySchema, type LikeType } from '../../../shared/schemas/likes';
import type { Routes } from '../../platform/http';
import { likeItem, listMyLikes, unlikeItem } from './service';

/** A visitor who tries to like is told, in the spec's words, to sign in for that kind of item. */
const SIGN_IN_TO_LIKE: Record<LikeType, ErrorCode> = {
  events: 'SIGN_IN_TO_LIKE_EVENTS',
  bands: 'SIGN_IN_TO_LIKE_BANDS',
  restaurants: 'SIGN_IN_TO_LIKE_RESTAURANTS',
  providers: 'SIGN_IN_TO_LIKE_PROVIDERS',
};

export function registerLikeRoutes(routes: Routes): void {
  routes.get(
    '/api/likes',
    {
      summary:
        "The member's liked items that are still listed, newest like first, for the dashboard: " +
        '{ events, bands, restaurants, providers }, each { items, total, page, pageSize } with the list ' +
        'item shapes of docs/api-public.md (liked true). `page` and `pageSize` apply to each kind.',
      auth: 'user',
      query: likedItemsQuerySchema,
    },
    async ({ c, actor, query }) => c.json(await listMyLikes(c.get('deps').db, actor, query)),
  );

  // One route per kind: each kind has its own sign-in message for visitors.
  for (const type of LIKE_TYPES) {
    routes.put(
      `/api/likes/${type}/:id`,
      {
        summary: `Like one of the ${type}: { liked: true }; liking twice is fine. 404 when there is no such item.`,
        auth: 'user',
        unauthenticated: SIGN_IN_TO_LIKE[type],
      },
      async ({ c, actor, params }) => c.json(await likeItem(c.get('deps').db, actor, type, params.id ?? '')),
    );
    routes.delete(
      `/api/likes/${type}/:id`,
      {
        summary: `Unlike one of the ${type}: { liked: false }; unliking twice is fine. 404 when there is no such item.`,
        auth: 'user',
        unauthenticated: SIGN_IN_TO_LIKE[type],
      },
      async ({ c, actor, params }) =>
        c.json(await unlikeItem(c.get('deps').db, actor, type, params.id ?? '')),
    );
  }
}
