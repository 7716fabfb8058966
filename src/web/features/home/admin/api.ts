import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { homeContentEndpoints } from '../../../endpoints/home-content';
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

export type { AdminAd, AdminFeaturedItem, AdminHeroSlide, AdminPartner };

/** The home managers' lists (the resource page loads them whole, in order; they are the `home` resource). */
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
