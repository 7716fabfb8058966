import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { bandEndpoints as e } from '../../endpoints/bands';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { useRateItem } from '../../components/listing/use-rating-input';
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

/** PUT /api/bands/:id/rating: the answer goes straight into the band's page (the lists ask again). */
export const useRateBand = (viewer: string, id: string) =>
  useRateItem({
    scope: `rate-band-${id}`,
    field: 'band',
    detailKey: bandDetailQuery(viewer, id).queryKey,
    save: (queryClient, rating) => write(queryClient, e.rate, { params: { id }, body: { rating } }),
  });

/** GET /api/bands/compare: the bands of the comparison, in the address's order. */
export const bandCompareQuery = (viewer: string, ids: string[]) =>
  queryOptions({
    ...endpointQuery(e.compare, { query: { ids: ids.join(',') } }, viewer),
    retry: retryUnlessNotFound,
  });

/** PUT / DELETE /api/bands/:id/registration-watch (the band's reads ask again: detail and comparison). */
export const saveRegistrationWatch = (queryClient: QueryClient, id: string, watching: boolean) =>
  write(queryClient, watching ? e.watch : e.unwatch, { params: { id } });
