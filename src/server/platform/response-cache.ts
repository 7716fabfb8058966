import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { EntryStore } from './entry-store';
import { jsonTextOf } from './json-answers';
import { completeAnswer, completeHeadersOf, headerIn, mergedList, type HeaderList } from './answer-headers';

/**
 * What visitors read most: the public lists, the carnival season and its pages, the home sections and hero slides, the public detail pages and
 * their attendance counts, the contact details every page preloads and the terms and privacy pages.
 * Member answers carry their own likes and flags and are never cached (a request with any cookie passes by).
 */
const CACHEABLE =
  /^\/api\/(?:(?:events|destinations|bands|restaurants|providers|products)(?:\/[0-9a-f-]{36})?|(?:events|bands)\/[0-9a-f-]{36}\/attendance|carnivals(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?|home\/[a-z]+|hero-slides|partners|site\/contact|site\/pages\/[a-z]+)$/;

export interface ResponseCacheOptions {
  /**
   * How long an answer may be served without being rebuilt. Writes clear the cache at once (write-watch.ts);
   * the age bound covers what no write announces: the day turning (upcoming lists), discount codes reaching
   * their dates, and writes of another process whose notification was lost while the listener reconnected.
   */
  ttlMs?: number;
  /** At most this many answers; a quarter of them for questions asked only once so far (entry-store.ts). */
  maxEntries?: number;
}

/** The query parameters the route of a path reads (Routes.queryKeysOf); undefined: every parameter counts. */
export type QueryKeysOf = (pathname: string) => ReadonlySet<string> | undefined;

interface Entry {
  status: number;
  headers: [string, string][];
  /** Every header of the answer, the API middleware's too (answer-headers.ts), when it was a complete answer. */
  complete?: HeaderList;
  /** A Uint8Array, not an ArrayBuffer: @hono/node-server writes it straight out; other bodies go through a stream. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  storedAt: number;
}

export interface ResponseCache {
  /** The middleware, given which query parameters each route reads: the others are left out of the key. */
  middleware(queryKeysOf: QueryKeysOf): MiddlewareHandler<AppEnv>;
  /** Forget every answer (a write happened here or in another process: see write-watch.ts). */
  clear(): void;
  readonly size: number;
}

/**
 * The path and the query parameters its route reads, in a stable order: `?a=1&b=2` and `?b=2&a=1` share an
 * entry, and so do `?a=1` and `?a=1&junk=2` (the route never reads `junk`: its answer is the same).
 */
function keyOf(url: string, known: ReadonlySet<string> | undefined): string {
  const { pathname, searchParams } = new URL(url);
  const params = [...searchParams]
    .filter(([name]) => !known || known.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return params.length ? `${pathname}?${new URLSearchParams(params)}` : pathname;
}

const encoder = new TextEncoder();

const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * An in-process cache of visitors' public answers with ETag and 304. The write watch clears it after every
 * write (write-watch.ts); a read that overlapped a write is answered but not stored (the generation moved),
 * so a stale answer never outlives the write that made it stale.
 */
export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const ttlMs = options.ttlMs ?? 5_000;
  const entries = new EntryStore<Entry>(options.maxEntries ?? 500);
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
  };

  const answer = (entry: Entry, ifNoneMatch: string | undefined) => {
    if (entry.complete) {
      const modified = !notModified(ifNoneMatch, entry.etag);
      return completeAnswer(modified ? entry.body : null, modified ? entry.status : 304, entry.complete);
    }
    const headers = new Headers(entry.headers);
    if (notModified(ifNoneMatch, entry.etag)) return new Response(null, { status: 304, headers });
    return new Response(entry.body, { status: entry.status, headers });
  };

  const middleware =
    (queryKeysOf: QueryKeysOf): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (c.req.method !== 'GET' || c.req.header('cookie') || !CACHEABLE.test(c.req.path)) return next();

      const key = keyOf(c.req.url, queryKeysOf(c.req.path));
      const ifNoneMatch = c.req.header('if-none-match');
      const hit = entries.get(key);
      if (hit && Date.now() - hit.storedAt < ttlMs) {
        c.res = answer(hit, ifNoneMatch);
        return;
      }
      const started = generation;
      await next();
      const res = c.res;
      // A complete answer's headers are read from its list: asking the answer would build them anew.
      const list = completeHeadersOf(res);
      const header = (name: string) => (list ? headerIn(list, name) : res.headers.get(name));
      if (res.status !== 200 || !header('content-type')?.includes('application/json')) return;
      if (header('set-cookie') || header('cache-control')?.includes('no-store')) return;
      const text = jsonTextOf(res);
      const body = text === undefined ? new Uint8Array(await res.arrayBuffer()) : encoder.encode(text);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      const entry: Entry = { status: 200, headers: [], body, etag, storedAt: Date.now() };
      if (list) entry.complete = mergedList(list, [['etag', etag]]);
      else {
        const headers = new Headers(res.headers);
        headers.set('etag', etag);
        entry.headers = [...headers];
      }
      if (generation === started) entries.set(key, entry);
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
