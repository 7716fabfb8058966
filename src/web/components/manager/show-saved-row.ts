import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, type WebEndpoint } from '../../lib/client';

/**
 * A manager's write that answers the row as it now is (a product, a provider, a registration): every cached
 * page, search and filter of the list endpoint shows it at once, before the list has asked again (write() has
 * made it stale). A toggle's label, a photo order or a decision's buttons never show the state before the write
 * once the write has answered, and a next action starts from what is on screen.
 */
export function showSavedRow<T extends { id: string }>(queryClient: QueryClient, list: WebEndpoint, row: T) {
  queryClient.setQueriesData<{ items: T[] }>(
    // The list's key without what it was asked with: every variant.
    { queryKey: endpointKey(list).slice(0, 2) },
    (page) => page && { ...page, items: page.items.map((item) => (item.id === row.id ? row : item)) },
  );
}
