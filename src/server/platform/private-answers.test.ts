// @module-tag postgres
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from './http';
import { createCallers, type Caller } from '../test/actors';
import { MATRIX, type Ctx, type MatrixRow } from '../test/authorization-rows';
import { testServerForFile } from '../test/harness';
import { createResponseCache } from './response-cache';
import { createSharedPages } from './shared-pages';
import { createWriteWatch } from './write-watch';

/*
 * Issue #20, item 10: an answer that depends on who is signed in must not be kept by a shared cache (a CDN, a
 * proxy) or the browser: every GET route, called by a signed-in caller the matrix's row allows, answers
 * `Cache-Control: private, no-store`, compressed as browsers ask for it or not. Visitors' public answers keep
 * their ETags. With the production caches on, over HTTP through @hono/node-server, as a server runs (its
 * Responses are not the runtime's, and a header set on the wrong one was lost when the answer was compressed).
 */
const cache = createResponseCache();
const pages = createSharedPages();
const writeWatch = createWriteWatch();
writeWatch.onWrite(cache.clear);
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { responseCache: cache, sharedPages: pages, writeWatch } });
let ctx: Ctx;
let server: ServerType;
let base: string;
beforeAll(async () => {
  ctx = { t, callers: await createCallers(t) };
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const keyOf = (r: Pick<RouteRecord, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
const rowsOf = (key: string) =>
  Object.entries(MATRIX).filter(([rowKey]) => rowKey.replace(/ \(.*\)$/, '') === key);

/** Who the row lets in: the owner of an owned object, an administrator on the back office, else a member. */
const signedInCaller = (route: RouteRecord, row: MatrixRow): Caller =>
  row.owner ? ctx.callers.owner : route.auth === 'admin' ? ctx.callers.admin : ctx.callers.memberA;

async function get(path: string, caller: Caller | undefined, encoding: string) {
  const headers: Record<string, string> = {
    origin: t.config.publicUrl,
    'accept-encoding': encoding,
    accept: path.startsWith('/api/live') ? 'text/event-stream' : 'application/json',
  };
  if (caller?.cookie) headers.cookie = caller.cookie;
  const res = await fetch(`${base}${path}`, { headers });
  await res.body?.cancel();
  return res;
}

describe('answers to a signed-in member or administrator', () => {
  it('every GET route answers private, no-store, compressed or not', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.routes.records.filter((r) => r.method === 'get')) {
      for (const [key, row] of rowsOf(keyOf(route))) {
        const caller = signedInCaller(route, row);
        const fixture = row.fixture ? await row.fixture(ctx) : undefined;
        const { path } = await row.request(ctx, caller, fixture);
        for (const encoding of ['gzip, deflate, br', 'identity']) {
          const res = await get(path, caller, encoding);
          const directive = res.headers.get('cache-control') ?? '(none)';
          checked++;
          if (!/\bprivate\b/.test(directive) || !/\bno-store\b/.test(directive))
            failures.push(`${key} (${encoding}) → ${res.status}, Cache-Control: ${directive}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every GET route of the app has a row (the matrix checks that): each was asked for both ways.
    expect(checked).toBeGreaterThanOrEqual(2 * t.routes.records.filter((r) => r.method === 'get').length);
  });
});

describe('public answers to visitors', () => {
  it('keep their ETags and may be revalidated', async () => {
    for (const path of ['/api/events', '/api/bands', '/api/home/events', '/api/hero-slides']) {
      const res = await get(path, undefined, 'gzip, deflate, br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag'), path).toMatch(/^W\/".+"$/);
      expect(res.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});
