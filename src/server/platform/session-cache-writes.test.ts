// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn, signInAdmin, type SignedIn } from '../auth/testing';
import { createEvent } from '../db/factories';
import { createTestServer, type TestServer } from '../test/harness';
import { countStatements } from '../test/statements';
import { createSessionCache, type SessionCache } from './session-cache';
import { announcement, createWriteWatch, type WriteScope } from './write-watch';

/*
 * Issue #25, goal 3: the session lookups are kept through writes that touch no member or session (a like, a
 * chat message), and every change to a member or a session still ends them at once, in this process and, through
 * the announcement, in another one (`there`: its own cache and write watch, told what `here` announces).
 */
let t: TestServer;
let here: SessionCache;
const there = { cache: undefined as unknown as SessionCache, watch: createWriteWatch() };
const announced: WriteScope[] = [];
const watchers: (() => void)[] = [];
const writeWatch = createWriteWatch({
  watchMembers: (listener) => void watchers.push(listener),
  announce: async (scope) => {
    announced.push(scope);
    const heard = announcement.heard(announcement.payload('here', scope), 'there');
    if (heard) there.watch.heard(heard);
  },
});
beforeAll(async () => {
  t = await createTestServer({}, { app: { writeWatch, sessionCache: { lookup: (h) => here.lookup(h) } } });
  for (const listener of watchers) t.database.onMembersWritten(listener);
  here = createSessionCache(t.deps.auth, t.db, { ttlMs: 60_000 });
  writeWatch.onWrite(here.clear, 'members');
  there.cache = createSessionCache(t.deps.auth, t.db, { ttlMs: 60_000 });
  there.watch.onWrite(there.cache.clear, 'members');
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/members/me', { cookie });
const like = async (cookie: string, method: 'PUT' | 'DELETE' = 'PUT') => {
  const event = await createEvent(t.db);
  return t.request(`/api/likes/events/${event.id}`, { method, cookie });
};
/** The member's lookup, as the other process answers it (from its cache once it holds one). */
const lookupThere = (cookie: string) => there.cache.lookup(new Headers({ cookie }));

/** Both processes hold the member's lookup. */
async function warm(member: SignedIn) {
  expect((await me(member.cookie)).status).toBe(200);
  expect(await lookupThere(member.cookie)).not.toBeNull();
  announced.length = 0;
}

describe('session lookups and writes', () => {
  it('a like, an unlike and a chat-free write keep every lookup, here and there', async () => {
    const member = await newMember(t);
    const liker = await newMember(t);
    await warm(member);
    const [sizeHere, sizeThere] = [here.size, there.cache.size];
    expect((await like(liker.cookie)).status).toBe(200);
    expect((await like(liker.cookie, 'DELETE')).status).toBe(200);
    await expect.poll(() => announced.length).toBeGreaterThan(0);
    expect(announced.every((scope) => scope === 'content')).toBe(true);
    expect(here.size).toBeGreaterThanOrEqual(sizeHere);
    expect(there.cache.size).toBe(sizeThere);
  });

  it('a write reuses the lookup too: a like with it kept sends one statement fewer (session and member, read together)', async () => {
    const liker = await newMember(t);
    const [first, second] = [await createEvent(t.db), await createEvent(t.db)];
    const likeOf = (id: string) =>
      t.request(`/api/likes/events/${id}`, { method: 'PUT', cookie: liker.cookie });
    here.clear();
    const cold = await countStatements(t, () => likeOf(first.id));
    const kept = await countStatements(t, () => likeOf(second.id));
    expect(kept).toBe(cold - 1);
  });

  it('signing out, a password change and a revocation end the session at once, here and there', async () => {
    const admin = await signInAdmin(t);
    const endings: [string, (m: SignedIn, laptop: string) => Promise<{ status: number }>][] = [
      [
        'sign-out',
        (_m, laptop) => t.request('/api/auth/sign-out', { method: 'POST', cookie: laptop, json: {} }),
      ],
      [
        'password change',
        (m) =>
          t.request('/api/members/me/password', {
            method: 'POST',
            cookie: m.cookie,
            json: {
              currentPassword: m.input.password,
              newPassword: 'road-march-2028',
              confirmPassword: 'road-march-2028',
            },
          }),
      ],
      [
        'revocation',
        (m) =>
          t.request(`/api/admin/users/${m.userId}/revoke-sessions`, {
            method: 'POST',
            cookie: admin.cookie,
            json: { password: admin.input.password },
          }),
      ],
    ];
    for (const [what, end] of endings) {
      const member = await newMember(t);
      const laptop = await signIn(t, member.input.email, member.input.password);
      await warm({ ...member, cookie: laptop });
      expect((await end(member, laptop)).status, what).toBe(200);
      expect((await me(laptop)).status, `${what}: a read here`).toBe(401);
      expect((await like(laptop)).status, `${what}: a write here`).toBe(401);
      await expect.poll(() => lookupThere(laptop), { message: `${what}: there` }).toBeNull();
    }
  });

  it('a suspension, a new role and a deleted account show at once, here and there', async () => {
    const admin = await signInAdmin(t);
    const suspended = await newMember(t);
    await warm(suspended);
    const suspend = await t.request(`/api/admin/users/${suspended.userId}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Spam', password: admin.input.password },
    });
    expect(suspend.status).toBe(200);
    expect((await like(suspended.cookie)).status).toBe(401);
    await expect.poll(() => lookupThere(suspended.cookie)).toBeNull();

    const promoted = await newMember(t);
    await warm(promoted);
    expect((await t.request('/api/admin/users', { cookie: promoted.cookie })).status).toBe(403);
    const role = await t.request(`/api/admin/users/${promoted.userId}/role`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { role: 'admin', password: admin.input.password },
    });
    expect(role.status).toBe(200);
    expect((await t.request('/api/admin/users', { cookie: promoted.cookie })).status).toBe(200);
    await expect
      .poll(async () => ((await lookupThere(promoted.cookie))?.user as { role?: string } | undefined)?.role)
      .toBe('admin');

    const leaving = await newMember(t);
    await warm(leaving);
    const deleted = await t.request('/api/members/me', {
      method: 'DELETE',
      cookie: leaving.cookie,
      json: { password: leaving.input.password },
    });
    expect(deleted.status).toBe(200);
    expect((await like(leaving.cookie)).status).toBe(401);
    await expect.poll(() => lookupThere(leaving.cookie)).toBeNull();
  });
});
