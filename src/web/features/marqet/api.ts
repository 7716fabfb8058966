import { queryOptions } from '@tanstack/react-query';
import { marqetEndpoints as e } from '../../endpoints/marqet';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { endpointListQuery, endpointQuery } from '../../lib/client';

/**
 * GET /api/products, the `products` resource. Products have no likes, but administrators also see inactive
 * ones (and `featured`), so the key carries the viewer like the other lists.
 */
export const productListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.products, { query: params }, viewer);

/** GET /api/products/:id: the product a shared address `/fete-marqet/{slug}-{id}` names. */
export const productDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.product, { params: { id } }, viewer), retry: retryUnlessNotFound });

/** GET /api/me/marqet-registrations: the member's own, newest first (the dashboard's Fete Marqet tab). */
export const myRegistrationsQuery = (viewer: string) => endpointQuery(e.myRegistrations, {}, viewer);
