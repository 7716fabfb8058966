import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module loaded after the page has rendered, kept off a visitor's first load (scripts/check-build.mjs): the
 * headless library behind the menus and dialogs (decision 0036). `use(preload)` answers the module once it is
 * there (re-rendering when it arrives) and, with `preload`, asks for it when the browser is next idle, so it is
 * usually loaded before the first click; `load()` asks for it now. A failed load (offline) may be asked again.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  function load(): Promise<M> {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function use(preload: boolean): M | null {
    // Not on the server, nor while the app hydrates what it drew (decision 0057): the plain fallback there.
    const module = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
    useEffect(() => {
      if (loaded || !preload) return;
      const start = () => void load().catch(() => undefined);
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(start, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(start, 200);
      return () => clearTimeout(id);
    }, [preload]);
    return module;
  }

  return { load, use };
}
