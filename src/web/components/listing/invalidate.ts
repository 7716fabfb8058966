import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query-key prefixes that show an item's `liked` or `featured` flag. Lists and details keep their data under
 * the API's name ('events', 'bands', 'restaurants', 'providers', 'products'); home sections under
 * ['home', 'section']; the dashboard's liked items under ['likes'].
 */
const likeKeys: Record<string, QueryKey[]> = {
  events: [['events'], ['destinations'], ['home', 'section'], ['likes']],
  bands: [['bands'], ['home', 'section'], ['likes']],
  restaurants: [['restaurants'], ['home', 'section'], ['likes']],
  providers: [['providers'], ['home', 'section'], ['likes']],
};

const featureKeys: Record<string, QueryKey[]> = {
  event: [['events'], ['destinations'], ['home', 'section']],
  band: [['bands'], ['home', 'section']],
  restaurant: [['restaurants'], ['home', 'section']],
  face: [['providers'], ['home', 'section']],
  marqet: [['products'], ['home', 'section']],
};

function invalidate(queryClient: QueryClient, keys: QueryKey[] | undefined) {
  for (const queryKey of keys ?? []) void queryClient.invalidateQueries({ queryKey });
}

/** After a like changed: every cached view of that kind of item asks again (visible ones at once). */
export const invalidateAfterLike = (queryClient: QueryClient, type: string) =>
  invalidate(queryClient, likeKeys[type]);

export const invalidateAfterFeature = (queryClient: QueryClient, type: string) =>
  invalidate(queryClient, featureKeys[type]);
