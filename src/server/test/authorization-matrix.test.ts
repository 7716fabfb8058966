// @module-tag postgres
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthLevel, RouteRecord } from '../platform/http';
import { ACTORS, createCallers, freshAdmin, newMember, type ActorName, type Caller } from './actors';
import { signIn } from '../auth/testing';
import { testServerForFile } from './harness';
import { MATRIX, type MatrixRow, type Ctx } from './authorization-rows';

/**
 * Every route of `routes.records`, called as a visitor, two members who own nothing of it, the owner of the
 * object and an administrator; each answer is checked against the route's declared level and owner rule.
 * A route without a row, or a row without a route, fails: adding a route means adding its row
 * (authorization-rows.ts).
 */

const t = testServerForFile();
let ctx: Ctx;
beforeAll(async () => {
  ctx = { t, callers: await createCallers(t) };
}, 60_000);

const keyOf = (r: Pick<RouteRecord, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
/** A route may have more rows, one per kind of object: `GET /api/files/:id (a receipt image)`. */
const routeOfRow = (rowKey: string) => rowKey.replace(/ \(.*\)$/, '');
const rowsOf = (key: string) => Object.entries(MATRIX).filter(([rowKey]) => routeOfRow(rowKey) === key);

/** What the declared level and owner rule promise each caller. */
function expectedStatus(level: AuthLevel, row: MatrixRow, success: number, who: ActorName): number {
  const override = row.expect?.[who];
  if (override !== undefined) return override;
  if (row.owner) {
    // An owner rule needs a session to own anything; everyone else's answer is the private object's 404.
    if (who === 'visitor') return 401;
    if (who === 'owner') return success;
    if (who === 'admin') return row.owner === 'owner-and-admin' ? success : 404;
    return 404;
  }
  if (level === 'public') return success;
  if (who === 'visitor') return 401;
  if (level === 'admin' && who !== 'admin') return 403;
  return success;
}

/** The caller to use: a row that spends the account or the session gets a fresh one per call. */
async function callerFor(row: MatrixRow, base: Caller): Promise<Caller> {
  if (base.name === 'visitor' || !row.spends) return base;
  if (row.spends === 'session') {
    return { ...base, cookie: await signIn(t, base.email!, base.password!) };
  }
  if (base.name === 'admin') return freshAdmin(t);
  const s = await newMember(t);
  return {
    name: base.name,
    cookie: s.cookie,
    userId: s.userId,
    email: s.input.email,
    password: s.input.password,
  };
}

/** Send one matrix request; a stream (the live channel) is answered by its status and closed at once. */
async function send(req: Awaited<ReturnType<MatrixRow['request']>>, caller: Caller) {
  if (!req.stream) {
    return t.request(req.path, {
      method: req.method ?? 'GET',
      json: req.json,
      body: req.body,
      cookie: caller.cookie,
    });
  }
  const headers: Record<string, string> = { origin: t.config.publicUrl, accept: 'text/event-stream' };
  if (caller.cookie) headers.cookie = caller.cookie;
  const res = await t.app.request(
    req.path,
    { headers },
    { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
  );
  if (res.ok) await res.body?.cancel();
  const text = res.ok ? '' : await res.text();
  return { status: res.status, data: text ? JSON.parse(text) : undefined, text, headers: res.headers };
}

describe('authorization matrix', () => {
  it('has one row per route and one route per row', () => {
    const routes = t.routes.records.map(keyOf).sort();
    const rows = [...new Set(Object.keys(MATRIX).map(routeOfRow))].sort();
    expect(
      routes.filter((k) => !rows.includes(k)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((k) => !routes.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('answers every caller what the route declares', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const route of t.routes.records) {
      const success = route.status ?? 200;
      // A route without a row is reported by the test above.
      for (const [key, row] of rowsOf(keyOf(route))) {
        const fixture = row.fixture ? await row.fixture(ctx) : undefined;
        for (const who of ACTORS) {
          const caller = await callerFor(row, ctx.callers[who]);
          const req = await row.request(ctx, caller, fixture);
          const res = await send(req, caller);
          const expected = expectedStatus(route.auth, row, success, who);
          if (res.status !== expected) {
            failures.push(`${key} as ${who}: ${res.status} (expected ${expected}) ${res.text.slice(0, 160)}`);
            continue;
          }
          // Our routes refuse in one shape; better-auth's described routes answer their own.
          if (res.status >= 400 && !route.tags.includes('auth')) {
            expect(res.data?.error?.code, `${key} as ${who}`).toEqual(expect.any(String));
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('knows what the declared levels promise', () => {
    const row: MatrixRow = { request: () => ({ path: '/' }) };
    const statuses = (level: AuthLevel, r: MatrixRow) =>
      ACTORS.map((who) => expectedStatus(level, r, 200, who));
    expect(statuses('public', row)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses('user', row)).toEqual([401, 200, 200, 200, 200]);
    expect(statuses('admin', row)).toEqual([401, 403, 403, 403, 200]);
    expect(statuses('user', { ...row, owner: 'owner-and-admin' })).toEqual([401, 404, 404, 200, 200]);
    expect(statuses('user', { ...row, owner: 'owner-only' })).toEqual([401, 404, 404, 200, 404]);
  });
});
