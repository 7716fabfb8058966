// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { adminTestFile, newMember } from '../auth/testing';
import {
  createBadgeType,
  createUserBadge,
  createBand,
  createProduct,
  createProvider,
  uniqueTag,
} from '../db/factories';
import { countStatements } from '../test/statements';

/**
 * The back office's list pages: a page and its total come from one statement, whatever the page size (no
 * answer is kept here, so each read is built).
 */
const { t, admin } = adminTestFile();

const read = async (path: string) => {
  const res = await t.request(path, { cookie: admin.cookie });
  expect(res.status, path).toBe(200);
  return res.data as unknown;
};

describe('the back office’s pages built in one statement with their total', () => {
  const lists: Array<[string, (tag: string) => Promise<unknown>, (tag: string) => string, number]> = [
    ['bands', (tag) => createBand(t.db, { name: `One ${tag}` }), (tag) => `/api/admin/bands?q=${tag}`, 1],
    [
      'products',
      (tag) => createProduct(t.db, { name: `One ${tag}` }),
      (tag) => `/api/admin/products?q=${tag}`,
      1,
    ],
    // Providers also read their client photos, for the whole page at once.
    [
      'providers',
      (tag) => createProvider(t.db, { firstName: 'One', bio: `One ${tag}` }),
      (tag) => `/api/admin/providers?q=${tag}`,
      2,
    ],
    [
      'users',
      (tag) => newMember(t, { firstName: `One${tag.replace(/[^a-z]/gi, '')}` }),
      (tag) => `/api/admin/users?q=One${tag.replace(/[^a-z]/gi, '')}`,
      1,
    ],
  ];
  it.each(lists)('%s: page and total in one statement, whatever the page size', async (_, make, list, n) => {
    const tag = uniqueTag();
    for (let i = 0; i < 3; i++) await make(tag);
    const path = list(tag);
    const sessionOnly = await countStatements(t, () =>
      t.request('/api/admin/no-such-list', { cookie: admin.cookie }),
    );
    for (const pageSize of [2, 20]) {
      const statements = await countStatements(t, async () => {
        const page = (await read(`${path}&pageSize=${pageSize}`)) as { items: unknown[]; total: number };
        expect(page.total).toBe(3);
        expect(page.items).toHaveLength(Math.min(3, pageSize));
      });
      expect(statements - sessionOnly, `${path} pageSize ${pageSize}`).toBe(n);
    }
    // A page past the end has no row to carry the total: counted apart, still right.
    const past = (await read(`${path}&page=3&pageSize=2`)) as { items: unknown[]; total: number };
    expect(past).toMatchObject({ items: [], total: 3 });
  });
});

it('user badges: the awards page and its total in one statement, whatever the page size', async () => {
  const badge = await createBadgeType(t.db, { name: `One ${uniqueTag()}` });
  for (let i = 0; i < 3; i++) await createUserBadge(t.db, (await newMember(t)).userId, badge.id);
  const sessionOnly = await countStatements(t, () =>
    t.request('/api/admin/no-such-list', { cookie: admin.cookie }),
  );
  const totals: number[] = [];
  for (const pageSize of [2, 20]) {
    const statements = await countStatements(t, async () => {
      const page = (await read(`/api/admin/user-badges?pageSize=${pageSize}`)) as {
        items: unknown[];
        total: number;
      };
      expect(page.items.length).toBe(Math.min(page.total, pageSize));
      totals.push(page.total);
    });
    expect(statements - sessionOnly, `pageSize ${pageSize}`).toBe(1);
  }
  expect(totals[0]).toBeGreaterThanOrEqual(3);
  expect(totals[1]).toBe(totals[0]);
  const past = (await read(`/api/admin/user-badges?page=${totals[0]! + 1}&pageSize=1`)) as { total: number };
  expect(past.total).toBe(totals[0]);
});
