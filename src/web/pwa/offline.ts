import { useEffect, useState, useSyncExternalStore } from 'react';
import { PRIVATE_CACHE, STORED_AT_HEADER } from './cache-rules';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (it changes as the connection comes and goes). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * While offline, when the answer of `path` the page shows was kept by the service worker (its stored time, for
 * "offline — as of <time>"); null online, or when nothing was kept.
 */
export function useOfflineAsOf(path: string): string | null {
  const online = useOnline();
  const [storedAt, setStoredAt] = useState<string | null>(null);
  useEffect(() => {
    if (online || typeof caches === 'undefined') return;
    let live = true;
    void caches
      .match(path, { cacheName: PRIVATE_CACHE, ignoreVary: true })
      .then((kept) => live && setStoredAt(kept?.headers.get(STORED_AT_HEADER) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [online, path]);
  return online ? null : storedAt;
}

/** Forgets the member's kept answers on this browser (sign-out; the service worker does the same). */
export async function clearPrivateCache() {
  if (typeof caches === 'undefined') return;
  await caches.delete(PRIVATE_CACHE).catch(() => false);
}
