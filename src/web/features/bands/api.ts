import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bandEndpoints as e } from '../../endpoints/bands';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { endpointListQuery, endpointQuery, write } from '../../lib/client';

/**
 * Every band read is the `bands` resource (src/shared/contracts/bands.ts). Reads pass the viewer: `liked` and
 * `myRating` differ between a visitor and a member, so signing in or out never shows the other person's answers.
 */

/** GET /api/bands (Fete Destinations): by start date. */
export const bandListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.list, { query: params }, viewer);

export const bandDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.detail, { params: { id } }, viewer), retry: retryUnlessNotFound });

/**
 * PUT /api/bands/:id/rating; one at a time per band, so the last star chosen is the one that stays. The answer
 * goes straight into the band's page (the lists ask again: the write makes the `bands` reads stale).
 */
export function useRateBand(viewer: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `rate-band-${id}` },
    mutationFn: (rating: number) => write(queryClient, e.rate, { params: { id }, body: { rating } }),
    onSuccess: (result) => {
      queryClient.setQueryData(bandDetailQuery(viewer, id).queryKey, (old) =>
        old
          ? {
              ...old,
              band: { ...old.band, rating: result.rating, totalRatings: result.totalRatings },
              myRating: result.myRating,
            }
          : old,
      );
    },
  });
}
