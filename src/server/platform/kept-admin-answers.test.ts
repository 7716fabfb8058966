// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { adminForFile, newMember, signInAdmin, type SignedIn } from '../auth/testing';
import {
  createAd,
  createBadgeType,
  createBand,
  createEvent,
  createHeroSlide,
  createMarqetRegistration,
  createPartner,
  createProduct,
  createProvider,
  createReceipt,
  createRestaurant,
  createStaffPosition,
  uniqueTag,
} from '../db/factories';
import type { AppEnv } from '../app-env';
import { createCallers } from '../test/actors';
import { expectKeptPerCaller } from '../test/kept-answers';
import { countStatements } from '../test/statements';
import { testServerForFile } from '../test/harness';
import { Routes } from './http';
import { endpoint, type AuthLevel, type Method } from '../../shared/contract';
import { createSharedPages } from './shared-pages';
import { createWriteWatch } from './write-watch';

/**
 * The back office's GET routes marked `keep: 'per-admin'` (http.ts): an administrator's answer is kept until
 * the next write. Kept for a minute here, so only a write can explain a fresh answer.
 */
const pages = createSharedPages({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { sharedPages: pages, writeWatch } });
const admin = adminForFile(t);

const read = async (path: string, who: SignedIn = admin) => {
  const res = await t.request(path, { cookie: who.cookie });
  expect(res.status, path).toBe(200);
  return res.data as unknown;
};
const call = async (method: string, path: string, json?: unknown) => {
  const res = await t.request(path, { method, json, cookie: admin.cookie });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res;
};
/** The item with this id in a list answer (`items`, or the answer itself when it is an array), or undefined. */
const itemOf = (data: unknown, id: string) => {
  const items = Array.isArray(data) ? data : (data as { items: { id: string }[] }).items;
  return (items as { id: string }[]).find((item) => item.id === id);
};
/** What the same question answers with nothing kept: the edit must already show without this. */
const fresh = async (path: string) => {
  pages.clear();
  return read(path);
};

