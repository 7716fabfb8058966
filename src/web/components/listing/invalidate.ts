import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { itemKinds, type ItemKind } from '../../../shared/domains/item-kind';

/**
 * The cached views that show an item's `liked` or `featured` flag. Lists and details keep their data under
 * the kind's list name ('events', 'bands', 'restaurants', 'providers', 'products'); events also appear as
 * destinations; home sections are the `home` resource (['home', 'get /api/home/:section', …]), the dashboard's
 * liked items under ['likes'].
 */
function keysShowing(kind: ItemKind): QueryKey[] {
  // The back office's manager of the kind keeps its list under ['admin-<list>'] (['admin-events']).
  const keys: QueryKey[] = [[itemKinds[kind].list], ['home'], [`admin-${itemKinds[kind].list}`]];
  if (kind === 'event') keys.push(['destinations']);
  return keys;
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** After a like changed: every cached view of that kind of item asks again (visible ones at once). */
export const invalidateAfterLike = (queryClient: QueryClient, kind: ItemKind) =>
  invalidate(queryClient, [...keysShowing(kind), ['likes']]);

export const invalidateAfterFeature = (queryClient: QueryClient, kind: ItemKind) =>
  invalidate(queryClient, keysShowing(kind));
