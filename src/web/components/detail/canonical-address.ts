import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Once the item is known, the address bar shows its canonical address (decision 0033): an old `/events/{id}`
 * link or an old slug followed inside the app (a notification, a link in a chat message) is replaced in place
 * by `/events/{slug}-{id}` (no new history entry, no scroll), as the server's 301 does on a full load, so what
 * a visitor copies from the address bar is the readable address. `path` is null until the item has loaded.
 */
export function useCanonicalAddress(path: string | null) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!path || pathname === path) return;
    void navigate({ pathname: path, search, hash }, { replace: true, preventScrollReset: true });
  }, [path, pathname, search, hash, navigate]);
}
