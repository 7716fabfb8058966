// @module-tag both
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signedInForFile } from '../auth/testing';
import type { Db } from '../db/client';
import { createEvent, createFeaturedItem } from '../db/factories';
import { testServerForFile } from '../test/harness';

/**
 * The back office's lists are prepared once per query shape (issue #25, goal 2; platform/prepared-lists.ts): a
 * search nobody asked before, or another page, only fills in the values of a statement built for an earlier
 * request of the same shape. Drizzle builds a statement's text in its dialect's `sqlToQuery`; counted here.
 */
const t = testServerForFile();
const { admin, member } = signedInForFile(t);

/** How many statements drizzle builds while `run` runs. */
async function builds(run: () => Promise<unknown>): Promise<number> {
  const dialect = (t.db as unknown as { dialect: { sqlToQuery: (...a: unknown[]) => unknown } }).dialect;
  const built = vi.spyOn(dialect, 'sqlToQuery');
  try {
    await run();
    return built.mock.calls.length;
  } finally {
    built.mockRestore();
  }
}

/**
 * What a session lookup builds: the administrator's for an id that is not one, a member's for the back office
 * (both answered without the database).
 */
async function sessionBuilds(who = admin): Promise<number> {
  const [path, status] = who === admin ? ['/api/admin/events/not-an-id', 404] : ['/api/admin/events', 403];
  const built = await builds(async () => {
    expect((await t.request(path, { cookie: who.cookie })).status).toBe(status);
  });
  expect(built).toBeGreaterThan(0);
  return built;
}

const get = async (path: string, who = admin) => {
  const res = await t.request(path, { cookie: who.cookie });
  expect(res.status, path).toBe(200);
  return res.data as { items: unknown[]; total: number };
};

/** Each list with `{term}` where a search term goes; searched first, then searched again. */
const LISTS = [
  '/api/admin/events?q={term}',
  '/api/admin/events?q={term}&reported=true',
  '/api/admin/restaurants?q={term}',
  '/api/admin/bands?q={term}',
  '/api/admin/products?q={term}',
  '/api/admin/providers?q={term}',
  '/api/admin/users?q={term}',
  '/api/admin/users?q={term}+{term}&sort=email&dir=desc',
  '/api/admin/staff-positions?q={term}',
  '/api/admin/receipts?q={term}',
  '/api/admin/receipts?q={term}+{term}',
  '/api/admin/marqet-registrations?q={term}',
  '/api/admin/marqet-registrations?q={term}&status=pending',
];

describe('the back office’s lists, prepared once per shape', () => {
  it('build no statement for a search nobody asked before, once its shape was asked', async () => {
    const fresh = () => `zz${randomUUID().slice(0, 8)}`;
    const session = await sessionBuilds();
    const built: Record<string, number> = {};
    for (const list of LISTS) {
      await get(list.replaceAll('{term}', fresh()));
      built[list] = (await builds(() => get(list.replaceAll('{term}', fresh())))) - session;
    }
    expect(built).toEqual(Object.fromEntries(LISTS.map((list) => [list, 0])));
  });

  it('include the members’ directory: a name nobody searched for builds no statement', async () => {
    const session = await sessionBuilds(member);
    const searches = ['q={term}', 'q={term}+{term}', 'q={term}&territory=Barbados'];
    const built: Record<string, number> = {};
    for (const search of searches) {
      const path = `/api/members/directory?${search}`;
      await get(path.replaceAll('{term}', `zz${randomUUID().slice(0, 8)}`), member);
      const again = () => get(path.replaceAll('{term}', `zz${randomUUID().slice(0, 8)}`), member);
      built[search] = (await builds(again)) - session;
    }
    expect(built).toEqual(Object.fromEntries(searches.map((search) => [search, 0])));
  });

  it('answer another page and a page past the end of the same statement, with the right total', async () => {
    const tag = `Prep${randomUUID().slice(0, 8)}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await createEvent(t.db as Db, { title: `${tag} ${i}` }));
    await createFeaturedItem(t.db as Db, 'event', made[2]!.id);
    const first = await get(`/api/admin/events?q=${tag}&pageSize=2`);
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    const later = await builds(async () => {
      const second = await get(`/api/admin/events?q=${tag}&page=2&pageSize=2`);
      expect(second.total).toBe(5);
      expect(second.items).toHaveLength(2);
    });
    expect(later - (await sessionBuilds())).toBe(0);
    const all = await get(`/api/admin/events?q=${tag}&pageSize=10`);
    const featured = all.items.filter((item) => (item as { featured: boolean }).featured);
    expect(featured.map((item) => (item as { id: string }).id)).toEqual([made[2]!.id]);
    // Past the end, no row carries the total: it is counted apart (the count's own statement).
    const beyond = await get(`/api/admin/events?q=${tag}&page=9&pageSize=2`);
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });
});
