import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { homeContentEndpoints } from '../../../endpoints/home-content';
import { homeEndpoints } from '../../../endpoints/home';
import type { MoveInput } from '../../../../shared/domains/content-admin';
import type { ItemKind } from '../../../../shared/domains/item-kind';
import type { BodyOf, ResourceItem } from '../../../components/manager/resource-declaration';
import { endpointQuery, write } from '../../../lib/client';

/** The home managers' lists (the resource page loads them whole, in order; they are the `home` resource). */
export type ContentList = keyof typeof homeContentEndpoints;

type Endpoints<L extends ContentList> = (typeof homeContentEndpoints)[L];
/** A list's item as the manager shows it, and its add and edit body. */
export type ContentItem<L extends ContentList> = ResourceItem<Endpoints<L>>;
export type ContentInput<L extends ContentList> = BodyOf<Endpoints<L>['create']>;

export const featuredOrderQuery = (kind: ItemKind) =>
  queryOptions({
    ...endpointQuery(homeEndpoints.featuredOrder, { params: { type: kind } }),
    select: (answer) => answer.items,
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