describe('administrators’ answers kept until the next write', () => {
  it('keeps only what it may: an administrators’ GET with a response schema', () => {
    const routes = new Routes(new Hono<AppEnv>());
    const handler = () => ({ ok: true });
    const response = z.object({ ok: z.boolean() });
    const declare = <M extends Method, A extends AuthLevel>(method: M, path: string, auth: A) =>
      endpoint({ method, path, summary: 'x', auth, response, resource: 'x' });
    expect(() => routes.implement(declare('get', '/api/x', 'user'), { keep: 'per-admin' }, handler)).toThrow(
      /only an administrators/,
    );
    expect(() =>
      routes.implement(
        endpoint({ method: 'get', path: '/api/admin/x', summary: 'x', auth: 'admin', resource: 'x' }),
        { keep: 'per-admin' },
        () => new Response(),
      ),
    ).toThrow(/only an administrators/);
    expect(() =>
      routes.implement(declare('post', '/api/admin/x', 'admin'), { keep: 'per-admin' }, handler),
    ).toThrow(/only an administrators/);
    routes.implement(declare('get', '/api/admin/x', 'admin'), { keep: 'per-admin' }, handler);
  });

  it('every kept route: a repeated read costs only the session, a write makes the next read fresh, admins apart', async () => {
    const kept = t.routes.records.filter((r) => r.keep === 'per-admin');
    // Every back-office list and detail that answers JSON (the CSV exports are streamed, not kept).
    const adminGets = t.routes.records.filter(
      (r) => r.method === 'get' && r.auth === 'admin' && !r.path.endsWith('/export'),
    );
    expect(kept.map((r) => r.path).sort()).toEqual(adminGets.map((r) => r.path).sort());

    const callers = await createCallers(t);
    const other = await signInAdmin(t);
    // What a request costs before any route runs (the session), measured on a path no route serves.
    const sessionOnly = await countStatements(t, () =>
      t.request('/api/admin/no-such-list', { cookie: callers.admin.cookie }),
    );
    // Another administrator's answer is their own: built for them. Any write through the app that succeeds (here
    // one that changes nothing listed) clears it; a refused one writes nothing and clears nothing
    // (write-watch.test.ts).
    await expectKeptPerCaller(t, callers, kept, {
      owner: 'admin',
      other: other.cookie,
      sessionOnly,
      write: () => t.request('/api/notifications/read-all', { method: 'POST', cookie: callers.admin.cookie }),
    });
  });

  /** Lists with an active toggle: the administrator deactivates an item and sees it on the next read. */
  const toggled: Array<[string, (tag: string) => Promise<{ id: string }>, (tag: string) => string]> = [
    ['events', (tag) => createEvent(t.db, { title: `Kept ${tag}` }), (tag) => `/api/admin/events?q=${tag}`],
    [
      'restaurants',
      (tag) => createRestaurant(t.db, { name: `Kept ${tag}` }),
      (tag) => `/api/admin/restaurants?q=${tag}`,
    ],
    ['bands', (tag) => createBand(t.db, { name: `Kept ${tag}` }), (tag) => `/api/admin/bands?q=${tag}`],
    [
      'products',
      (tag) => createProduct(t.db, { name: `Kept ${tag}` }),
      (tag) => `/api/admin/products?q=${tag}`,
    ],
    [
      'providers',
      (tag) => createProvider(t.db, { firstName: 'Kept', bio: `Kept ${tag}` }),
      (tag) => `/api/admin/providers?q=${tag}`,
    ],
    ['hero-slides', () => createHeroSlide(t.db), () => '/api/admin/hero-slides'],
    ['ads', () => createAd(t.db), () => '/api/admin/ads'],
    ['partners', () => createPartner(t.db), () => '/api/admin/partners'],
  ];
  it.each(toggled)('%s: a deactivation shows on the administrator’s next read', async (kind, make, list) => {
    const tag = uniqueTag();
    const item = await make(tag);
    const path = list(tag);
    expect(itemOf(await read(path), item.id)).toMatchObject({ active: true });
    await call('PUT', `/api/admin/${kind}/${item.id}/active`, { active: false });
    const after = await read(path);
    expect(itemOf(after, item.id)).toMatchObject({ active: false });
    expect(await fresh(path)).toEqual(after);
  });

  it('an event’s page: an edit shows on the next read', async () => {
    const event = await createEvent(t.db, { title: `Kept ${uniqueTag()}` });
    const path = `/api/admin/events/${event.id}`;
    expect(await read(path)).toMatchObject({ event: { active: true } });
    await call('PUT', `/api/admin/events/${event.id}/active`, { active: false });
    expect(await read(path)).toMatchObject({ event: { active: false } });
  });

  it('deletions show at once: receipts, staff positions, badge types', async () => {
    const member = await newMember(t);
    const tag = uniqueTag();
    const receipt = await createReceipt(t.db, member.userId, { title: `Kept ${tag}` });
    const position = await createStaffPosition(t.db, { title: `Kept ${tag}` });
    const badge = await createBadgeType(t.db, { name: `Kept ${tag}` });
    const cases: Array<[string, string, string]> = [
      [`/api/admin/receipts?q=${tag}`, `/api/admin/receipts/${receipt.id}`, receipt.id],
      [`/api/admin/staff-positions?q=${tag}`, `/api/admin/staff-positions/${position.id}`, position.id],
      ['/api/admin/badge-types', `/api/admin/badge-types/${badge.id}`, badge.id],
    ];
    for (const [list, item, id] of cases) {
      expect(itemOf(await read(list), id), list).toBeDefined();
      await call('DELETE', item);
      const after = await read(list);
      expect(itemOf(after, id), list).toBeUndefined();
      expect(await fresh(list)).toEqual(after);
    }
  });

  it('users: a suspension shows on the list and the member’s page at once', async () => {
    const member = await newMember(t);
    const list = `/api/admin/users?q=${encodeURIComponent(member.input.email)}`;
    const page = `/api/admin/users/${member.userId}`;
    expect(itemOf(await read(list), member.userId)).toMatchObject({ suspended: false });
    expect(await read(page)).toMatchObject({ user: { suspended: false } });
    await call('POST', `/api/admin/users/${member.userId}/suspend`, {
      reason: 'Kept answers test',
      password: admin.input.password,
    });
    expect(itemOf(await read(list), member.userId)).toMatchObject({ suspended: true });
    expect(await read(page)).toMatchObject({ user: { suspended: true } });
  });

  it('Fete Marqet registrations: an approval shows on the list and the page at once', async () => {
    const member = await newMember(t);
    const registration = await createMarqetRegistration(t.db, member.userId, { status: 'pending' });
    const list = '/api/admin/marqet-registrations?status=pending';
    const page = `/api/admin/marqet-registrations/${registration.id}`;
    expect(itemOf(await read(list), registration.id)).toBeDefined();
    expect(await read(page)).toMatchObject({ status: 'pending' });
    await call('POST', `${page}/approve`);
    expect(itemOf(await read(list), registration.id)).toBeUndefined();
    expect(await read(page)).toMatchObject({ status: 'approved' });
  });

  it('a member’s write (a new application) shows on the administrator’s next read too', async () => {
    const tag = uniqueTag();
    const position = await createStaffPosition(t.db, { title: `Kept ${tag}`, active: true });
    const path = `/api/admin/staff-positions/${position.id}/applications`;
    const before = (await read(path)) as { items: unknown[] };
    const member = await newMember(t);
    const applied = await t.request('/api/staff/applications', {
      method: 'POST',
      json: {
        positionId: position.id,
        fullName: 'Kept Applicant',
        email: member.input.email,
        phone: '+1 868 555 0100',
        agreeToTerms: true,
      },
      cookie: member.cookie,
    });
    expect(applied.status).toBeLessThan(300);
    const after = (await read(path)) as { items: unknown[] };
    expect(after.items).toHaveLength(before.items.length + 1);
  });
});
