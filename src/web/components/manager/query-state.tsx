import type { ComponentProps } from 'react';
import { QueryView } from '../ui/query-view';

/**
 * The admin screens' load states (admin-back-office.md §2): `QueryView` with the error box titled Error and the
 * spec's message (e.g. "Failed to load events. Please try again later.") with Try Again. Later refetches keep the
 * page on screen.
 */
export function QueryState<T>({
  loadingLabel = 'Loading...',
  ...props
}: Omit<ComponentProps<typeof QueryView<T>>, 'loadingLabel' | 'errorTitle' | 'empty'> & {
  loadingLabel?: string;
}) {
  return <QueryView<T> {...props} loadingLabel={loadingLabel} errorTitle="Error" />;
}
