/**
 * Fete's service worker (decision 0051), built by vite-plugin-pwa (injectManifest) into dist/web/sw.js. What it
 * keeps and for whom is in pwa/cache-rules.ts; the private answers' keeper in pwa/private-cache.ts.
 *
 * - The app's shell (index.html, the entry chunks, the icons) is precached; other hashed files are kept as they
 *   are fetched (public, immutable). No API answer is kept but the signed-in member's private reads.
 * - Page loads go to the network (the server writes each page's head); offline, the precached shell opens, and
 *   the app shows the page (a member's dashboard) or its offline state.
 * - The door's verification, and every other request, goes to the network untouched.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { ASSETS_CACHE, isPrivateRead, PRIVATE_CACHE, SIGN_OUT_PATH } from './pwa/cache-rules';
import { createPrivateKeeper } from './pwa/private-cache';

/** The worker's global scope, as far as this file uses it (the project's types are the window's). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
};

const DAY_SECONDS = 86_400;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the files' own addresses: `/` is a page the server writes (its head, its preloads), not index.html as built.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const origin = self.location.origin;
const keeper = createPrivateKeeper(self.caches);

// The member's private reads: the network's answer when there is one; offline, the last one kept for them.
registerRoute(
  ({ url, request }) => isPrivateRead(url, request.method, origin),
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    plugins: [keeper.plugin],
    matchOptions: { ignoreVary: true },
  }),
);

// Signing out forgets the private answers first, even when the request then fails (offline).
registerRoute(
  ({ url }) => url.origin === origin && url.pathname === SIGN_OUT_PATH,
  async ({ request }) => {
    await keeper.forget();
    return fetch(request);
  },
  'POST',
);

// The built app's hashed files: the same for everyone and never changed, so kept once fetched.
registerRoute(
  ({ url }) => url.origin === origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Pages from the network; when it fails, the precached shell (setCatchHandler below).
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//, /^\/uploads\//] }));

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('index.html')) ?? Response.error();
  return Response.error();
});

// The page hands over what it loaded before this worker controlled it (pwa/register.ts): its chunks and the
// member's private reads go through the routes above, so the first visit is enough to open offline.
getOrCreateDefaultRouter().addCacheListener();
