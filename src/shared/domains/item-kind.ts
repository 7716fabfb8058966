import type { ErrorCode } from '../errors';
import { messages } from '../errors';

/**
 * The kinds of listed item members like and administrators feature. ItemKind is the one name of a kind in
 * code and in the database (featured_items.item_type); the other names are the public API's paths, which
 * clients already use and so stay as they are.
 */
export const ITEM_KINDS = ['event', 'restaurant', 'face', 'band', 'marqet'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

interface KindFacts {
  /** The list route and the like path segment: /api/<list>, /api/likes/<list>/:id. */
  list: string;
  /** The home section that shows featured items of the kind: /api/home/<homeSection>. */
  homeSection: string;
  /** The 404 text of the kind's detail (the spec's words), if it has one. */
  notFound?: string;
  /** What a visitor who tries to like it is told; kinds without it cannot be liked. */
  signInToLike?: ErrorCode;
}

export const itemKinds = {
  event: {
    list: 'events',
    homeSection: 'events',
    notFound: messages.events.notFound,
    signInToLike: 'SIGN_IN_TO_LIKE_EVENTS',
  },
  band: {
    list: 'bands',
    homeSection: 'bands',
    notFound: messages.bands.notFound,
    signInToLike: 'SIGN_IN_TO_LIKE_BANDS',
  },
  restaurant: {
    list: 'restaurants',
    homeSection: 'eats',
    notFound: messages.restaurants.notFound,
    signInToLike: 'SIGN_IN_TO_LIKE_RESTAURANTS',
  },
  face: {
    list: 'providers',
    homeSection: 'faces',
    notFound: messages.faces.notFound,
    signInToLike: 'SIGN_IN_TO_LIKE_PROVIDERS',
  },
  marqet: { list: 'products', homeSection: 'marqet' },
} as const satisfies Record<ItemKind, KindFacts>;

/** The kinds a member can like (each has its own sign-in message). */
export const LIKEABLE_KINDS = ['event', 'band', 'restaurant', 'face'] as const satisfies readonly ItemKind[];
export type LikeableKind = (typeof LIKEABLE_KINDS)[number];

const byList = new Map<string, ItemKind>(ITEM_KINDS.map((kind) => [itemKinds[kind].list, kind]));

/** The kind behind a list name ('providers' → 'face'); undefined for anything else. */
export const kindOfList = (list: string): ItemKind | undefined => byList.get(list);

export const notFoundMessage = (kind: ItemKind): string | undefined =>
  (itemKinds[kind] as KindFacts).notFound;
