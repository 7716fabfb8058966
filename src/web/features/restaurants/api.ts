import { queryOptions } from '@tanstack/react-query';
import { restaurantEndpoints as e } from '../../endpoints/restaurants';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { endpointListQuery, endpointQuery } from '../../lib/client';

/** Every read is the `restaurants` resource; Fete Eats and the details carry the viewer (`liked` differs). */

/** GET /api/restaurants (Fete Eats). */
export const restaurantListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.list, { query: params }, viewer);

export const restaurantDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.detail, { params: { id } }, viewer), retry: retryUnlessNotFound });

/** GET /api/me/restaurants: the restaurants the member owns (the avatar menu's "Restaurant admin", the owner page). */
export const ownedRestaurantsQuery = (viewer: string) =>
  queryOptions({ ...endpointQuery(e.owned, {}, viewer), staleTime: 5 * 60_000 });
