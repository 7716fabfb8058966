import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { idFromSlugId } from '../../../shared/item-paths';
import { isApiError } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import type { IconName } from '../ui/icon';
import { useCanonicalAddress } from './canonical-address';
import { DetailFallback } from './detail-fallback';

/** For an item's read: 'Event not found' (404) is an answer, not a hiccup worth asking again. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  failures < 1 && !isApiError(error, 404);

/** What a kind of detail page says and where it leads back to (its list), shared by its fallback and its page. */
export interface ItemPageTexts {
  /** 'Loading band details...' */
  loading: string;
  /** The spec's 'Band not found' (the server's 404 text). */
  notFound: string;
  /** The not-found state's icon. */
  icon: IconName;
  /** 'Back to Fete Destinations' and where: on the not-found state and above the item. */
  back: { to: string; label: string };
  /** A failure's words when the server gave none of its own. */
  failed?: string;
}

/**
 * The item of a detail page (`/bands/:id`, `/restaurants/:id`…): the id from the address (`{slug}-{id}` or an
 * old bare id: the id decides, shared/item-paths.ts), read as the viewer once the session is known (`liked`
 * and `myRating` differ per person); once it is there, the address bar shows its canonical address.
 * Until `query.isSuccess` the page shows `fallback`: 'Loading…', the not-found state with the way back, or the
 * failure with Try Again (DetailFallback).
 */
export function useItemPage<D, Q extends QueryKey>(
  read: (viewer: string, id: string) => UseQueryOptions<D, Error, D, Q>,
  canonicalPath: (item: D) => string,
  texts: ItemPageTexts,
) {
  const id = idFromSlugId(useParams().id ?? '');
  const { user, key: viewer, ready, isAdmin } = useViewer();
  const query = useQuery({ ...read(viewer, id), enabled: ready });
  useCanonicalAddress(query.data ? canonicalPath(query.data) : null);
  const fallback: ReactNode = (
    <DetailFallback
      query={query}
      loadingLabel={texts.loading}
      notFound={{
        icon: texts.icon,
        message: texts.notFound,
        backTo: texts.back.to,
        backLabel: texts.back.label,
      }}
      errorFallback={texts.failed}
    />
  );
  return { id, user, viewer, isAdmin, query, fallback };
}
