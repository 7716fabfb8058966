import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * An on/off that answers at once and follows the server: `save(true)` switches it on, `save(false)` off (a
 * write of the typed client, which also makes the reads it touches stale). Shows the new state while the
 * request runs, the server's answer after it, and rolls back on failure. The local answer wins only until the
 * `value` it was made against changes (a refetch brought news). Used by the like heart and the administrators'
 * featured star.
 */
export function useOptimisticToggle<Result>({
  value,
  save,
  read,
  onSaved,
  onFailed,
}: {
  /** What the server last said. */
  value: boolean;
  save: (next: boolean) => Promise<Result>;
  /** The state in the server's answer. */
  read: (result: Result) => boolean;
  onSaved?: () => void;
  onFailed: (error: unknown) => void;
}) {
  const [override, setOverride] = useState<{ value: boolean; base: boolean } | null>(null);
  const shown = override && override.base === value ? override.value : value;
  const mutation = useMutation({ mutationFn: save });

  function toggle() {
    if (mutation.isPending) return;
    const previous = shown;
    const base = value;
    setOverride({ value: !previous, base });
    mutation.mutate(!previous, {
      onSuccess: (result) => {
        setOverride({ value: read(result), base });
        onSaved?.();
      },
      onError: (error) => {
        setOverride({ value: previous, base });
        onFailed(error);
      },
    });
  }

  return { shown, toggle };
}
