// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberInput } from '../db/factories/members';
import { accounts, sessions, users } from '../db/schema';
import { testServerForFile, sessionCookie } from '../test/harness';
import { sameOrigin, signUp } from './testing';

// The production cost of argon2: this file is about passwords (the rest of the suite hashes at a test cost).
const t = testServerForFile({ passwordHashCost: 'production' });

describe('sign-up', () => {
  it('stores the password as argon2id with t=2, m=19 MiB, p=1, and signs in with it', async () => {
    const member = await signUp(t);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, member.userId));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account!.password).not.toContain(member.input.password);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: member.input.email, password: member.input.password },
    });
    expect(signIn.status).toBe(200);
  });

  it('creates a Gold member for a year and signs them in', async () => {
    const input = memberInput();
    const signup = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(signup.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: sessionCookie(signup.headers) });
    expect(session.data.user).toMatchObject({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      territory: input.territory,
      locality: input.locality,
      membershipType: 'gold',
      role: 'user',
    });
    const days = (new Date(session.data.user.membershipExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });

  it('writes the member and their password together: when the password cannot be written, no member is left', async () => {
    // A process killed between the two writes left a member who could never sign in or sign up again.
    const input = memberInput();
    await t.db.execute(sql`
      create function refuse_test_account() returns trigger language plpgsql as $$
      begin raise exception 'account write refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_test_account before insert on accounts for each row execute function refuse_test_account()`);
    try {
      const signup = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
      expect(signup.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql`drop trigger refuse_test_account on accounts`);
      await t.db.execute(sql`drop function refuse_test_account()`);
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(row).toBeUndefined();
    // The same address signs up once the writes work again.
    const again = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(again.status).toBe(200);
  });

  it('does not need the name field: it is made from the first and last name', async () => {
    const signup = await t.request('/api/auth/sign-up/email', { json: memberInput({ firstName: 'Machel' }) });
    expect(signup.status).toBe(200);
    expect(signup.data.user.name).toBe('Machel Baptiste');
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'Please fill in all required fields'],
    ['a blank last name', { lastName: '   ' }, 'Please fill in all required fields'],
    ['a missing e-mail', { email: '' }, 'Please fill in all required fields'],
    ['a missing password', { password: '' }, 'Please fill in all required fields'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters long'],
    ['a missing territory', { territory: '' }, 'Please fill in all location fields'],
    ['a blank locality', { locality: ' ' }, 'Please fill in all location fields'],
    // A name is one line wherever it is shown or mailed (a greeting, a subject, a chat header).
    ['a line break in the first name', { firstName: 'Kaia\nBCC: x' }, 'Please enter each name on one line'],
    [
      'a line separator in the last name',
      { lastName: 'Bap\u2028tiste' },
      'Please enter each name on one line',
    ],
  ])('refuses %s with the wizard message', async (_case, override, message) => {
    const input = { ...memberInput(), ...override };
    const res = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(res.status).toBe(422);
    expect(res.data.message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email.trim().toLowerCase()));
    expect(row).toBeUndefined();
  });

  it('refuses a territory that is not in the list', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      json: { ...memberInput({ territory: 'Atlantis' }), name: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.data.message).toBe('Please choose your territory from the list');
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const input = memberInput();
    expect((await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } })).status).toBe(200);
    const again = await t.request('/api/auth/sign-up/email', {
      json: { ...memberInput(), email: input.email.toUpperCase(), name: 'x' },
    });
    expect(again.status).toBe(422);
    expect(again.data.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });

  it('does not let a client choose its role, membership or picture', async () => {
    const asAdmin = await t.request('/api/auth/sign-up/email', { json: { ...memberInput(), role: 'admin' } });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.data.code).toBe('FIELD_NOT_ALLOWED');

    const input = memberInput();
    const res = await t.request('/api/auth/sign-up/email', {
      json: { ...input, membershipType: 'premium', image: 'https://tracker.example/pixel.gif' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(row).toMatchObject({ role: 'user', membershipType: 'gold', image: null });
    expect(row!.membershipExpiresAt).not.toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { input } = await signUp(t);
    const ok = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email.toUpperCase(), password: input.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.user.email).toBe(input.email);
    const me = await t.request('/api/members/me', { cookie: sessionCookie(ok.headers) });
    expect(me.status).toBe(200);

    const wrong = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(
      wrong.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);

    const unknown = await t.request('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.com', password: input.password },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.data.message).toBe(wrong.data.message);
  });

  it('refuses an expired Gold membership with the spec message and creates no session', async () => {
    const { input, userId } = await signUp(t);
    await t.db.delete(sessions).where(eq(sessions.userId, userId));
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, userId));
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({
      code: 'MEMBERSHIP_EXPIRED',
      message: 'Your membership has expired. Please renew your membership to continue using your account.',
    });
    expect(
      res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !c.includes('Max-Age=0')),
    ).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('signs in while the membership is still running', async () => {
    const { input, userId } = await signUp(t);
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(users.id, userId));
    const res = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(res.status).toBe(200);
    const me = await t.request('/api/members/me', { cookie: sessionCookie(res.headers) });
    expect(me.data.profile.membershipDaysLeft).toBe(2);
  });

  it('sign-out ends the session: the old cookie is a visitor again', async () => {
    const { cookie } = await signUp(t);
    expect((await t.request('/api/members/me', { cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, headers: sameOrigin(t) });
    expect(out.status).toBe(200);
    expect(out.data).toEqual({ success: true });
    expect(out.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=;'))).toBe(true);
    expect((await t.request('/api/members/me', { cookie })).status).toBe(401);
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.data).toBeNull();
  });

  it('refuses a cookie-bearing write from another site', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await t.request('/api/members/me', { cookie })).status).toBe(200);
  });
});
