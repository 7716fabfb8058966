import { LRUCache } from 'lru-cache';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { createSessionLookup } from './session-lookup';

/** What better-auth's getSession answers: the session and its user, or null. */
export type SessionLookup = Awaited<ReturnType<Auth['api']['getSession']>>;

export interface SessionCacheOptions {
  /**
   * How long a lookup is reused. Every write through the app clears the cache at once, here and in the other
   * processes (write-watch.ts): signing out, revoking sessions, an administrator's change to a member. The
   * age bound is for what does not go through the app: a session deleted by hand in the database, or by a
   * command-line tool, ends within this time.
   */
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Members' session lookups (the signed cookie checked, then session and user read) reused for a few seconds,
 * keyed by the whole cookie header. Only the lookup is reused: resolveActor still checks the membership's
 * expiry and the session's age against the clock on every request, and an entry whose session has expired
 * is not served.
 */
export function createSessionCache(
  auth: Pick<Auth, 'api' | '$context'>,
  db: Db,
  options: SessionCacheOptions = {},
) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 1_000;
  // The least recently used lookup goes first when the cache is full (lru-cache).
  const entries = new LRUCache<string, { value: SessionLookup; storedAt: number }>({ max: maxEntries });
  let generation = 0;
  // What getSession reads, without its endpoint machinery (session-lookup.ts).
  const getSession = createSessionLookup(auth, db);

  return {
    async lookup(headers: Headers): Promise<SessionLookup> {
      const key = headers.get('cookie') ?? '';
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.storedAt < ttlMs) {
        const expiresAt = hit.value ? new Date(hit.value.session.expiresAt).getTime() : Infinity;
        if (expiresAt > now) return hit.value;
      }
      const started = generation;
      const value = await getSession(headers);
      if (generation === started) entries.set(key, { value, storedAt: now });
      return value;
    },
    clear(): void {
      generation++;
      // An empty LRU has nothing to forget, and its clear() costs as much as a full one's (entry-store.ts).
      if (entries.size) entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
