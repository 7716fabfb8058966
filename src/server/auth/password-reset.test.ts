// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifications } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { firstLink } from '../test/smtp-sink';
import { expectOnlyNewPassword, newMember, signIn, signInAttempt } from './testing';

// About passwords: argon2 at its production cost (the rest of the suite uses a test cost).
const t = testServerForFile({ passwordHashCost: 'production' });

/** Ask for a reset and follow the link of the mail, as a member would (one request per member). */
async function requestResetToken(email: string): Promise<string> {
  const res = await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  expect(res.status).toBe(200);
  expect(res.data.status).toBe(true);
  const mail = await t.smtp.waitFor(email);
  const link = new URL(firstLink(mail.text, '/reset-password'));
  expect(link.origin).toBe(t.config.publicUrl);
  expect(link.pathname).toBe('/reset-password');
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password once, ends every session and retires the old password', async () => {
    const member = await newMember(t);
    const otherDevice = await signIn(t, member.input.email, member.input.password);
    const token = await requestResetToken(member.input.email);
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toBe('Reset your Fete password');
    expect(mail.text).toContain('expires in one hour');

    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'bacchanal-2028', token },
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toEqual({ status: true });

    // The link works once.
    const again = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'another-one-2028', token },
    });
    expect(again.status).toBe(400);
    expect(again.data.code).toBe('INVALID_TOKEN');

    // Sessions from before the reset are over, on every device.
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(401);
    expect((await t.request('/api/members/me', { cookie: otherDevice })).status).toBe(401);

    await expectOnlyNewPassword(t, member.input.email, member.input.password, 'bacchanal-2028');
  });

  it('refuses an expired link and keeps the password', async () => {
    const member = await newMember(t);
    const token = await requestResetToken(member.input.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, member.userId));
    const res = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'too-late-2028', token },
    });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('INVALID_TOKEN');
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(200);
    const signin = await signInAttempt(t, member.input.email, member.input.password);
    expect(signin.status).toBe(200);
  });

  it('gives the link one hour', async () => {
    const member = await newMember(t);
    await requestResetToken(member.input.email);
    const [row] = await t.db.select().from(verifications).where(eq(verifications.value, member.userId));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses an unknown token and a short new password', async () => {
    const unknown = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'whatever-2028', token: 'not-a-token' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.code).toBe('INVALID_TOKEN');

    const member = await newMember(t);
    const token = await requestResetToken(member.input.email);
    const short = await t.request('/api/auth/reset-password', { json: { newPassword: '12345', token } });
    expect(short.status).toBe(400);
    expect(short.data.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('hands the mail over before answering, so checking for no mail needs no waiting', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email: member.input.email },
    });
    expect(res.status).toBe(200);
    expect(t.smtp.mails.filter((m) => m.to.includes(member.input.email.toLowerCase()))).toHaveLength(1);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = t.smtp.mails.length;
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email: 'no-such-member@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe(true);
    // The mail would already be there (see 'hands the mail over before answering'): no need to wait.
    expect(t.smtp.mails.filter((m) => m.to.includes('no-such-member@example.com'))).toHaveLength(0);
    expect(t.smtp.mails.length).toBe(before);
  });

  it('asks for the address when it is missing, in the words of the spec', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const res = await t.request('/api/auth/request-password-reset', { json: body });
      expect(res.status).toBe(422);
      expect(res.data.message).toBe('Please enter your email address');
    }
  });

  it('refuses a redirect to another site', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/auth/request-password-reset', {
      json: { email: member.input.email, redirectTo: 'https://evil.example/steal' },
    });
    expect(res.status).toBe(403);
    // The mail would already be there (see 'hands the mail over before answering'): no need to wait.
    expect(t.smtp.mails.filter((m) => m.to.includes(member.input.email))).toHaveLength(0);
  });
});
