import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DiscountInput,
  MenuItemInput,
  PhotoAddInput,
  PhotoMoveInput,
  PhotoUpdateInput,
  RestaurantInput,
  RestaurantManage,
  RestaurantManaged,
} from '../../../../shared/domains/restaurant-admin';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';
import { api } from '../../../lib/api';
import { restaurantKeys } from '../api';

export { ownedRestaurantsQuery } from '../api';

export type { RestaurantManage, RestaurantManaged };

/** Under 'restaurants', so a feature toggle or a like elsewhere also refreshes the manager. */
export const manageKeys = {
  adminLists: [...restaurantKeys.all, 'admin'] as const,
  manage: (id: string) => [...restaurantKeys.all, 'manage', id] as const,
};

export const adminRestaurantListQuery = (params: ListParams) =>
  listQueryOptions<RestaurantManaged>(manageKeys.adminLists, '/api/admin/restaurants', params);

const path = (id: string) => `/api/restaurants/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `/api/admin/restaurants/${encodeURIComponent(id)}`;

export const manageQuery = (id: string) =>
  queryOptions({
    queryKey: manageKeys.manage(id),
    queryFn: ({ signal }) => api.get<RestaurantManage>(`${path(id)}/manage`, { signal }),
  });

export const restaurantWrites = {
  create: (input: RestaurantInput) => api.post<RestaurantManage>('/api/admin/restaurants', input),
  update: (id: string, input: RestaurantInput) => api.put<RestaurantManage>(path(id), input),
  remove: (id: string) => api.delete<{ deleted: true }>(adminPath(id)),
  setActive: (id: string, active: boolean) =>
    api.put<RestaurantManage>(`${adminPath(id)}/active`, { active }),
  setOwner: (id: string, ownerId: string | null) =>
    api.put<RestaurantManage>(`${adminPath(id)}/owner`, { ownerId }),
  addMenuItem: (id: string, input: MenuItemInput) =>
    api.post<RestaurantManage>(`${path(id)}/menu-items`, input),
  updateMenuItem: (id: string, itemId: string, input: MenuItemInput) =>
    api.put<RestaurantManage>(`${path(id)}/menu-items/${itemId}`, input),
  removeMenuItem: (id: string, itemId: string) =>
    api.delete<RestaurantManage>(`${path(id)}/menu-items/${itemId}`),
  addPhoto: (id: string, input: PhotoAddInput) => api.post<RestaurantManage>(`${path(id)}/photos`, input),
  updatePhoto: (id: string, photoId: string, input: PhotoUpdateInput) =>
    api.put<RestaurantManage>(`${path(id)}/photos/${photoId}`, input),
  movePhoto: (id: string, photoId: string, input: PhotoMoveInput) =>
    api.post<RestaurantManage>(`${path(id)}/photos/${photoId}/move`, input),
  removePhoto: (id: string, photoId: string) => api.delete<RestaurantManage>(`${path(id)}/photos/${photoId}`),
  addDiscount: (id: string, input: DiscountInput) =>
    api.post<RestaurantManage>(`${path(id)}/discounts`, input),
  updateDiscount: (id: string, discountId: string, input: DiscountInput) =>
    api.put<RestaurantManage>(`${path(id)}/discounts/${discountId}`, input),
  removeDiscount: (id: string, discountId: string) =>
    api.delete<RestaurantManage>(`${path(id)}/discounts/${discountId}`),
};

/**
 * One write to a restaurant: its answer is the restaurant as it now is, so the manage view is replaced with it
 * and every other cached view of restaurants (manager list, Fete Eats, details, home) asks again.
 */
export function useRestaurantWrite<V>(id: string, write: (variables: V) => Promise<RestaurantManage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (detail) => {
      queryClient.setQueryData(manageKeys.manage(id), detail);
      await invalidateRestaurants(queryClient, id);
    },
  });
}

export function invalidateRestaurants(queryClient: ReturnType<typeof useQueryClient>, keep?: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: restaurantKeys.all,
      predicate: (q) => !(keep && q.queryKey[1] === 'manage' && q.queryKey[2] === keep),
    }),
    queryClient.invalidateQueries({ queryKey: ['home'] }),
  ]);
}
