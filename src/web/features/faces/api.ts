import { queryOptions } from '@tanstack/react-query';
import { faceEndpoints as e } from '../../endpoints/faces';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { useRateItem } from '../../components/listing/use-rating-input';
import { endpointListQuery, endpointQuery, write } from '../../lib/client';

/** Every read is the `providers` resource; they carry the viewer: `liked` and `myRating` differ per person. */

/** GET /api/providers (Fete Faces): best rated first. */
export const providerListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.list, { query: params }, viewer);

export const providerDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.detail, { params: { id } }, viewer), retry: retryUnlessNotFound });

/** PUT /api/providers/:id/rating: the answer goes into the page at once; the lists (ordered by rating) ask again. */
export const useRateProvider = (viewer: string, id: string) =>
  useRateItem({
    scope: `rate-provider-${id}`,
    field: 'provider',
    detailKey: providerDetailQuery(viewer, id).queryKey,
    save: (queryClient, rating) => write(queryClient, e.rate, { params: { id }, body: { rating } }),
  });
