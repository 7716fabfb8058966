import type { UseQueryResult } from '@tanstack/react-query';
import { errorCatalogue } from '../../../shared/errors';
import { RetryAlert } from '../ui/retry-alert';
import { Container } from '../ui/container';
import type { IconName } from '../ui/icon';
import { Spinner } from '../ui/spinner';
import { errorMessage, isApiError } from '../../lib/api';
import { ItemNotFound } from './item-not-found';

/**
 * What a detail page shows until its item is there: 'Loading event...', the spec's 'Event not found' (404:
 * missing, or not visible to this viewer), or the failure with Try Again. Use as
 * `if (!query.isSuccess) return <DetailFallback query={query} … />`.
 */
export function DetailFallback({
  query,
  loadingLabel,
  notFound,
  errorFallback = errorCatalogue.INTERNAL.message,
}: {
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  notFound: { message: string; backTo: string; backLabel: string; icon: IconName };
  errorFallback?: string;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (isApiError(query.error, 404)) return <ItemNotFound {...notFound} />;
  return (
    <Container width="md" className="py-6">
      <RetryAlert onRetry={query.refetch}>{errorMessage(query.error, errorFallback)}</RetryAlert>
    </Container>
  );
}
