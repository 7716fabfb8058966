import fc from 'fast-check';
import { eq, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURED_ITEM_TYPES } from '../../shared/constants';
import { HOME_SECTIONS } from '../../shared/schemas/public';
import { liveQuerySchema } from '../../shared/schemas/live';
import { createBand, createEvent, createProduct, createProvider, createRestaurant } from '../db/factories';
import { carnivalBands } from '../db/schema';
import type { RouteRecord } from '../platform/http';
import { freshAdmin, pdf, signUp, uploadAs, uploadForm, type Caller } from './actors';
import {
  UNKNOWN_MARKER,
  bodyArbitrary,
  nastyString,
  queryArbitrary,
  segmentArbitrary,
  type FuzzBody,
} from './fuzz-arbitraries';
import { createDatabaseProbe } from './database-probe';
import { createTestServer } from './harness';

/**
 * Property-based requests for every route with a body, a query or path parameters, generated from the
 * route's zod schemas. Whatever a client sends: never a 5xx, never a stack or SQL in the answer, an answer in
 * our error shape or the route's own, the database untouched by a refusal, and unknown fields never stored.
 * FUZZ_SEED replays a failing run; FUZZ_RUNS raises the count locally.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_270_301);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const t = await createTestServer();
afterAll(() => t.close());
const member: Caller = { ...(await memberCaller()), name: 'memberA' };
const admin = await freshAdmin(t);
const ids = [
  (await createBand(t.db)).id,
  (await createEvent(t.db)).id,
  (await createRestaurant(t.db, { ownerId: member.userId })).id,
  (await createProvider(t.db)).id,
  (await createProduct(t.db)).id,
  await uploadAs(t, member.cookie!, 'resume'),
];

async function memberCaller(): Promise<Caller> {
  const s = await signUp(t);
  return {
    name: 'memberA',
    cookie: s.cookie,
    userId: s.userId,
    email: s.input.email,
    password: s.input.password,
  };
}

/** Routes whose query is read outside `Routes` (the live channel) name their schema here. */
const OWN_QUERY: Record<string, z.ZodType> = { 'GET /api/live': liveQuerySchema };
/** Known good values of path parameters that are not ids. */
const SEGMENTS: Record<string, readonly string[]> = {
  id: ids,
  type: FEATURED_ITEM_TYPES,
  section: HOME_SECTIONS,
};

