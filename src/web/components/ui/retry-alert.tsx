import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A failed load with its way out: the error alert and a Try Again button that asks again. Every screen that
 * loads something shows its failure this way (lists, details, tables, settings, the session check).
 */
export function RetryAlert({
  children,
  onRetry,
  retrying,
  title,
}: {
  children: ReactNode;
  onRetry: () => unknown;
  /** Show the button busy while the new attempt runs. */
  retrying?: boolean;
  title?: string;
}) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={() => void onRetry()} loading={retrying}>
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
