import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Deleted, MoveInput } from '../../../../shared/domains/content-admin';
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
import { api } from '../../../lib/api';
import { homeKeys } from '../api';

export type { AdminAd, AdminFeaturedItem, AdminHeroSlide, AdminPartner };

/** The home managers' lists: short, loaded whole, in order. */
export const homeAdminKeys = {
  all: ['admin-home'] as const,
  list: (list: ContentList) => ['admin-home', list] as const,
  featured: (kind: ItemKind) => ['admin-home', 'featured', kind] as const,
};

export type ContentList = 'hero-slides' | 'ads' | 'partners';

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

const base = (list: ContentList) => `/api/admin/${list}`;
const itemPath = (list: ContentList, id: string) => `${base(list)}/${encodeURIComponent(id)}`;

export const contentListQuery = <L extends ContentList>(list: L) =>
  queryOptions({
    queryKey: homeAdminKeys.list(list),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: ContentItems[L][] }>(base(list), { signal })).items,
  });

/** Writes of one home manager; each refreshes the manager's list and the home page's own queries. */
export function contentApi<L extends ContentList>(list: L, queryClient: QueryClient) {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: homeAdminKeys.list(list) });
    void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  };
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    refresh();
    return result;
  };
  return {
    create: (input: ContentInputs[L]) => after(api.post<ContentItems[L]>(base(list), input)),
    update: (id: string, input: ContentInputs[L]) =>
      after(api.put<ContentItems[L]>(itemPath(list, id), input)),
    setActive: (id: string, active: boolean) =>
      after(api.put<ContentItems[L]>(`${itemPath(list, id)}/active`, { active })),
    move: (id: string, direction: MoveInput['direction']) =>
      after(api.post<{ items: ContentItems[L][] }>(`${itemPath(list, id)}/move`, { direction })),
    remove: (id: string) => after(api.delete<Deleted>(itemPath(list, id))),
  };
}

export const featuredOrderQuery = (kind: ItemKind) =>
  queryOptions({
    queryKey: homeAdminKeys.featured(kind),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AdminFeaturedItem[] }>(`/api/admin/featured/${kind}`, { signal })).items,
  });

export function featuredApi(kind: ItemKind, queryClient: QueryClient) {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: homeAdminKeys.featured(kind) });
    void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  };
  return {
    move: async (itemId: string, direction: MoveInput['direction']) => {
      const answer = await api.post<{ items: AdminFeaturedItem[] }>(
        `/api/admin/featured/${kind}/${encodeURIComponent(itemId)}/move`,
        { direction },
      );
      queryClient.setQueryData(homeAdminKeys.featured(kind), answer.items);
      refresh();
    },
    unfeature: async (itemId: string) => {
      await api.delete(`/api/admin/featured/${kind}/${encodeURIComponent(itemId)}`);
      refresh();
    },
  };
}
