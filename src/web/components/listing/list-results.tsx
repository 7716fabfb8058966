import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { RetryAlert } from '../ui/retry-alert';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { LinkButton } from '../ui/link-button';
import { Spinner } from '../ui/spinner';

/**
 * The states of a list in one place: the first load ('Loading events...'), a failure with Try Again,
 * the empty state ('No events found'), and the items, dimmed and marked busy while the next page loads.
 * Given the list's `page` and `pageHref`, an empty page past the end (an old link) offers the first page
 * rather than a dead end.
 */
export function ListResults<T>({
  query,
  loadingLabel,
  emptyTitle,
  emptyIcon,
  emptyAction,
  errorFallback,
  list,
  children,
}: {
  query: UseQueryResult<ListResponse<T>>;
  loadingLabel: string;
  emptyTitle: string;
  emptyIcon?: IconName;
  emptyAction?: ReactNode;
  /** Shown when the server gave no message of its own. */
  errorFallback: string;
  list?: { page: number; pageHref: (page: number) => string };
  children: (data: ListResponse<T>) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && !query.data) {
    return <RetryAlert onRetry={query.refetch}>{errorMessage(query.error, errorFallback)}</RetryAlert>;
  }
  const data = query.data;
  const busy = query.isPlaceholderData && query.isFetching;
  if (!data || data.items.length === 0) {
    const firstPage =
      list && list.page > 1 ? (
        <LinkButton to={list.pageHref(1)} variant="secondary">
          Go to page 1
        </LinkButton>
      ) : undefined;
    return <EmptyState title={emptyTitle} icon={emptyIcon} action={emptyAction ?? firstPage} />;
  }
  return (
    <div aria-busy={busy || undefined} className={cx('transition-opacity', busy && 'opacity-60')}>
      {children(data)}
    </div>
  );
}
