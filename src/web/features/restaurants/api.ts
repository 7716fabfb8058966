import { queryOptions } from '@tanstack/react-query';
import type { RestaurantDetail, RestaurantItem } from '../../../shared/schemas/public';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api, isApiError } from '../../lib/api';

/** Keys carry the viewer: `liked` differs between a visitor and a member. */
export const restaurantKeys = {
  all: ['restaurants'] as const,
  list: (viewer: string) => ['restaurants', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['restaurants', 'detail', viewer, id] as const,
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
