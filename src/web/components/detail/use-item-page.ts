import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { idFromSlugId } from '../../../shared/item-paths';
import { isApiError } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { useCanonicalAddress } from './canonical-address';

/** For an item's read: 'Event not found' (404) is an answer, not a hiccup worth asking again. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  failures < 1 && !isApiError(error, 404);

/**
 * The item of a detail page (`/bands/:id`, `/restaurants/:id`…): the id from the address (`{slug}-{id}` or an
 * old bare id: the id decides, shared/item-paths.ts), read as the viewer once the session is known (`liked`
 * and `myRating` differ per person); once it is there, the address bar shows its canonical address.
 * Give the answer to `<DetailFallback>` until `query.isSuccess`.
 */
export function useItemPage<D, Q extends QueryKey>(
  read: (viewer: string, id: string) => UseQueryOptions<D, Error, D, Q>,
  canonicalPath: (item: D) => string,
) {
  const id = idFromSlugId(useParams().id ?? '');
  const { user, key: viewer, ready, isAdmin } = useViewer();
  const query = useQuery({ ...read(viewer, id), enabled: ready });
  useCanonicalAddress(query.data ? canonicalPath(query.data) : null);
  return { id, user, viewer, isAdmin, query };
}
