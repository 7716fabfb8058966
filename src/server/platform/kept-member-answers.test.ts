// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { adminForFile, newMember } from '../auth/testing';
import { createReceipt, uniqueTag } from '../db/factories';
import type { AppEnv } from '../app-env';
import { createCallers } from '../test/actors';
import { expectKeptPerCaller } from '../test/kept-answers';
import { countStatements } from '../test/statements';
import { testServerForFile } from '../test/harness';
import { Routes } from './http';
import { endpoint } from '../../shared/contract';
import { createSharedPages } from './shared-pages';
import { createWriteWatch } from './write-watch';

/**
 * Members' own GET routes marked `keep: 'per-member'` (http.ts): a member's answer is kept until the next write.
 * Kept for a minute here, so only a write can explain a fresh answer.
 */
const pages = createSharedPages({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { sharedPages: pages, writeWatch } });
const admin = adminForFile(t);

/**
 * The members' reads that are kept: each writes nothing, or only a mark that was made when the answer was built
 * (the chat's presence, the day's Fete ID pass). Left out: files (not JSON), the public lists and details
 * (members share those pages already: shared-pages.ts), and the form a member fills (`/api/forms/:type/:id`).
 */
const KEPT = [
  '/api/chat/conversations',
  '/api/chat/conversations/:id',
  '/api/chat/conversations/:id/messages',
  '/api/chat/unread',
  '/api/likes',
  '/api/me/attending-events',
  '/api/me/badges',
  '/api/me/carnival-plans',
  '/api/me/carnival-plans/:planId',
  '/api/me/events',
  '/api/me/events/:id',
  '/api/me/form-submissions',
  '/api/me/form-submissions/:submissionId',
  '/api/me/marqet-registrations',
  '/api/me/marqet-registrations/:id',
  '/api/me/receipts',
  '/api/me/receipts/:receiptId',
  '/api/me/receipts/status',
  '/api/me/restaurants',
  '/api/me/staff-applications',
  '/api/members/directory',
  '/api/members/directory/:member',
  '/api/members/me',
  '/api/members/me/calendar-feed',
  '/api/members/me/fete-id',
  '/api/notifications',
  '/api/notifications/preferences',
  '/api/notifications/reminders',
  '/api/restaurants/:id/manage',
  '/api/staff/positions',
];

describe('members’ answers kept until the next write', () => {
  it('keeps only a members’ GET with a response schema', () => {
    const routes = new Routes(new Hono<AppEnv>());
    const response = z.object({ ok: z.boolean() });
    const handler = () => ({ ok: true });
    const declare = (method: 'get' | 'post', auth: 'user' | 'admin' | 'public') =>
      endpoint({ method, path: '/api/me/x', summary: 'x', auth, response, resource: 'x' });
    for (const [method, auth] of [
      ['get', 'admin'],
      ['get', 'public'],
      ['post', 'user'],
    ] as const)
      expect(() => routes.implement(declare(method, auth), { keep: 'per-member' }, handler)).toThrow(
        /per-member/,
      );
    routes.implement(declare('get', 'user'), { keep: 'per-member' }, handler);
  });

  it('every kept route: a repeated read costs only the session, a write makes the next read fresh, members apart', async () => {
    const kept = t.routes.records.filter((r) => r.keep === 'per-member');
    expect(kept.map((r) => r.path).sort()).toEqual([...KEPT].sort());

    const callers = await createCallers(t);
    const sessionOnly = await countStatements(t, () =>
      t.request('/api/me/no-such-list', { cookie: callers.owner.cookie }),
    );
    // Another member's read is built for them, never served from the owner's answer.
    await expectKeptPerCaller(t, callers, kept, {
      owner: 'owner',
      other: callers.memberA.cookie!,
      sessionOnly,
      write: () =>
        t.request('/api/notifications/read-all', { method: 'POST', cookie: callers.memberB.cookie }),
    });
  }, 240_000);

  it('the member’s own edit shows on their next read', async () => {
    const member = await newMember(t);
    const read = async () =>
      (
        (await t.request('/api/members/me', { cookie: member.cookie })).data as {
          profile: { firstName: string };
        }
      ).profile.firstName;
    expect(await read()).toBe(member.input.firstName);
    const firstName = `Kept${uniqueTag().slice(0, 8)}`;
    const edited = await t.request('/api/members/me', {
      method: 'PATCH',
      json: { firstName, lastName: 'Charles' },
      cookie: member.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await read()).toBe(firstName);
  });

  it('an administrator’s write for the member (a new receipt) shows on the member’s next read', async () => {
    const member = await newMember(t);
    const list = async () =>
      ((await t.request('/api/me/receipts', { cookie: member.cookie })).data as { items: { id: string }[] })
        .items;
    expect(await list()).toEqual([]);
    const receipt = await createReceipt(t.db, member.userId, { title: `Kept ${uniqueTag()}` });
    // A write outside the app (the factory) shows once the app announces a write: here the administrator's.
    const wrote = await t.request('/api/notifications/read-all', { method: 'POST', cookie: admin.cookie });
    expect(wrote.status).toBe(200);
    expect((await list()).map((r) => r.id)).toEqual([receipt.id]);
  });
});
