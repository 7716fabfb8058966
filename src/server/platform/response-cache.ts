import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * What visitors read most: the public lists, the home sections and hero slides, the public detail pages and
 * their attendance counts.
 * Member answers carry their own likes and flags and are never cached (a request with any cookie passes by).
 */
const CACHEABLE =
  /^\/api\/(?:(?:events|destinations|bands|restaurants|providers|products)(?:\/[0-9a-f-]{36})?|(?:events|bands)\/[0-9a-f-]{36}\/attendance|home\/[a-z]+|hero-slides|partners)$/;

export interface ResponseCacheOptions {
  /**
   * How long an answer may be served without being rebuilt. Writes clear the cache at once (write-watch.ts);
   * the age bound covers what no write announces: the day turning (upcoming lists), discount codes reaching
   * their dates, and writes of another process whose notification was lost while the listener reconnected.
   */
  ttlMs?: number;
  maxEntries?: number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** A Uint8Array, not an ArrayBuffer: @hono/node-server writes it straight out; other bodies go through a stream. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  storedAt: number;
}

export interface ResponseCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Forget every answer (a write happened here or in another process: see write-watch.ts). */
  clear(): void;
  readonly size: number;
}

/** The path and its query parameters in a stable order, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function keyOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const params = [...searchParams].sort(([a, av], [b, bv]) =>
    a === b ? av.localeCompare(bv) : a.localeCompare(b),
  );
  return params.length ? `${pathname}?${new URLSearchParams(params)}` : pathname;
}

const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * An in-process cache of visitors' public answers with ETag and 304. The write watch clears it before and
 * after every request that may write; a read that overlapped a write is answered but not stored (the
 * generation moved), so a stale answer never outlives the write that made it stale.
 */
export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
  };

  const answer = (entry: Entry, ifNoneMatch: string | undefined) => {
    const headers = new Headers(entry.headers);
    if (notModified(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
    return new Response(entry.body, { status: entry.status, headers });
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('cookie') || !CACHEABLE.test(c.req.path)) return next();

    const key = keyOf(c.req.url);
    const ifNoneMatch = c.req.header('if-none-match');
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      c.res = answer(hit, ifNoneMatch);
      return;
    }
    const started = generation;
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('application/json')) return;
    if (res.headers.get('set-cookie') || res.headers.get('cache-control')?.includes('no-store')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers = new Headers(res.headers);
    headers.set('etag', etag);
    const entry: Entry = { status: 200, headers: [...headers], body, etag, storedAt: Date.now() };
    if (generation === started) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    c.res = undefined;
    c.res = answer(entry, ifNoneMatch);
  };

  return {
    middleware,
    clear,
    get size() {
      return entries.size;
    },
  };
}
