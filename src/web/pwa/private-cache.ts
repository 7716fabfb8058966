import type { WorkboxPlugin } from 'workbox-core/types';
import {
  mayStore,
  PRIVATE_CACHE,
  SESSION_PATH,
  sessionVerdict,
  STORED_AT_HEADER,
  type SessionVerdict,
} from './cache-rules';

/**
 * The service worker's keeper of the member's private answers (decision 0051). It follows the session check's
 * answers as they pass: a member signed in lets their private reads be stored; nobody (a 401 or `null`) deletes
 * the private cache, as does another member signing in on the same browser (nothing of the first is kept for the
 * second). Who is signed in is remembered in memory and, after the worker was stopped, read back from the stored
 * session answer. Used as a Workbox plugin on the private reads' NetworkFirst route (src/web/sw.ts).
 */
export function createPrivateKeeper(caches: CacheStorage, now: () => Date = () => new Date()) {
  // undefined: not known since the worker started (read from the cache).
  let member: string | null | undefined;

  async function signedInMember(): Promise<string | null> {
    if (member !== undefined) return member;
    const stored = await caches.match(SESSION_PATH, { cacheName: PRIVATE_CACHE, ignoreVary: true });
    const verdict = stored ? sessionVerdict(200, await stored.json().catch(() => null)) : null;
    member = verdict?.signedIn ? verdict.userId : null;
    return member;
  }

  /** Nothing private is kept any more (sign-out, a session that ended). */
  async function forget() {
    member = null;
    await caches.delete(PRIVATE_CACHE);
  }

  async function sawSession(verdict: SessionVerdict) {
    if (!verdict) return;
    if (!verdict.signedIn) return forget();
    const before = await signedInMember();
    if (before && before !== verdict.userId) await caches.delete(PRIVATE_CACHE);
    member = verdict.userId;
  }

  const plugin: WorkboxPlugin = {
    async fetchDidSucceed({ request, response }) {
      // Any private read refused for want of a session means the session ended.
      if (response.status === 401) await forget();
      else if (new URL(request.url).pathname === SESSION_PATH) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        if (body !== undefined) await sawSession(sessionVerdict(response.status, body));
      }
      return response;
    },
    async cacheWillUpdate({ response }) {
      if (!mayStore(response, (await signedInMember()) !== null)) return null;
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, now().toISOString());
      return new Response(await response.blob(), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };

  return { plugin, forget, signedInMember };
}
