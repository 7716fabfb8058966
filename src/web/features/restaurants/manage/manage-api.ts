import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { restaurantEndpoints as e } from '../../../endpoints/restaurants';
import type { z } from 'zod';
import type { SchemaOf } from '../../../../shared/contract';
import type {
  RestaurantInput,
  RestaurantManage,
  RestaurantManaged,
} from '../../../../shared/domains/restaurant-manage';
import type { Deleted } from '../../../../shared/schemas/common';
import { useViewer } from '../../../lib/auth';
import { showSavedRow } from '../../../components/manager/show-saved-row';
import { endpointKey, endpointQuery, write, type EndpointOf } from '../../../lib/client';

export { ownedRestaurantsQuery } from '../api';

export type { RestaurantManage, RestaurantManaged };

/** What a write sends: its endpoint's body, as the body's schema accepts it. */
export type BodyOf<W> = z.input<SchemaOf<EndpointOf<W>, 'body'>>;
/** One of the restaurant's menu items, photos or discounts, as its manage view holds it. */
export type ItemOf<List extends ItemList> = RestaurantManage[List][number];

/** The restaurant with everything it holds, and what the viewer may do with it (`can`): per viewer. */
export const manageQuery = (viewer: string, id: string) =>
  endpointQuery(e.manage, { params: { id } }, viewer);

/**
 * The writes to restaurants. Each marks every cached read of restaurants and the home page stale (the
 * endpoints' `resource` and `touches`).
 */
export function restaurantWrites(queryClient: QueryClient) {
  const at = (id: string) => ({ id });
  /** The answer is the restaurant as it now is: the manager's pages show it at once. */
  const saved = async (answer: Promise<RestaurantManage>) => {
    const detail = await answer;
    showSavedRow(queryClient, e.adminList, detail.restaurant);
    return detail;
  };
  return {
    create: (input: RestaurantInput) => write(queryClient, e.create, { body: input }),
    update: (id: string, input: RestaurantInput) =>
      saved(write(queryClient, e.update, { params: at(id), body: input })),
    remove: (id: string) => write(queryClient, e.remove, { params: at(id) }),
    setActive: (id: string, active: boolean) =>
      saved(write(queryClient, e.setActive, { params: at(id), body: { active } })),
    setOwner: (id: string, ownerId: string | null) =>
      saved(write(queryClient, e.setOwner, { params: at(id), body: { ownerId } })),
    addMenuItem: (id: string, input: BodyOf<typeof e.menu.add>) =>
      saved(write(queryClient, e.menu.add, { params: at(id), body: input })),
    updateMenuItem: (id: string, itemId: string, input: BodyOf<typeof e.menu.add>) =>
      saved(write(queryClient, e.menu.update, { params: { id, itemId }, body: input })),
    removeMenuItem: (id: string, itemId: string) =>
      write(queryClient, e.menu.remove, { params: { id, itemId } }),
    addPhoto: (id: string, input: BodyOf<typeof e.photos.add>) =>
      saved(write(queryClient, e.photos.add, { params: at(id), body: input })),
    updatePhoto: (id: string, photoId: string, input: BodyOf<typeof e.photos.update>) =>
      saved(write(queryClient, e.photos.update, { params: { id, photoId }, body: input })),
    movePhoto: (id: string, photoId: string, input: BodyOf<typeof e.photos.move>) =>
      saved(write(queryClient, e.photos.move, { params: { id, photoId }, body: input })),
    removePhoto: (id: string, photoId: string) =>
      write(queryClient, e.photos.remove, { params: { id, photoId } }),
    addDiscount: (id: string, input: BodyOf<typeof e.discounts.add>) =>
      saved(write(queryClient, e.discounts.add, { params: at(id), body: input })),
    updateDiscount: (id: string, discountId: string, input: BodyOf<typeof e.discounts.add>) =>
      saved(write(queryClient, e.discounts.update, { params: { id, discountId }, body: input })),
    removeDiscount: (id: string, discountId: string) =>
      write(queryClient, e.discounts.remove, { params: { id, discountId } }),
  };
}
export type RestaurantWrites = ReturnType<typeof restaurantWrites>;

/**
 * One write to a restaurant: its answer is the restaurant as it now is, so the viewer's manage view shows it at
 * once (the same key manageQuery reads); every other cached view of restaurants (manager list, Fete Eats,
 * details, home) asks again.
 */
export function useRestaurantWrite<V>(
  id: string,
  run: (w: RestaurantWrites, variables: V) => Promise<RestaurantManage>,
) {
  const queryClient = useQueryClient();
  const { key: viewer } = useViewer();
  return useMutation({
    mutationFn: (variables: V) => run(restaurantWrites(queryClient), variables),
    onSuccess: (detail) => {
      queryClient.setQueryData(endpointKey(e.manage, { params: { id } }, viewer), detail);
    },
  });
}

/** The restaurant's sub-collections, as its manage view holds them. */
type ItemList = 'menu' | 'photos' | 'discounts';

/**
 * The deletion of one menu item, photo or discount. It answers `{ id, deleted: true }`: the item goes from the
 * viewer's manage view at once; `write()` made every read of restaurants stale, so the view asks again too.
 */
export function useRestaurantRemoval(
  id: string,
  list: ItemList,
  run: (w: RestaurantWrites, itemId: string) => Promise<Deleted>,
) {
  const queryClient = useQueryClient();
  const { key: viewer } = useViewer();
  return useMutation({
    mutationFn: (itemId: string) => run(restaurantWrites(queryClient), itemId),
    onSuccess: ({ id: gone }) => {
      queryClient.setQueryData<RestaurantManage>(
        endpointKey(e.manage, { params: { id } }, viewer),
        (detail) =>
          detail && { ...detail, [list]: (detail[list] as { id: string }[]).filter((i) => i.id !== gone) },
      );
    },
  });
}
