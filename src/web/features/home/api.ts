import { queryOptions } from '@tanstack/react-query';
import { HERO } from '../../../shared/constants';
import type { ProviderItem } from '../../../shared/schemas/faces';
import type { ProductItem } from '../../../shared/schemas/marqet';
import type {
  AdItem,
  BandItem,
  EventItem,
  HeroSlideItem,
  HomeSection,
  PartnerItem,
  RestaurantItem,
} from '../../../shared/schemas/public';
import { api } from '../../lib/api';

export type Partner = PartnerItem;

function isPartner(value: unknown): value is Partner {
  const p = value as Partner | null;
  return !!p && typeof p.id === 'string' && typeof p.name === 'string' && typeof p.logoUrl === 'string';
}

/** Home keys; sections carry the viewer, as their items carry the viewer's likes. */
export const homeKeys = {
  all: ['home'] as const,
  partners: ['home', 'partners'] as const,
  heroSlides: ['home', 'hero-slides'] as const,
  ads: (position: string) => ['home', 'ads', position] as const,
  sections: ['home', 'section'] as const,
  section: (viewer: string, section: string) => ['home', 'section', viewer, section] as const,
};

/** Active partners in order; an empty list when the call fails (the strip hides itself). */
export const partnersQuery = queryOptions({
  queryKey: homeKeys.partners,
  queryFn: async ({ signal }): Promise<Partner[]> => {
    try {
      const data = await api.get<{ items?: unknown }>('/api/partners', { signal });
      return Array.isArray(data?.items) ? data.items.filter(isPartner) : [];
    } catch {
      return [];
    }
  },
  staleTime: 10 * 60_000,
  retry: false,
});

/**
 * GET /api/hero-slides. Retried up to 3 times, 2 s, 4 s then 8 s apart (public-site.md §9); the page
 * waits 1 s before the first call.
 */
export const heroSlidesQuery = queryOptions({
  queryKey: homeKeys.heroSlides,
  queryFn: async ({ signal }) =>
    (await api.get<{ items: HeroSlideItem[] }>('/api/hero-slides', { signal })).items ?? [],
  retry: HERO.retries,
  retryDelay: (failures) => Math.min(HERO.retryBaseMs * 2 ** failures, HERO.retryCapMs),
  staleTime: 10 * 60_000,
});

/** GET /api/ads?position=… (active and running now, in order). */
export const adsQuery = (position: string) =>
  queryOptions({
    queryKey: homeKeys.ads(position),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AdItem[] }>('/api/ads', { query: { position }, signal })).items ?? [],
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

/** GET /api/home/:section: at most 3 items. Keyed by viewer, as the items carry the viewer's likes. */
export const homeSectionQuery = <S extends HomeSection>(viewer: string, section: S) =>
  queryOptions({
    queryKey: homeKeys.section(viewer, section),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: HomeSectionItems[S][] }>(`/api/home/${section}`, { signal })).items ?? [],
  });
