import type { ProductItem } from '../../../shared/schemas/marqet';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';

/**
 * GET /api/products. Products have no likes, but administrators also see inactive ones, so the key still
 * carries the viewer.
 */
export const productListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<ProductItem>(['products', 'list', viewer], '/api/products', params);
