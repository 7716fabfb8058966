import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { EmptyState } from './empty-state';
import type { IconName } from './icon';
import { LinkButton } from './link-button';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

/** What the view reads of a TanStack query (a plain or an infinite one). */
interface LoadedQuery<D> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
}

/**
 * A part of a page that loads: the spinner, then a failure in the error alert with Try Again (the server's own
 * words for a 4xx, else `failedMessage`), then, when `empty.when` says so, the empty state with its way forward
 * (`empty.link`), else `children` with the data.
 */
export function QueryView<D>({
  query,
  loadingLabel,
  failedMessage,
  describeFailure,
  errorTitle,
  empty,
  children,
}: {
  query: LoadedQuery<D>;
  loadingLabel: string;
  failedMessage: string;
  /** The alert's text where the spec words it with the failure ("Error fetching registrations: {message}"). */
  describeFailure?: (error: unknown) => string;
  /** The alert's title ("Error" on the screens whose spec shows an error box). */
  errorTitle?: string;
  empty?: {
    when: (data: D) => boolean;
    icon: IconName;
    title: string;
    description?: ReactNode;
    /** The way forward: a link (a small secondary button), or an action of the caller's. */
    link?: { to: string; label: string };
    action?: ReactNode;
  };
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <RetryAlert title={errorTitle} onRetry={query.refetch} retrying={query.isFetching}>
        {describeFailure ? describeFailure(query.error) : errorMessage(query.error, failedMessage)}
      </RetryAlert>
    );
  }
  if (empty?.when(query.data)) {
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
        action={
          empty.link ? (
            <LinkButton to={empty.link.to} variant="secondary" size="sm">
              {empty.link.label}
            </LinkButton>
          ) : (
            empty.action
          )
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
