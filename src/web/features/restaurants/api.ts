import { queryOptions } from '@tanstack/react-query';
import type { OwnedRestaurants } from '../../../shared/domains/restaurant-admin';
import type { RestaurantDetail, RestaurantItem } from '../../../shared/schemas/public';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api, isApiError } from '../../lib/api';

/** Keys carry the viewer: `liked` differs between a visitor and a member. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (viewer: string) => ['restaurants', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['restaurants', 'detail', viewer, id] as const,
  owned: (viewer: string) => ['restaurants', 'owned', viewer] as const,
};

/** GET /api/restaurants (Fete Eats). */
export const restaurantListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<RestaurantItem>(restaurantKeys.list(viewer), '/api/restaurants', params);

export const restaurantDetailQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: restaurantKeys.detail(viewer, id),
    queryFn: ({ signal }) =>
      api.get<RestaurantDetail>(`/api/restaurants/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });

/** GET /api/restaurant-admin: the restaurants the member owns (the avatar menu's "Restaurant admin", the owner page). */
export const ownedRestaurantsQuery = (viewer: string) =>
  queryOptions({
    queryKey: restaurantKeys.owned(viewer),
    queryFn: ({ signal }) => api.get<OwnedRestaurants>('/api/restaurant-admin', { signal }),
    staleTime: 5 * 60_000,
  });