const keyOf = (r: RouteRecord) => `${r.method.toUpperCase()} ${r.path}`;
const queryOf = (r: RouteRecord) => r.query ?? OWN_QUERY[keyOf(r)];
const paramsOf = (r: RouteRecord) => [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const isMultipart = (r: RouteRecord) => r.bodyDescription?.contentType === 'multipart/form-data';
const fuzzable = t.routes.records.filter(
  (r) => !isMultipart(r) && (r.body || queryOf(r) || paramsOf(r).length > 0),
);

const { fingerprint, tablesHoldingMarker } = await createDatabaseProbe(t.db, UNKNOWN_MARKER);

/** Texts an answer must never carry: a stack frame, SQL, PostgreSQL's own error messages. */
const LEAKS = [
  /\n\s+at /,
  / {4}at /,
  /\bselect .+ from\b/i,
  /insert into/i,
  /Failed query/i,
  /syntax error at/i,
  /invalid input syntax/i,
  /violates .* constraint/i,
  /relation "/i,
  /invalid byte sequence/i,
  /unterminated/i,
];

interface Sent {
  status: number;
  text: string;
  data: unknown;
}

async function send(
  route: RouteRecord,
  path: string,
  body: FuzzBody | undefined,
  cookie: string | undefined,
): Promise<Sent> {
  const method = route.method.toUpperCase();
  if (keyOf(route) === 'GET /api/live') {
    const res = await t.app.request(
      path,
      { headers: { origin: t.config.publicUrl, accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
      { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
    );
    // A stream that opened is an accepted request; it never ends by itself.
    if (res.ok && res.headers.get('content-type') === 'text/event-stream') {
      await res.body?.cancel();
      return { status: res.status, text: '', data: undefined };
    }
    const text = await res.text();
    return { status: res.status, text, data: safeJson(text) };
  }
  if (body?.raw !== undefined) {
    return t.request(path, {
      method,
      cookie,
      body: body.raw,
      headers: { 'content-type': 'application/json' },
    });
  }
  return t.request(path, { method, cookie, json: body ? body.json : undefined });
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Our error body: `{ error: { code, message, fields? } }`. better-auth's routes answer `{ code, message }`. */
function hasErrorShape(route: RouteRecord, data: unknown): boolean {
  const d = data as { error?: { code?: unknown; message?: unknown }; message?: unknown } | undefined;
  if (route.tags.includes('auth')) return typeof d?.message === 'string' || typeof d?.error === 'object';
  return typeof d?.error?.code === 'string' && typeof d.error.message === 'string';
}

async function check(route: RouteRecord, sent: Sent, request: string, before: string, body?: FuzzBody) {
  const where = `${keyOf(route)} ${request}`;
  expect(sent.status, `${where} → ${sent.text.slice(0, 300)}`).toBeLessThan(500);
  for (const leak of LEAKS) {
    // A text the request itself carried may come back in a stored field (a name): that is not a leak.
    if (leak.test(sent.text) && !leak.test(request)) {
      throw new Error(`${where} leaked ${leak}: ${sent.text.slice(0, 300)}`);
    }
  }
  if (sent.status >= 400) {
    expect(hasErrorShape(route, sent.data), `${where} error shape: ${sent.text.slice(0, 200)}`).toBe(true);
    if (route.method !== 'get') expect(await fingerprint(), `${where} changed the database`).toBe(before);
  } else if (route.response && sent.text) {
    expect(route.response.safeParse(sent.data).success, `${where} success shape`).toBe(true);
  }
  if (sent.status < 400 && body?.extra && route.method !== 'get')
    expect(await tablesHoldingMarker(), `${where} stored an unknown field`).toEqual([]);
}

describe('schema fuzzing', () => {
  it('covers every route that takes input, and its checks see a change', async () => {
    expect(fuzzable.length).toBeGreaterThan(20);
    const before = await fingerprint();
    const band = await createBand(t.db, { name: `Band ${UNKNOWN_MARKER}` });
    expect(await fingerprint()).not.toBe(before);
    expect(await tablesHoldingMarker()).toEqual([getTableName(carnivalBands)]);
    await t.db.delete(carnivalBands).where(eq(carnivalBands.id, band.id));
    expect(await fingerprint()).toBe(before);
    expect(await tablesHoldingMarker()).toEqual([]);
  });

  for (const route of fuzzable) {
    it(
      `${keyOf(route)}: never a 5xx, a leak, a change on refusal or a stored unknown field`,
      { timeout: 120_000 },
      async () => {
        const query = queryOf(route);
        const segments = Object.fromEntries(
          paramsOf(route).map((p) => [p, segmentArbitrary(SEGMENTS[p] ?? ['x'])]),
        );
        const arbitrary = fc.record({
          segments: fc.record(segments),
          query: query ? queryArbitrary(query) : fc.constant(''),
          body: route.body ? bodyArbitrary(route.body) : fc.constant(undefined),
          // Signed in, so the answer is the input's and not the gate's.
          asAdmin: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(arbitrary, async (input) => {
            let path = route.path;
            for (const [name, value] of Object.entries(input.segments))
              path = path.replace(`:${name}`, value);
            if (input.query) path += `?${input.query}`;
            const body = input.body as FuzzBody | undefined;
            const before = route.method === 'get' ? '' : await fingerprint();
            const caller = input.asAdmin ? admin : member;
            const sent = await send(route, path, body, caller.cookie);
            const request = `${path} ${body ? (body.raw ?? JSON.stringify(body.json)).slice(0, 300) : ''}`;
            await check(route, sent, request, before, body);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
    );
  }

  it('POST /api/uploads: odd forms are refused whole', { timeout: 60_000 }, async () => {
    const route = t.routes.records.find((r) => isMultipart(r))!;
    const form = fc.record({
      purpose: fc.oneof(fc.constantFrom('resume', 'avatar', 'image', 'marqet'), nastyString),
      file: fc.oneof(
        fc.constant(pdf),
        fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
      ),
      name: fc.oneof(fc.constantFrom('resume.pdf', 'x.png'), nastyString),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/plain', ''),
      announced: fc.option(fc.oneof(fc.constantFrom('resume', 'avatar'), nastyString)),
    });
    await fc.assert(
      fc.asyncProperty(form, async (f) => {
        const before = await fingerprint();
        const query = f.announced === null ? '' : `?purpose=${encodeURIComponent(f.announced)}`;
        const sent = await t.request(`/api/uploads${query}`, {
          method: 'POST',
          cookie: member.cookie,
          body: uploadForm(f.purpose, f.file, f.name, f.type),
        });
        await check(route, sent, `${query} ${f.purpose} ${f.name}`, before);
      }),
      { numRuns: Math.max(20, Math.round(RUNS / 10)), seed: SEED, endOnFailure: true },
    );
  });
});
