import { itemKinds, LIKEABLE_KINDS } from '../../../shared/domains/item-kind';
import { likedItemsSchema, likeStateSchema } from '../../../shared/domains/likes';
import { likedItemsQuerySchema } from '../../../shared/schemas/likes';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import { likeItem, listMyLikes, unlikeItem } from './service';

export function registerLikeRoutes(routes: Routes): void {
  routes.get(
    '/api/likes',
    {
      summary:
        "The member's liked items that are still listed, newest like first, for the dashboard: " +
        'one page of each kind in the list item shapes (liked true). `page` and `pageSize` apply to each kind.',
      auth: 'user',
      query: likedItemsQuerySchema,
      response: likedItemsSchema,
    },
    ({ c, actor, query }) => listMyLikes(c.get('deps').db, actor, query),
  );

  // One route per kind: each kind has its own sign-in message for visitors.
  for (const kind of LIKEABLE_KINDS) {
    const { list, signInToLike } = itemKinds[kind];
    routes.put(
      `/api/likes/${list}/:id`,
      {
        summary: `Like one of the ${list}; liking twice is fine. 404 when there is no such item. 429 (Retry-After) past 60 likes and unlikes a minute.`,
        auth: 'user',
        middleware: [memberRateLimit('like')],
        unauthenticated: signInToLike,
        notFound: itemKinds[kind].notFound,
        response: likeStateSchema,
      },
      ({ c, actor, params }) => likeItem(c.get('deps').db, c.get('deps').live, actor, kind, params.id),
    );
    routes.delete(
      `/api/likes/${list}/:id`,
      {
        summary: `Unlike one of the ${list}; unliking twice is fine. 404 when there is no such item. 429 as for a like.`,
        auth: 'user',
        middleware: [memberRateLimit('like')],
        unauthenticated: signInToLike,
        notFound: itemKinds[kind].notFound,
        response: likeStateSchema,
      },
      ({ c, actor, params }) => unlikeItem(c.get('deps').db, c.get('deps').live, actor, kind, params.id),
    );
  }
}
