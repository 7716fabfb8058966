import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderDetail, ProviderItem, ProviderRatingResult } from '../../../shared/schemas/faces';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api, isApiError } from '../../lib/api';

/** Keys carry the viewer: `liked` and `myRating` differ between a visitor and a member. */
export const providerKeys = {
  all: ['providers'] as const,
  lists: ['providers', 'list'] as const,
  list: (viewer: string) => ['providers', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['providers', 'detail', viewer, id] as const,
};

/** GET /api/providers (Fete Faces): best rated first. */
export const providerListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<ProviderItem>(providerKeys.list(viewer), '/api/providers', params);

export const providerDetailQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: providerKeys.detail(viewer, id),
    queryFn: ({ signal }) => api.get<ProviderDetail>(`/api/providers/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });

/** PUT /api/providers/:id/rating; one at a time per provider, so the last star chosen is the one that stays. */
export function useRateProvider(viewer: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `rate-provider-${id}` },
    mutationFn: (rating: number) =>
      api.put<ProviderRatingResult>(`/api/providers/${encodeURIComponent(id)}/rating`, { rating }),
    onSuccess: (result) => {
      queryClient.setQueryData<ProviderDetail>(providerKeys.detail(viewer, id), (old) =>
        old
          ? {
              ...old,
              provider: { ...old.provider, rating: result.rating, totalRatings: result.totalRatings },
              myRating: result.myRating,
            }
          : old,
      );
      // Lists are ordered by rating: the next visit asks again.
      void queryClient.invalidateQueries({ queryKey: providerKeys.lists });
    },
  });
}
