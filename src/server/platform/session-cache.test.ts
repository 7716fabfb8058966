// @module-tag postgres
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../auth/testing';
import { sessions } from '../db/schema';
import { createTestServer, type TestServer } from '../test/harness';
import { createSessionCache, type SessionCache } from './session-cache';
import { createWriteWatch } from './write-watch';

let t: TestServer;
let cache: SessionCache;
const writeWatch = createWriteWatch();
beforeAll(async () => {
  // The cache needs the server's auth, which exists only once the server does.
  t = await createTestServer({}, { app: { writeWatch, sessionCache: { lookup: (h) => cache.lookup(h) } } });
  cache = createSessionCache(t.deps.auth, t.db, { ttlMs: 60_000 });
  writeWatch.onWrite(cache.clear);
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/members/me', { cookie });

describe('the session lookup cache', () => {
  it('reuses a lookup, and signing out ends the session on the very next request', async () => {
    const member = await newMember(t);
    expect((await me(member.cookie)).status).toBe(200);
    expect(cache.size).toBe(1);
    expect((await me(member.cookie)).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: member.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await me(member.cookie)).status).toBe(401);
  });

  it('a session deleted outside the app ends when another process announces a write (or at the age bound)', async () => {
    const member = await newMember(t);
    expect((await me(member.cookie)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, member.userId));
    // Nothing went through the app: the reused lookup still answers until told.
    expect((await me(member.cookie)).status).toBe(200);
    writeWatch.heard();
    expect((await me(member.cookie)).status).toBe(401);
  });
});
