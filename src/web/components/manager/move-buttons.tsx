import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';

export type MoveDirection = 'up' | 'down';

/**
 * One move at a time for a list: `moving` while a move runs (Move up/down wait for it), and the last failure in
 * the server's words or `failedMessage`, with the id of the item whose buttons were pressed.
 */
export function useMoves(failedMessage: string) {
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const move = (id: string, work: () => Promise<unknown>) => {
    setError(null);
    setMoving(true);
    work()
      .catch((failure: unknown) => setError({ id, message: errorMessage(failure, failedMessage) }))
      .finally(() => setMoving(false));
  };
  return { moving, error, move };
}

/**
 * Move up / Move down for an ordered list (hero slides, photos, featured items, form fields). Move up is
 * disabled for the first item and Move down for the last; the labels name the item for screen readers. A failed
 * move says so beside the buttons that were pressed (`error`), where the eye is.
 */
export function MoveButtons({
  index,
  count,
  itemName,
  onMove,
  disabled = false,
  error = null,
}: {
  index: number;
  count: number;
  itemName: string;
  onMove: (direction: MoveDirection) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Move ${itemName} up`}
        disabled={disabled || index <= 0}
        onClick={() => onMove('up')}
      >
        <span aria-hidden="true">↑</span> Up
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Move ${itemName} down`}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove('down')}
      >
        <span aria-hidden="true">↓</span> Down
      </Button>
      {error ? (
        <span role="alert" className="basis-full text-xs font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
