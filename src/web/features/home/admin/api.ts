import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { homeContentEndpoints } from '../../../endpoints/home-content';
import { homeEndpoints } from '../../../endpoints/home';
import type { MoveInput } from '../../../../shared/domains/content-admin';
import type {
  AdInput,
  AdminAd,
  AdminFeaturedItem,
  AdminHeroSlide,
  AdminPartner,
  HeroSlideInput,
  PartnerInput,
} from '../../../../shared/domains/home-admin';
import type { ItemKind } from '../../../../shared/domains/item-kind';
import { endpointQuery, write } from '../../../lib/client';
import { type Deleted } from '../../../../shared/schemas/common';

export type { AdminAd, AdminFeaturedItem, AdminHeroSlide, AdminPartner };

export type ContentList = keyof typeof homeContentEndpoints;

export interface ContentItems {
  'hero-slides': AdminHeroSlide;
  ads: AdminAd;
  partners: AdminPartner;
}
export interface ContentInputs {
  'hero-slides': HeroSlideInput;
  ads: AdInput;
  partners: PartnerInput;
}

/**
 * The home managers' lists: short, loaded whole, in order. They are the `home` resource, as the home page's
 * reads: each write refreshes the manager's list and the home page's own queries.
 */
export const contentListQuery = <L extends ContentList>(list: L) =>
  queryOptions({
    ...endpointQuery(homeContentEndpoints[list].list, {}),
    // The answer was parsed with this list's own schema; TypeScript only cannot tie `list` to its item type.
    select: (answer) => answer.items as ContentItems[L][],
  });

/** Writes of one home manager. */
export interface ContentApi<L extends ContentList> {
  create: (input: ContentInputs[L]) => Promise<ContentItems[L]>;
  update: (id: string, input: ContentInputs[L]) => Promise<ContentItems[L]>;
  setActive: (id: string, active: boolean) => Promise<ContentItems[L]>;
  move: (id: string, direction: MoveInput['direction']) => Promise<{ items: ContentItems[L][] }>;
  remove: (id: string) => Promise<Deleted>;
}

function contentWrites(queryClient: QueryClient): { [L in ContentList]: ContentApi<L> } {
  const slides = homeContentEndpoints['hero-slides'];
  const ads = homeContentEndpoints.ads;
  const partners = homeContentEndpoints.partners;
  return {
    'hero-slides': {
      create: (input) => write(queryClient, slides.create, { body: input }),
      update: (id, input) => write(queryClient, slides.update, { params: { id }, body: input }),
      setActive: (id, active) => write(queryClient, slides.setActive, { params: { id }, body: { active } }),
      move: (id, direction) => write(queryClient, slides.move, { params: { id }, body: { direction } }),
      remove: (id) => write(queryClient, slides.remove, { params: { id } }),
    },
    ads: {
      create: (input) => write(queryClient, ads.create, { body: input }),
      update: (id, input) => write(queryClient, ads.update, { params: { id }, body: input }),
      setActive: (id, active) => write(queryClient, ads.setActive, { params: { id }, body: { active } }),
      move: (id, direction) => write(queryClient, ads.move, { params: { id }, body: { direction } }),
      remove: (id) => write(queryClient, ads.remove, { params: { id } }),
    },
    partners: {
      create: (input) => write(queryClient, partners.create, { body: input }),
      update: (id, input) => write(queryClient, partners.update, { params: { id }, body: input }),
      setActive: (id, active) => write(queryClient, partners.setActive, { params: { id }, body: { active } }),
      move: (id, direction) => write(queryClient, partners.move, { params: { id }, body: { direction } }),
      remove: (id) => write(queryClient, partners.remove, { params: { id } }),
    },
  };
}

/** Writes of one home manager; each refreshes the manager's list and the home page's own queries. */
export const contentApi = <L extends ContentList>(list: L, queryClient: QueryClient): ContentApi<L> =>
  contentWrites(queryClient)[list];

export const featuredOrderQuery = (kind: ItemKind) =>
  queryOptions({
    ...endpointQuery(homeEndpoints.featuredOrder, { params: { type: kind } }),
    select: (answer): AdminFeaturedItem[] => answer.items,
  });

export function featuredApi(kind: ItemKind, queryClient: QueryClient) {
  return {
    /** The answer is the new order: shown at once, then every home read (this list included) is refreshed. */
    move: async (itemId: string, direction: MoveInput['direction']) => {
      const answer = await write(queryClient, homeEndpoints.moveFeatured, {
        params: { type: kind, id: itemId },
        body: { direction },
      });
      queryClient.setQueryData(featuredOrderQuery(kind).queryKey, answer);
    },
    unfeature: (itemId: string) =>
      write(queryClient, homeEndpoints.unfeature, { params: { type: kind, id: itemId } }),
  };
}
