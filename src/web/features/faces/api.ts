import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { faceEndpoints as e } from '../../endpoints/faces';
import type { ProviderDetail } from '../../../shared/schemas/faces';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { endpointKey, endpointListQuery, endpointQuery, write } from '../../lib/client';

/** Every read is the `providers` resource; they carry the viewer: `liked` and `myRating` differ per person. */

/** GET /api/providers (Fete Faces): best rated first. */
export const providerListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.list, { query: params }, viewer);

export const providerDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.detail, { params: { id } }, viewer), retry: retryUnlessNotFound });

/**
 * PUT /api/providers/:id/rating; one at a time per provider, so the last star chosen is the one that stays. The
 * answer goes into the page at once; the lists (ordered by rating) ask again.
 */
export function useRateProvider(viewer: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `rate-provider-${id}` },
    mutationFn: (rating: number) => write(queryClient, e.rate, { params: { id }, body: { rating } }),
    onSuccess: (result) => {
      queryClient.setQueryData<ProviderDetail>(endpointKey(e.detail, { params: { id } }, viewer), (old) =>
        old
          ? {
              ...old,
              provider: { ...old.provider, rating: result.rating, totalRatings: result.totalRatings },
              myRating: result.myRating,
            }
          : old,
      );
    },
  });
}
