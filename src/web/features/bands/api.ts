import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BandDetail, BandItem, RatingResult } from '../../../shared/schemas/public';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api, isApiError } from '../../lib/api';

/**
 * Keys carry the viewer: `liked` and `myRating` differ between a visitor and a member, so signing in or
 * out never shows the other person's answers from the cache.
 */
export const bandKeys = {
  all: ['bands'] as const,
  lists: ['bands', 'list'] as const,
  list: (viewer: string) => ['bands', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['bands', 'detail', viewer, id] as const,
};

/** GET /api/bands (Fete Destinations): by start date. */
export const bandListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<BandItem>(bandKeys.list(viewer), '/api/bands', params);

export const bandDetailQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: bandKeys.detail(viewer, id),
    queryFn: ({ signal }) => api.get<BandDetail>(`/api/bands/${encodeURIComponent(id)}`, { signal }),
    // 'Band not found' is an answer, not a hiccup worth asking again.
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });

/** PUT /api/bands/:id/rating; one at a time per band, so the last star chosen is the one that stays. */
export function useRateBand(viewer: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `rate-band-${id}` },
    mutationFn: (rating: number) =>
      api.put<RatingResult>(`/api/bands/${encodeURIComponent(id)}/rating`, { rating }),
    onSuccess: (result) => {
      queryClient.setQueryData<BandDetail>(bandKeys.detail(viewer, id), (old) =>
        old
          ? {
              ...old,
              band: { ...old.band, rating: result.rating, totalRatings: result.totalRatings },
              myRating: result.myRating,
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: bandKeys.lists });
    },
  });
}
