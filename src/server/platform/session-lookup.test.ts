// @module-tag pglite
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember } from '../auth/testing';
import { sessions } from '../db/schema';
import { createTestServer, type TestServer } from '../test/harness';
import { recordStatements } from '../test/statements';
import { createSessionCache, type SessionCache } from './session-cache';
import { cookieValue, signedToken } from './session-lookup';

/*
 * Issue #25, goal 3: a session lookup the cache does not hold reads what better-auth's getSession reads without
 * going through it (its endpoint context and WebCrypto key import per call), and refuses what it refuses.
 */
let t: TestServer;
let cache: SessionCache;
/** Calls of better-auth's getSession made by the cache. */
let getSessionCalls = 0;
beforeAll(async () => {
  t = await createTestServer({}, { app: { sessionCache: { lookup: (h) => cache.lookup(h) } } });
  const { auth } = t.deps;
  const api = {
    getSession: ((input: Parameters<typeof auth.api.getSession>[0]) => {
      getSessionCalls++;
      return auth.api.getSession(input);
    }) as typeof auth.api.getSession,
  };
  cache = createSessionCache({ api: api as typeof auth.api, $context: auth.$context }, t.db, {
    ttlMs: 60_000,
  });
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/members/me', { cookie });
const headersOf = (cookie: string) => new Headers({ cookie });
/** The cookie with its value changed by `change` (the value URI-decoded: `token.signature`). */
const tampered = (cookie: string, change: (token: string, signature: string) => string) => {
  const [name, raw] = cookie.split('=') as [string, string];
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  return `${name}=${encodeURIComponent(change(value.slice(0, dot), value.slice(dot + 1)))}`;
};

describe('a session lookup the cache does not hold', () => {
  it('answers what better-auth getSession answers, without calling it', async () => {
    const member = await newMember(t);
    cache.clear();
    getSessionCalls = 0;
    const found = await cache.lookup(headersOf(member.cookie));
    expect(getSessionCalls).toBe(0);
    expect(found).toEqual(await t.deps.auth.api.getSession({ headers: headersOf(member.cookie) }));
    expect(found?.user.id).toBe(member.userId);
  });

  it('reads the session and its member in one statement, built once, as better-auth’s findSession gives them', async () => {
    const [first, second] = [await newMember(t), await newMember(t)];
    const ctx = await t.deps.auth.$context;
    cache.clear();
    await cache.lookup(headersOf(first.cookie));
    cache.clear();
    const builds = vi.spyOn(t.db, 'select');
    let found: Awaited<ReturnType<SessionCache['lookup']>> = null;
    try {
      const texts = await recordStatements(t, async () => {
        found = await cache.lookup(headersOf(second.cookie));
      });
      expect(texts.map((text) => ['"sessions"', '"users"'].filter((table) => text.includes(table)))).toEqual([
        ['"sessions"', '"users"'],
      ]);
      expect(builds).not.toHaveBeenCalled();
    } finally {
      builds.mockRestore();
    }
    const token = decodeURIComponent(second.cookie.split('=')[1]!).split('.')[0]!;
    expect(found).toStrictEqual(await ctx.internalAdapter.findSession(token));
  });

  it('reads only the fields better-auth answers, so no row is filtered or copied again', async () => {
    const member = await newMember(t);
    cache.clear();
    // better-auth's output filters copy the whole row (structuredClone) and rebuild it key by key.
    const copies = vi.spyOn(globalThis, 'structuredClone');
    let found: Awaited<ReturnType<SessionCache['lookup']>> = null;
    try {
      found = await cache.lookup(headersOf(member.cookie));
      expect(copies).not.toHaveBeenCalled();
    } finally {
      copies.mockRestore();
    }
    expect(found).toStrictEqual(await t.deps.auth.api.getSession({ headers: headersOf(member.cookie) }));
  });

  it('refuses a tampered cookie after the valid one was checked and kept', async () => {
    const member = await newMember(t);
    expect((await me(member.cookie)).status).toBe(200);
    const otherSignature = tampered(
      member.cookie,
      (token, s) => `${token}.${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`,
    );
    const otherToken = tampered(member.cookie, (token, s) => `${token.slice(0, -1)}x.${s}`);
    const unsigned = tampered(member.cookie, (token) => token);
    for (const cookie of [otherSignature, otherToken, unsigned]) expect((await me(cookie)).status).toBe(401);
    expect((await me(member.cookie)).status).toBe(200);
  });

  it('reads the session every time: one deleted is refused at once, though its cookie was checked before', async () => {
    const member = await newMember(t);
    expect(await cache.lookup(headersOf(member.cookie))).not.toBeNull();
    await t.db.delete(sessions).where(eq(sessions.userId, member.userId));
    cache.clear();
    expect(await cache.lookup(headersOf(member.cookie))).toBeNull();
  });

  it('leaves an expired session to getSession, which deletes it, and one due a refresh, which refreshes it', async () => {
    const [expired, due] = [await newMember(t), await newMember(t)];
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.userId));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + day) })
      .where(eq(sessions.userId, due.userId));
    cache.clear();
    getSessionCalls = 0;
    expect(await cache.lookup(headersOf(expired.cookie))).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, expired.userId))).toEqual([]);
    expect((await cache.lookup(headersOf(due.cookie)))?.user.id).toBe(due.userId);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, due.userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 20 * day);
    expect(getSessionCalls).toBe(2);
  });
});

describe('the signed cookie', () => {
  it('is read as better-call reads it, and its signature checked against the secret', () => {
    const secret = 'a-secret-of-the-test-a-secret-of-the-test';
    const value = `token123.${createHmac('sha256', secret).update('token123').digest('base64')}`;
    expect(signedToken(value, secret)).toBe('token123');
    expect(signedToken(value, `${secret}x`)).toBe(false);
    expect(signedToken('token123', secret)).toBe(false);
    const header = `a=1; better-auth.session_token="${encodeURIComponent(value)}"; better-auth.session_token=other`;
    expect(cookieValue(header, 'better-auth.session_token')).toBe(value);
    expect(cookieValue('a=1', 'better-auth.session_token')).toBeUndefined();
  });
});
