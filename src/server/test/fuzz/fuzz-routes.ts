import fc from 'fast-check';
import { eq, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURED_ITEM_TYPES } from '../../../shared/constants';
import { HOME_SECTIONS } from '../../../shared/schemas/public';
import { liveQuerySchema } from '../../../shared/schemas/live';
import {
  createBand,
  createCustomForm,
  createEvent,
  createEventDiscount,
  createEventReport,
  createFeaturedItem,
  createMenuItem,
  createProduct,
  createProvider,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  createRidePackage,
  createTestimonial,
} from '../../db/factories';
import { bandInput } from '../../db/factories/bands';
import { carnivalBands } from '../../db/schema';
import type { RouteRecord } from '../../platform/http';
import { freshAdmin, pdf, newMember, uploadAs, uploadForm, type Caller } from '../actors';
import { createTestServer, type TestServer } from '../harness';
import {
  SENSITIVE_DATE,
  SENSITIVE_NUMBER,
  UNKNOWN_MARKER,
  bodyArbitrary,
  sensitiveValues,
  nastyString,
  queryArbitrary,
  segmentArbitrary,
  type FuzzBody,
} from './arbitraries';
import { createDatabaseProbe } from './database-probe';

/**
 * Property-based requests for every route with a body, a query or path parameters, generated from the
 * route's zod schemas. Whatever a client sends: never a 5xx, never a stack or SQL in the answer, an answer in
 * our error shape or the route's own, the database untouched by a refusal, and unknown fields never stored.
 *
 * The routes are dealt into shards (`shard-*.test.ts`), one file each, so the two test workers share them. Each
 * route gets FUZZ_RUNS cases (200) on the database of the run, with FUZZ_SEED on PGlite and the next seed on
 * PostgreSQL. `npm test` runs both and splits the 200 (scripts/test.mjs): 50 on PGlite, whose own part is its
 * driver's parameters and answers, and 150 on PostgreSQL, the production database, where a case costs a third less;
 * a route still meets 200 different cases in all. FUZZ_SEED replays a failing run (fast-check prints the seed);
 * FUZZ_RUNS sets the count.
 */

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SEED = Number(process.env.FUZZ_SEED ?? 20_270_301) + (ON_POSTGRES ? 1 : 0);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Routes whose query is read outside `Routes` (the live channel) name their schema here. */
const OWN_QUERY: Record<string, z.ZodType> = { 'GET /api/live': liveQuerySchema };

const keyOf = (r: RouteRecord) => `${r.method.toUpperCase()} ${r.path}`;
const queryOf = (r: RouteRecord) => r.query ?? OWN_QUERY[keyOf(r)];
const paramsOf = (r: RouteRecord) => [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
/** The upload fuzz's stand-in for "the address repeats the form's purpose". */
const SAME_PURPOSE = Symbol('same purpose');
const isMultipart = (r: RouteRecord) => r.bodyDescription?.contentType === 'multipart/form-data';
/** better-auth's own endpoints (sign-up, sign-in, reset…): fuzzed with bodies their schema refuses only. */
const isAuthRoute = (r: RouteRecord) => r.tags.includes('auth');

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
  if (isAuthRoute(route)) return typeof d?.message === 'string' || typeof d?.error === 'object';
  return typeof d?.error?.code === 'string' && typeof d.error.message === 'string';
}

/** What the fuzz needs of a test server: callers, real ids, and the database probe. */
async function prepare(t: TestServer) {
  const signedIn = await newMember(t);
  const member: Caller = {
    name: 'memberA',
    cookie: signedIn.cookie,
    userId: signedIn.userId,
    email: signedIn.input.email,
    password: signedIn.input.password,
  };
  const admin = await freshAdmin(t);
  // The member organises the event and owns the restaurant: their own edits are reached too.
  const kinds = {
    bands: (await createBand(t.db)).id,
    events: (await createEvent(t.db, { organizerId: member.userId })).id,
    restaurants: (await createRestaurant(t.db, { ownerId: member.userId })).id,
    providers: (await createProvider(t.db)).id,
    products: (await createProduct(t.db)).id,
    files: await uploadAs(t, member.cookie!, 'resume'),
  };
  const ids = Object.values(kinds);
  const probe = await createDatabaseProbe(t.db, UNKNOWN_MARKER);
  // A member who owns nothing and is never named in a path: its id is what an attacker puts in `ownerId`.
  const bait = (await newMember(t)).userId;
  return { member, admin, ids, probe, bait, validPaths: validPathMakers(t, member, kinds) };
}

