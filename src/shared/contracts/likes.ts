import { endpoint } from '../contract';
import { itemKinds, type LikeableKind } from '../domains/item-kind';
import { likedItemsSchema, likeStateSchema } from '../domains/likes';
import { likedItemsQuerySchema } from '../schemas/likes';

/**
 * Liking and unliking one kind of item: one endpoint each per kind, as each kind has its own sign-in message
 * for visitors. A like changes the item's `liked` wherever it shows: the kind's own reads (its resource is its
 * list name: 'events', 'bands', 'restaurants', 'providers') and the home page's sections, besides the
 * dashboard's liked items (the `likes` resource).
 */
function likeToggle<const L extends string>(kind: LikeableKind, list: L) {
  const path = `/api/likes/${list}/:id` as `/api/likes/${L}/:id`;
  const shared = {
    path,
    auth: 'user' as const,
    unauthenticated: itemKinds[kind].signInToLike,
    response: likeStateSchema,
    resource: 'likes',
    touches: [list, 'home'],
  };
  return {
    like: endpoint({
      ...shared,
      method: 'put',
      summary: `Like one of the ${list}; liking twice is fine. 404 when there is no such item. 429 (Retry-After) past 60 likes and unlikes a minute.`,
    }),
    unlike: endpoint({
      ...shared,
      method: 'delete',
      summary: `Unlike one of the ${list}; unliking twice is fine. 404 when there is no such item. 429 as for a like.`,
    }),
  };
}

/** Likes (member-areas.md §2, §4): a member's hearts on events, bands, restaurants and providers. */
export const likeEndpoints = {
  mine: endpoint({
    method: 'get',
    path: '/api/likes',
    summary:
      "The member's liked items that are still listed, newest like first, for the dashboard: " +
      'one page of each kind in the list item shapes (liked true). `page` and `pageSize` apply to each kind.',
    auth: 'user',
    query: likedItemsQuerySchema,
    response: likedItemsSchema,
    resource: 'likes',
  }),
  /** By kind, in LIKEABLE_KINDS order (the order the routes are served in). */
  toggles: {
    event: likeToggle('event', itemKinds.event.list),
    band: likeToggle('band', itemKinds.band.list),
    restaurant: likeToggle('restaurant', itemKinds.restaurant.list),
    face: likeToggle('face', itemKinds.face.list),
  } satisfies Record<LikeableKind, unknown>,
};
