import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

/**
 * An on/off that answers at once and follows the server: `save(true)` switches it on, `save(false)` off (a
 * write of the typed client, which also makes the reads it touches stale). Shows the new state while the
 * request runs, the server's answer after it, and rolls back on failure. The local answer wins only until the
 * `value` it was made against changes (a refetch brought news). A click while a request runs is not lost: the
 * toggle shows it at once and sends the last state asked for once the request under way has answered. Used by
 * the like heart and the administrators' featured star.
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
  /** The state asked for while a request ran: sent when it has answered, unless the answer is that state. */
  const queued = useRef<boolean | null>(null);

  function send(next: boolean, base: boolean, previous: boolean) {
    mutation.mutate(next, {
      onSuccess: (result) => {
        const saved = read(result);
        const wanted = queued.current;
        queued.current = null;
        if (wanted !== null && wanted !== saved) {
          send(wanted, base, saved);
          return;
        }
        setOverride({ value: saved, base });
        onSaved?.();
      },
      onError: (error) => {
        queued.current = null;
        setOverride({ value: previous, base });
        onFailed(error);
      },
    });
  }

  function toggle() {
    const next = !shown;
    setOverride({ value: next, base: value });
    if (mutation.isPending) {
      queued.current = next;
      return;
    }
    send(next, value, shown);
  }

  return { shown, toggle };
}
