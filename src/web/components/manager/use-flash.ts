import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a manager's success message stays (admin-back-office.md §9: 3000 ms). */
export const FLASH_MS = 3000;

/**
 * A success message that goes away by itself after `FLASH_MS` (the spec's "disappears after 3 seconds").
 * Show it in an `<Alert tone="success">` (role="status", so it is announced once). `flash(undefined)` shows
 * nothing: a write whose screen has no message for it.
 */
export function useFlash(ms: number = FLASH_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flash = useCallback(
    (text: string | undefined) => {
      if (text === undefined) return;
      if (timer.current) clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, flash };
}
