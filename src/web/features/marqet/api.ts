import type { ProductItem } from '../../../shared/schemas/marqet';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';

/**
 * GET /api/products. Products have no likes, but administrators also see inactive ones, so the key still
 * carries the viewer.
 */
/** Products carry no per-viewer flag but `featured`; keyed by viewer like the other lists. */
export const productKeys = {
  all: ['products'] as const,
  list: (viewer: string) => ['products', 'list', viewer] as const,
};

export const productListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<ProductItem>(productKeys.list(viewer), '/api/products', params);
