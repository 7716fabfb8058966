import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { RetryAlert } from '../ui/retry-alert';
import { Spinner } from '../ui/spinner';

/**
 * The admin screens' load states (admin-back-office.md §2): a spinner first, a failed load as an error box
 * titled Error with the spec's message (e.g. "Failed to load events. Please try again later.") and Try Again,
 * then the page. Later refetches keep the page on screen.
 */
export function QueryState<T>({
  query,
  loadingLabel = 'Loading...',
  failedMessage,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  failedMessage: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <RetryAlert title="Error" onRetry={query.refetch} retrying={query.isFetching}>
        {errorMessage(query.error, failedMessage)}
      </RetryAlert>
    );
  }
  return <>{children(query.data)}</>;
}
