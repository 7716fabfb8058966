import { itemKinds, LIKEABLE_KINDS } from '../../../shared/domains/item-kind';
import { likedItemsQuerySchema } from '../../../shared/schemas/likes';
import type { Routes } from '../../platform/http';
import { likeItem, listMyLikes, unlikeItem } from './service';

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
  for (const kind of LIKEABLE_KINDS) {
    const { list, signInToLike } = itemKinds[kind];
    routes.put(
      `/api/likes/${list}/:id`,
      {
        summary: `Like one of the ${list}: { liked: true }; liking twice is fine. 404 when there is no such item.`,
        auth: 'user',
        unauthenticated: signInToLike,
      },
      async ({ c, actor, params }) => c.json(await likeItem(c.get('deps').db, actor, kind, params.id ?? '')),
    );
    routes.delete(
      `/api/likes/${list}/:id`,
      {
        summary: `Unlike one of the ${list}: { liked: false }; unliking twice is fine. 404 when there is no such item.`,
        auth: 'user',
        unauthenticated: signInToLike,
      },
      async ({ c, actor, params }) =>
        c.json(await unlikeItem(c.get('deps').db, actor, kind, params.id ?? '')),
    );
  }
}
