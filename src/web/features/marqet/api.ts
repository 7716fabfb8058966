import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail } from '../../../shared/domains/marqet';
import type { ProductItem } from '../../../shared/schemas/marqet';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api, isApiError } from '../../lib/api';

/**
 * GET /api/products. Products have no likes, but administrators also see inactive ones, so the key still
 * carries the viewer.
 */
/** Products carry no per-viewer flag but `featured`; keyed by viewer like the other lists. */
export const productKeys = {
  all: ['products'] as const,
  list: (viewer: string) => ['products', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['products', 'detail', viewer, id] as const,
};

export const productListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<ProductItem>(productKeys.list(viewer), '/api/products', params);

/** GET /api/products/:id: the product a shared address `/fete-marqet/{slug}-{id}` names. */
export const productDetailQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: productKeys.detail(viewer, id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    // 'Product not found' (gone, or withdrawn) is an answer, not a hiccup worth asking again.
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });
