import { expect } from 'vitest';
import type { RouteRecord } from '../platform/http';
import type { ActorName, createCallers } from './actors';
import { MATRIX } from './authorization-rows';
import type { TestServer } from './harness';
import { countStatements } from './statements';

/**
 * What every kept route must do (`keep` in platform/http.ts), read through its authorization-matrix row: a repeated
 * read by `who.owner` (a caller's name) costs only the session (`sessionOnly`: what a request costs before any route runs) and answers the
 * same; `who.other`'s read (a cookie) is built for them, never served from the owner's answer; after `who.write` (a write through the
 * app that changes nothing listed) the next read is built again. Only test files import this.
 */
export async function expectKeptPerCaller(
  t: TestServer,
  callers: Awaited<ReturnType<typeof createCallers>>,
  kept: RouteRecord[],
  who: { owner: ActorName; other: string; sessionOnly: number; write: () => Promise<{ status: number }> },
): Promise<void> {
  const ctx = { t, callers };
  for (const route of kept) {
    const row = MATRIX[`GET ${route.path}`]!;
    const fixture = row.fixture ? await row.fixture(ctx) : undefined;
    const { path } = await row.request(ctx, callers[who.owner], fixture);
    const get = (cookie = callers[who.owner].cookie) => t.request(path, { cookie });
    const first = await get();
    expect(first.status, path).toBe(200);
    const hit = await countStatements(t, async () => {
      const again = await get();
      expect(again.data, path).toEqual(first.data);
    });
    expect(hit, `${path}: a kept answer costs only the session`).toBe(who.sessionOnly);
    expect(await countStatements(t, () => get(who.other)), path).toBeGreaterThan(who.sessionOnly);
    expect((await who.write()).status).toBe(200);
    const rebuilt = await countStatements(t, async () => {
      const after = await get();
      expect(after.data, path).toEqual(first.data);
    });
    expect(rebuilt, `${path}: rebuilt after a write`).toBeGreaterThan(who.sessionOnly);
  }
}