/** The tables that hold the bait member's id because it is a member: its account, not anything it was given. */
const BAIT_HOME = ['users', 'accounts', 'sessions'];

type PathMaker = () => Promise<Record<string, string>>;

/**
 * Routes whose path names an object inside another (a restaurant's menu item) or an object of a kind the
 * shared ids do not hold: each run may take a fresh, valid pair made for it, so the nested write is reached
 * (a random child id under a real parent only ever meets 404). The member owns the restaurants; the
 * administrator reaches the rest.
 */
function validPathMakers(
  t: TestServer,
  member: Caller,
  kinds: Record<string, string>,
): (path: string) => PathMaker | undefined {
  const db = t.db;
  const restaurant = () => createRestaurant(db, { ownerId: member.userId });
  const child =
    (make: (db: TestServer['db'], id: string) => Promise<{ id: string }>, param: string) => async () => {
      const r = await restaurant();
      return { id: r.id, [param]: (await make(db, r.id)).id };
    };
  const eventChild = async () => {
    const e = await createEvent(db);
    return { id: e.id, discountId: (await createEventDiscount(db, e.id)).id };
  };
  const rideWithForm = async () => {
    const ride = await createRidePackage(db);
    await createCustomForm(db, 'ride', ride.id);
    return { type: 'ride', id: ride.id };
  };
  const aMember = async () => ({ member: (await newMember(t)).userId });
  const nested: Record<string, PathMaker> = {
    '/api/restaurants/:id/menu-items/:itemId': child(createMenuItem, 'itemId'),
    '/api/restaurants/:id/photos/:photoId': child(createRestaurantPhoto, 'photoId'),
    '/api/restaurants/:id/photos/:photoId/move': child(createRestaurantPhoto, 'photoId'),
    '/api/restaurants/:id/discounts/:discountId': child(createRestaurantDiscount, 'discountId'),
    '/api/admin/events/:id/discounts/:discountId': eventChild,
    '/api/admin/events/:id/reports/:reportId/dismiss': async () => {
      const e = await createEvent(db);
      return { id: e.id, reportId: (await createEventReport(db, e.id, member.userId!)).id };
    },
    '/api/admin/providers/:id/testimonials/:testimonialId': async () => {
      const p = await createProvider(db);
      return { id: p.id, testimonialId: (await createTestimonial(db, p.id)).id };
    },
    '/api/admin/featured/:type/:id/move': async () => {
      const band = await createBand(db);
      await createFeaturedItem(db, 'band', band.id);
      return { type: 'band', id: band.id };
    },
    '/api/admin/form-targets/:type/:id': rideWithForm,
    '/api/forms/:type/:id/submissions': rideWithForm,
    '/api/admin/users/:member/role': aMember,
    '/api/admin/users/:member/membership': aMember,
    '/api/admin/users/:member/suspend': aMember,
  };
  // Any other `:id` of a listing names an object of that listing's kind (a random one of the six is 404).
  const ofKind =
    /^\/api\/(?:admin\/|likes\/|members\/me\/)?(events|bands|restaurants|providers|products|files)\/:id(?:\/|$)/;
  return (path) => {
    if (nested[path]) return nested[path];
    const kind = ofKind.exec(path)?.[1];
    return kind && [...path.matchAll(/:/g)].length === 1 ? async () => ({ id: kinds[kind]! }) : undefined;
  };
}

