import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { itemKinds, type ItemKind } from '../../../shared/domains/item-kind';

/**
 * The cached views that show an item's `featured` flag. Lists and details keep their data under the kind's
 * list name ('events', 'bands', 'restaurants', 'providers', 'products'); events also appear as destinations;
 * home sections live under ['home', 'section']. (A like's reach is its endpoint's `touches`,
 * src/shared/contracts/likes.ts.)
 */
function keysShowing(kind: ItemKind): QueryKey[] {
  // The back office's manager of the kind keeps its list under ['admin-<list>'] (['admin-events']).
  const keys: QueryKey[] = [[itemKinds[kind].list], ['home', 'section'], [`admin-${itemKinds[kind].list}`]];
  if (kind === 'event') keys.push(['destinations']);
  return keys;
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

export const invalidateAfterFeature = (queryClient: QueryClient, kind: ItemKind) =>
  invalidate(queryClient, keysShowing(kind));
