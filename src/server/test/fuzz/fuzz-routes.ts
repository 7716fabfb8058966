import fc from 'fast-check';
import { eq, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURED_ITEM_TYPES } from '../../../shared/constants';
import { HOME_SECTIONS } from '../../../shared/schemas/public';
import { liveQuerySchema } from '../../../shared/schemas/live';
import { createBand } from '../../db/factories';
import { bandInput } from '../../db/factories/bands';
import { carnivalBands } from '../../db/schema';
import type { RouteRecord } from '../../platform/http';
import { pdf, uploadForm } from '../actors';
import { createTestServer, type TestServer } from '../harness';
import {
  UNKNOWN_MARKER,
  bodyArbitrary,
  sensitiveValues,
  queryArbitrary,
  segmentArbitrary,
  type FuzzBody,
} from './arbitraries';
import { nastyString } from './field-values';
import { fuzzChecks, isAuthRoute, keyOf } from './fuzz-checks';
import { prepare } from './fuzz-setup';

/**
 * Property-based requests for every route with a body, a query or path parameters, generated from the
 * route's zod schemas. Whatever a client sends: never a 5xx, never a stack or SQL in the answer, an answer in
 * our error shape or the route's own, the database untouched by a refusal, and unknown fields never stored
 * (fuzz-checks.ts), on a server set up with callers and real ids (fuzz-setup.ts).
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

const queryOf = (r: RouteRecord) => r.query ?? OWN_QUERY[keyOf(r)];
const paramsOf = (r: RouteRecord) => [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
/** The upload fuzz's stand-in for "the address repeats the form's purpose". */
const SAME_PURPOSE = Symbol('same purpose');
const isMultipart = (r: RouteRecord) => r.bodyDescription?.contentType === 'multipart/form-data';

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
  const { send, sensitiveBefore, check } = fuzzChecks(t, probe, bait);
  const sensitive = sensitiveValues(bait);
  const segments: Record<string, readonly string[]> = {
    id: ids,
    type: FEATURED_ITEM_TYPES,
    section: HOME_SECTIONS,
  };
  const all = fuzzableRoutes(t);
  const mine = all.filter((_, i) => i % shards === shard);

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
          // The write counter as the last refused write left it (its check read it and found it unchanged): the
          // next case's "before" as long as nothing ran in between, saving a read of it per case.
          let settled: string | undefined;
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
              // A fresh valid path is written by the factories: the counter is read again after it.
              if (input.validPath) settled = undefined;
              const segments = input.validPath ? await makeValidPath!() : input.segments;
              for (const [name, value] of Object.entries(segments)) path = path.replace(`:${name}`, value);
              if (input.query) path += `?${input.query}`;
              const body = input.body;
              const before = route.method === 'get' ? '' : (settled ?? (await probe.writes()));
              settled = undefined;
              const counts = await sensitiveBefore(route, body);
              const caller = input.asAdmin ? admin : member;
              const sent = await send(route, path, body, caller.cookie);
              const request = `${path} ${body ? (body.raw ?? JSON.stringify(body.json)).slice(0, 300) : ''}`;
              await check(route, sent, request, before, body, counts);
              if (sent.status >= 400 && route.method !== 'get') settled = before;
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
