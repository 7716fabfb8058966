import { isPrivateRead, SESSION_PATH } from './cache-rules';

/**
 * Registers the service worker (src/web/sw.ts) once the page has loaded and the browser is idle, so it never
 * competes with the first paint. On the visit that installs it, the page hands the worker what it loaded before
 * the worker controlled it (its chunks, then the session check and the member's private reads: the session
 * first, so the worker knows who is signed in before it keeps anything private), so that one visit is enough to
 * open offline.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void start(), { timeout: 5000 })
      : void start();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function start() {
  const controlled = !!navigator.serviceWorker.controller;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (controlled) return;
    const worker = (await navigator.serviceWorker.ready).active;
    // From here on the page's requests go through the worker; what it asked before, the worker never saw.
    await untilControlled();
    if (!worker) return;
    // What the page fetched before the worker knew who is signed in never reached the private cache: the
    // requests before the worker controlled the page, and those it saw before the session was handed over. The
    // observer is started in the same task as the snapshot, so no request that ends in between is missed; what
    // it sees is handed over after the snapshot's, the session first.
    let sessionKnownAt = Infinity;
    let settled = false;
    const pending: string[] = [];
    const handed = new Set<string>();
    const give = (urls: string[]) => {
      const fresh = urls.filter((url) => !handed.has(url));
      fresh.forEach((url) => handed.add(url));
      return handOver(worker, fresh);
    };
    const observer = new PerformanceObserver((list) => {
      const urls = loadedUrls(list.getEntries().filter((entry) => entry.startTime < sessionKnownAt));
      if (settled) void give(urls);
      else pending.push(...urls);
    });
    const loaded = loadedUrls(performance.getEntriesByType('resource'));
    observer.observe({ type: 'resource' });
    await give(loaded.filter(isSessionCheck));
    sessionKnownAt = performance.now();
    await give(loaded.filter((url) => !isSessionCheck(url)));
    settled = true;
    await give(pending);
  } catch {
    // No worker (a private window that refuses it, a failed install): the site works as before, online only.
  }
}

const untilControlled = () =>
  new Promise<void>((resolve) => {
    if (navigator.serviceWorker.controller) resolve();
    else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });

const isSessionCheck = (url: string) => new URL(url).pathname === SESSION_PATH;

/** This origin's chunks and private reads among these fetches, each once. */
function loadedUrls(entries: PerformanceEntryList): string[] {
  const urls = entries.map((entry) => entry.name);
  return [...new Set(urls)].filter((name) => {
    const url = new URL(name);
    if (url.origin !== location.origin) return false;
    return url.pathname.startsWith('/assets/') || isPrivateRead(url, 'GET', location.origin);
  });
}

/** Asks the worker to fetch and keep these through its routes; settles when it has (workbox-routing's listener). */
function handOver(worker: ServiceWorker, urlsToCache: string[]) {
  if (!urlsToCache.length) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }, [channel.port2]);
  });
}
