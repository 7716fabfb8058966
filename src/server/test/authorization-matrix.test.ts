// @module-tag postgres
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthLevel, RouteRecord } from '../platform/http';
import {
  ACTORS,
  VARIANT_ACTORS,
  VARIANT_ANSWERED_AS,
  createCallers,
  createVariantCaller,
  createVariantCallers,
  freshAdmin,
  newMember,
  type ActorName,
  type Caller,
  type CallerName,
  type VariantActorName,
} from './actors';
import { signIn } from '../auth/testing';
import { testServerForFile, type TestServer } from './harness';
import { MATRIX, type MatrixRow, type Ctx } from './authorization-rows';
import { privateFieldsOf } from './authorization-variant-rows';

/**
 * Every route of `routes.records`, called as a visitor, two members who own nothing of it, the owner of the
 * object and an administrator; each answer is checked against the route's declared level and owner rule.
 * A route without a row, or a row without a route, fails: adding a route means adding its row
 * (authorization-rows.ts).
 *
 * Then as callers whose account changed under their session (actors.ts, VARIANT_ACTORS): a suspended member,
 * an expired Gold member, an administrator demoted while signed in, and the owner of another restaurant and
 * event; each must be answered like the caller it stands for. No answer to anyone but memberA and the
 * administrator may contain memberA's private fields (privateFieldsOf). The reads run again on a server with
 * every production cache on (visitors' answers, session lookups, shared pages, kept administrators' answers):
 * a cache keyed wrongly is how one member's page reaches another.
 */

const t = testServerForFile();
/** The production caches: server.ts's, cleared by the write watch as there. */
const cached = testServerForFile({}, { productionCaches: true });

interface Setup {
  ctx: Ctx;
  variants: Record<VariantActorName, Caller>;
  /** memberA's private values: e-mail, phones, receipt, messages, answers, file id. */
  secrets: string[];
}
async function setUp(server: TestServer): Promise<Setup> {
  const callers = await createCallers(server);
  const secrets = await privateFieldsOf(server, callers.memberA);
  return {
    ctx: { t: server, callers },
    variants: await createVariantCallers(server, callers.admin),
    secrets,
  };
}
let plain: Setup;
let withCaches: Setup;
beforeAll(async () => {
  plain = await setUp(t);
  withCaches = await setUp(cached);
}, 120_000);

const keyOf = (r: Pick<RouteRecord, 'method' | 'path'>) => `${r.method.toUpperCase()} ${r.path}`;
/** A route may have more rows, one per kind of object: `GET /api/files/:id (a receipt image)`. */
const routeOfRow = (rowKey: string) => rowKey.replace(/ \(.*\)$/, '');
const rowsOf = (key: string) => Object.entries(MATRIX).filter(([rowKey]) => routeOfRow(rowKey) === key);

/** What the declared level and owner rule promise each caller (a variant: what its stand-in gets). */
function expectedStatus(level: AuthLevel, row: MatrixRow, success: number, caller: CallerName): number {
  const override = row.expect?.[caller];
  if (override !== undefined) return override;
  const who = answeredAs(caller);
  const standIn = row.expect?.[who];
  if (standIn !== undefined) return standIn;
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

const answeredAs = (who: CallerName): ActorName =>
  (VARIANT_ANSWERED_AS as Record<string, ActorName>)[who] ?? (who as ActorName);

/** The caller to use: a row that spends the account or the session gets a fresh one per call. */
async function callerFor(t: TestServer, ctx: Ctx, row: MatrixRow, base: Caller): Promise<Caller> {
  if (base.name === 'visitor' || !row.spends) return base;
  if ((VARIANT_ACTORS as readonly string[]).includes(base.name)) {
    return createVariantCaller(t, base.name as VariantActorName, ctx.callers.admin);
  }
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
async function send(t: TestServer, req: Awaited<ReturnType<MatrixRow['request']>>, caller: Caller) {
  await caller.revive?.();
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
    expect(await runMatrix(t, plain)).toEqual([]);
  });

  it('answers every read the same with every production cache on', { timeout: 240_000 }, async () => {
    // Writes pass by the caches (the write watch clears them around every write) and resolve the session as
    // reads do: the reads cover every cached path, for every caller, in the order a cache could mix them up.
    expect(await runMatrix(cached, withCaches, (route) => route.method.toUpperCase() === 'GET')).toEqual([]);
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
    const variants = (level: AuthLevel, r: MatrixRow) =>
      VARIANT_ACTORS.map((who) => expectedStatus(level, r, 200, who));
    expect(variants('public', row)).toEqual([200, 200, 200, 200]);
    expect(variants('user', row)).toEqual([401, 401, 200, 200]);
    expect(variants('admin', row)).toEqual([401, 401, 403, 403]);
    expect(variants('user', { ...row, owner: 'owner-and-admin' })).toEqual([401, 401, 404, 404]);
    expect(variants('user', { ...row, expect: { memberB: 403, otherOwner: 409 } })).toEqual([
      401, 401, 403, 409,
    ]);
  });
});

/**
 * Every row as every caller on this server; answers the failures. A variant's request is built as its
 * stand-in's would be (a visitor's has no uploads of its own), and sent with the variant's own cookie.
 */
async function runMatrix(
  server: TestServer,
  { ctx, variants, secrets }: Setup,
  only: (route: RouteRecord) => boolean = () => true,
): Promise<string[]> {
  const failures: string[] = [];
  const callers: Caller[] = [
    ...ACTORS.map((who) => ctx.callers[who]),
    ...VARIANT_ACTORS.map((v) => variants[v]),
  ];
  for (const route of server.routes.records.filter(only)) {
    const success = route.status ?? 200;
    // A route without a row is reported by the first test.
    for (const [key, row] of rowsOf(keyOf(route))) {
      const fixture = row.fixture ? await row.fixture(ctx) : undefined;
      for (const base of callers) {
        const caller = await callerFor(server, ctx, row, base);
        const standIn = answeredAs(caller.name) === 'visitor' ? { name: caller.name } : caller;
        const req = await row.request(ctx, standIn, fixture);
        const res = await send(server, req, caller);
        const expected = expectedStatus(route.auth, row, success, caller.name);
        if (res.status !== expected) {
          failures.push(
            `${key} as ${caller.name}: ${res.status} (expected ${expected}) ${res.text.slice(0, 160)}`,
          );
          continue;
        }
        // Our routes refuse in one shape; better-auth's described routes answer their own.
        if (res.status >= 400 && !route.tags.includes('auth') && typeof res.data?.error?.code !== 'string') {
          failures.push(`${key} as ${caller.name}: a ${res.status} without an error code`);
        }
        // memberA's private fields reach memberA and the administrators, and no one else.
        if (caller.name !== 'memberA' && caller.name !== 'admin') {
          const leaked = secrets.filter((secret) => res.text.includes(secret));
          if (leaked.length)
            failures.push(`${key} as ${caller.name}: answers memberA's ${leaked.join(', ')}`);
        }
      }
    }
  }
  return failures;
}
