import { queryOptions } from '@tanstack/react-query';
import { HERO } from '../../../shared/constants';
import { homeEndpoints as e } from '../../endpoints/home';
import type { ProviderItem } from '../../../shared/schemas/faces';
import type { ProductItem } from '../../../shared/schemas/marqet';
import type {
  BandItem,
  EventItem,
  HomeSection,
  PartnerItem,
  RestaurantItem,
} from '../../../shared/schemas/public';
import { call, endpointKey, endpointQuery } from '../../lib/client';

export type Partner = PartnerItem;

/**
 * The home page's reads are the `home` resource (the back office's home managers' too): a write there, a
 * featured star or another feature's write that touches `home` refreshes them. Sections carry the viewer, as
 * their items carry the viewer's likes.
 *
 * @deprecated for the features that still invalidate home reads by key: declare `touches: ['home']` on the
 * write's endpoint instead. Both roots are the whole `home` resource.
 */
export const homeKeys = { all: ['home'] as const, sections: ['home'] as const };

/** Active partners in order; an empty list when the call fails (the strip hides itself). */
export const partnersQuery = queryOptions({
  queryKey: endpointKey(e.partners, {}),
  queryFn: async ({ signal }) => {
    try {
      return await call(e.partners, { signal });
    } catch {
      return { items: [] };
    }
  },
  select: (answer): Partner[] => answer.items,
  staleTime: 10 * 60_000,
  retry: false,
});

/**
 * GET /api/hero-slides. Retried up to 3 times, 2 s, 4 s then 8 s apart (public-site.md §9); the page
 * waits 1 s before the first call.
 */
export const heroSlidesQuery = queryOptions({
  ...endpointQuery(e.heroSlides, {}),
  select: (answer) => answer.items,
  retry: HERO.retries,
  retryDelay: (failures) => Math.min(HERO.retryBaseMs * 2 ** failures, HERO.retryCapMs),
  staleTime: 10 * 60_000,
});

/**
 * GET /api/ads?position=… (active and running now, in order). The home page's first load preloads
 * '/api/ads?position=hero' (src/shared/first-load.ts): the query is `{ position }` alone, so the URL matches.
 */
export const adsQuery = (position: string) =>
  queryOptions({
    ...endpointQuery(e.ads, { query: { position } }),
    select: (answer) => answer.items,
    staleTime: 5 * 60_000,
  });

export interface HomeSectionItems {
  bands: BandItem;
  events: EventItem;
  destinations: EventItem;
  marqet: ProductItem;
  eats: RestaurantItem;
  faces: ProviderItem;
}

/**
 * GET /api/home/:section: at most 3 items. Keyed by viewer, as the items carry the viewer's likes. The answer
 * is parsed with the items' union; the section names which of its kinds they are.
 */
export const homeSectionQuery = <S extends HomeSection>(viewer: string, section: S) =>
  queryOptions({
    ...endpointQuery(e.section, { params: { section } }, viewer),
    select: (answer) => answer.items as HomeSectionItems[S][],
  });
