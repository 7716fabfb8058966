import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { Spinner } from '../ui/spinner';

/**
 * The states of a list in one place: the first load ('Loading events...'), a failure with Try Again,
 * the empty state ('No events found'), and the items, dimmed and marked busy while the next page loads.
 */
export function ListResults<T>({
  query,
  loadingLabel,
  emptyTitle,
  emptyIcon,
  emptyAction,
  errorFallback,
  children,
}: {
  query: UseQueryResult<ListResponse<T>>;
  loadingLabel: string;
  emptyTitle: string;
  emptyIcon?: IconName;
  emptyAction?: ReactNode;
  /** Shown when the server gave no message of its own. */
  errorFallback: string;
  children: (data: ListResponse<T>) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && !query.data) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(query.error, errorFallback)}
      </Alert>
    );
  }
  const data = query.data;
  const busy = query.isPlaceholderData && query.isFetching;
  if (!data || data.items.length === 0) {
    return <EmptyState title={emptyTitle} icon={emptyIcon} action={emptyAction} />;
  }
  return (
    <div aria-busy={busy || undefined} className={cx('transition-opacity', busy && 'opacity-60')}>
      {children(data)}
    </div>
  );
}
