import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { itemKinds, type ItemKind } from '../../../shared/domains/item-kind';

/**
 * The cached views that show an item's `featured` flag. Lists and details keep their data under the kind's
 * list name ('events', 'bands', 'restaurants', 'providers', 'products'; the back office's managers too); home
 * sections are the `home` resource. (A like's reach is its endpoint's `touches`, src/shared/contracts/likes.ts.)
 */
function keysShowing(kind: ItemKind): QueryKey[] {
  return [[itemKinds[kind].list], ['home']];
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

export const invalidateAfterFeature = (queryClient: QueryClient, kind: ItemKind) =>
  invalidate(queryClient, keysShowing(kind));
