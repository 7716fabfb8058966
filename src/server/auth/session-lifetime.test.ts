// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { SESSION_MAX_AGE_DAYS } from './session';
import { signIn, signUp } from './testing';

const t = testServerForFile();

const DAY = 24 * 60 * 60 * 1000;

describe('a session', () => {
  it('ends on the next request once the Gold membership has expired, though it was made before', async () => {
    const member = await signUp(t);
    const laptop = await signIn(t, member.input.email, member.input.password);
    expect((await t.request('/api/members/me', { cookie: laptop })).status).toBe(200);
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.userId));
    expect((await t.request('/api/members/me', { cookie: laptop })).status).toBe(401);
    // The page's own check agrees: get-session reads as signed out, and the session row is gone.
    const session = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(session.data).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
  });

  it(`ends ${SESSION_MAX_AGE_DAYS} days after sign-in, however active it stayed`, async () => {
    const member = await signUp(t);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    // Still within better-auth's sliding expiry, but signed in long ago.
    await t.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - (SESSION_MAX_AGE_DAYS + 1) * DAY),
        expiresAt: new Date(Date.now() + 20 * DAY),
      })
      .where(eq(sessions.id, row!.id));
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, row!.id))).toHaveLength(0);
  });

  it('younger than that, for a member in good standing, keeps working', async () => {
    const member = await signUp(t);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_AGE_DAYS - 1) * DAY) })
      .where(eq(sessions.userId, member.userId));
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(200);
    expect((await t.request('/api/auth/get-session', { cookie: member.cookie })).data.user.id).toBe(
      member.userId,
    );
  });
});