/** The routes the fuzz covers, in a fixed order (the shards deal them out by position). */
export function fuzzableRoutes(t: TestServer): RouteRecord[] {
  return t.routes.records
    .filter((r) => !isMultipart(r) && (r.body || queryOf(r) || paramsOf(r).length > 0))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/**
 * Defines the fuzz tests of one shard (0-based) of `shards`. Shard 0 also checks the fuzz itself (that every
 * route is dealt and that its probe sees a write) and the multipart upload route.
 */
export async function fuzzRoutes(shard: number, shards: number) {
  // With the caches the server runs in production (session lookups, kept administrators' answers): the input
  // reaches the routes as it would there, and a case costs a session lookup less.
  const t = await createTestServer({}, { productionCaches: true });
  afterAll(() => t.close());
  const { member, admin, ids, probe, bait, validPaths } = await prepare(t);
  const sensitive = sensitiveValues(bait);
  const segments: Record<string, readonly string[]> = {
    id: ids,
    type: FEATURED_ITEM_TYPES,
    section: HOME_SECTIONS,
  };
  const all = fuzzableRoutes(t);
  const mine = all.filter((_, i) => i % shards === shard);

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
        {
          headers: { origin: t.config.publicUrl, accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
        },
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

  /** What the sensitive fields of `body` could change, read before the request. */
  async function sensitiveBefore(route: RouteRecord, body?: FuzzBody) {
    return body?.sensitive?.length && route.method !== 'get' ? probe.sensitiveCounts() : undefined;
  }

  /** After a success: none of the sensitive fields the route does not know was stored. */
  async function checkSensitive(where: string, body: FuzzBody, before: Record<string, number>) {
    const taken = body.sensitive ?? [];
    const stored: string[] = [];
    if (taken.some((f) => f === 'ownerId' || f === 'userId')) {
      for (const table of await probe.tablesHolding(bait, BAIT_HOME))
        stored.push(`another member's id in ${table}`);
    }
    if (taken.some((f) => f === 'priceCents' || f === 'totalPriceCents')) {
      for (const table of await probe.tablesHolding(String(SENSITIVE_NUMBER)))
        stored.push(`a price in ${table}`);
    }
    if (taken.includes('expiresAt')) {
      for (const table of await probe.tablesHolding(SENSITIVE_DATE)) stored.push(`an expiry in ${table}`);
    }
    const after = await probe.sensitiveCounts();
    for (const field of ['role', 'membershipType', 'active', 'status'] as const) {
      if (taken.includes(field) && after[field] !== before[field])
        stored.push(`${field} (${before[field]} → ${after[field]})`);
    }
    expect(stored, `${where} stored sensitive fields it does not take`).toEqual([]);
  }

  async function check(
    route: RouteRecord,
    sent: Sent,
    request: string,
    before: string,
    body?: FuzzBody,
    sensitiveCounts?: Record<string, number>,
  ) {
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
      if (route.method !== 'get') expect(await probe.writes(), `${where} changed the database`).toBe(before);
    } else if (route.response && sent.text) {
      expect(route.response.safeParse(sent.data).success, `${where} success shape`).toBe(true);
    }
    if (sent.status < 400 && body?.extra && route.method !== 'get')
      expect(await probe.tablesHoldingMarker(), `${where} stored an unknown field`).toEqual([]);
    if (sent.status < 400 && body && sensitiveCounts) await checkSensitive(where, body, sensitiveCounts);
  }

  /** A body for the route: anything its schema allows or refuses; for better-auth's routes, refused only. */
  function bodyFor(route: RouteRecord): fc.Arbitrary<FuzzBody | undefined> {
    if (!route.body) return fc.constant(undefined);
    const schema = route.body;
    const bodies = bodyArbitrary(schema, sensitive);
    return isAuthRoute(route)
      ? bodies.filter((b) => b.raw !== undefined || !schema.safeParse(b.json).success)
      : bodies;
  }

  describe(`schema fuzzing, shard ${shard + 1} of ${shards}`, () => {
    if (shard === 0) {
      it('deals every route that takes input to a shard, and its probe sees a write', async () => {
        expect(all.length).toBeGreaterThan(20);
        const dealt = Array.from({ length: shards }, (_, s) => all.filter((_, i) => i % shards === s));
        expect(dealt.flat()).toHaveLength(all.length);
        const before = await probe.writes();
        const band = await createBand(t.db, { name: `Band ${UNKNOWN_MARKER}` });
        expect(await probe.writes()).not.toBe(before);
        expect(await probe.tablesHoldingMarker()).toEqual([getTableName(carnivalBands)]);
        await t.db.delete(carnivalBands).where(eq(carnivalBands.id, band.id));
        expect(await probe.tablesHoldingMarker()).toEqual([]);
        const afterDelete = await probe.writes();
        // A read writes nothing; a write rolled back leaves the count as it was.
        await t.request('/api/bands');
        await t.db
          .transaction(async (tx) => {
            await tx.insert(carnivalBands).values(bandInput({ name: 'rolled back' }));
            throw new Error('roll back');
          })
          .catch(() => {});
        expect(await probe.writes()).toBe(afterDelete);
      });
    }

    for (const route of mine) {
      it(
        `${keyOf(route)}: never a 5xx, a leak, a change on refusal or a stored unknown field`,
        { timeout: 120_000 },
        async () => {
          const query = queryOf(route);
          const segmentArbitraries = Object.fromEntries(
            paramsOf(route).map((p) => [p, segmentArbitrary(segments[p] ?? ['x'])]),
          );
          const makeValidPath = validPaths(route.path);
          const arbitrary = fc.record({
            segments: fc.record(segmentArbitraries),
            // A fresh valid parent and child for this run (validPathMakers), or the segments above.
            validPath: makeValidPath ? fc.boolean() : fc.constant(false),
            query: query ? queryArbitrary(query) : fc.constant(''),
            body: bodyFor(route),
            // Signed in, so the answer is the input's and not the gate's.
            asAdmin: fc.boolean(),
          });
          await fc.assert(
            fc.asyncProperty(arbitrary, async (input) => {
              let path = route.path;
              const segments = input.validPath ? await makeValidPath!() : input.segments;
              for (const [name, value] of Object.entries(segments)) path = path.replace(`:${name}`, value);
              if (input.query) path += `?${input.query}`;
              const body = input.body;
              const before = route.method === 'get' ? '' : await probe.writes();
              const counts = await sensitiveBefore(route, body);
              const caller = input.asAdmin ? admin : member;
              const sent = await send(route, path, body, caller.cookie);
              const request = `${path} ${body ? (body.raw ?? JSON.stringify(body.json)).slice(0, 300) : ''}`;
              await check(route, sent, request, before, body, counts);
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        },
      );
    }

    if (shard === 0) {
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
          // The address's purpose: mostly the form's (so the body is read), else another, a nasty one or none.
          announced: fc.option(
            fc.oneof(
              { arbitrary: fc.constant(SAME_PURPOSE), weight: 3 },
              fc.constantFrom('resume', 'avatar'),
              nastyString,
            ),
          ),
        });
        await fc.assert(
          fc.asyncProperty(form, async (f) => {
            const before = await probe.writes();
            const announced = f.announced === SAME_PURPOSE ? f.purpose : f.announced;
            const query = announced === null ? '' : `?purpose=${encodeURIComponent(announced)}`;
            const sent = await t.request(`/api/uploads${query}`, {
              method: 'POST',
              cookie: member.cookie,
              body: uploadForm(f.purpose, f.file, f.name, f.type),
            });
            await check(route, sent, `${query} ${f.purpose} ${f.name}`, before);
          }),
          { numRuns: Math.max(20, Math.round(RUNS / 5)), seed: SEED, endOnFailure: true },
        );
      });
    }
  });
}
