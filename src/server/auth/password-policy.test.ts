// @module-tag pglite
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/errors';
import { memberInput } from '../db/factories/members';
import { verifications } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { firstLink } from '../test/smtp-sink';
import { isCommonPassword } from './common-passwords';
import { sameOrigin, signUp } from './testing';

const t = testServerForFile();

async function resetToken(email: string): Promise<string> {
  const res = await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  expect(res.status).toBe(200);
  const mail = await t.smtp.waitFor(email);
  return new URL(firstLink(mail.text, '/reset-password')).searchParams.get('token')!;
}

const resetTokensOf = (userId: string) =>
  t.db
    .select()
    .from(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, 'reset-password:%')));

describe('common passwords', () => {
  it('knows the most used passwords of six characters or more, in any letter case', () => {
    for (const common of ['123456', 'password', 'qwerty123', 'ILoveYou', 'Trustno1']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['bacchanal-2028', 'j0uvert-mud-mas', 'calypso-rose-1940']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it('are refused at sign-up with a clear message, and nothing is created', async () => {
    const input = memberInput({ password: 'Password1' });
    const res = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(res.status).toBe(422);
    expect(res.data.message).toBe(messages.signup.passwordTooCommon);
    const signin = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: 'Password1' },
    });
    expect(signin.status).toBe(401);
  });

  it('are refused when setting a new password by reset link, and the link still works', async () => {
    const member = await signUp(t);
    const token = await resetToken(member.input.email);
    const common = await t.request('/api/auth/reset-password', { json: { newPassword: 'sunshine', token } });
    expect(common.status).toBe(422);
    expect(common.data.message).toBe(messages.signup.passwordTooCommon);
    const fine = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'soca-monarch-2028', token },
    });
    expect(fine.status).toBe(200);
  });

  it('are refused on the settings page with the message on the new-password field', async () => {
    const member = await signUp(t);
    const res = await t.request('/api/members/me/password', {
      cookie: member.cookie,
      headers: sameOrigin(t),
      json: { currentPassword: member.input.password, newPassword: 'football', confirmPassword: 'football' },
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toEqual({ newPassword: messages.signup.passwordTooCommon });
  });
});

describe('reset links', () => {
  it('die when a newer one is asked for: only the newest works', async () => {
    const member = await signUp(t);
    const older = await resetToken(member.input.email);
    const newer = await resetToken(member.input.email);
    expect(older).not.toBe(newer);
    expect(await resetTokensOf(member.userId)).toHaveLength(1);
    const old = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'pan-yard-2028', token: older },
    });
    expect(old.status).toBe(400);
    expect(old.data.code).toBe('INVALID_TOKEN');
    const fresh = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'pan-yard-2028', token: newer },
    });
    expect(fresh.status).toBe(200);
  });

  it('die when the member changes the password in settings', async () => {
    const member = await signUp(t);
    const token = await resetToken(member.input.email);
    const change = await t.request('/api/members/me/password', {
      cookie: member.cookie,
      headers: sameOrigin(t),
      json: {
        currentPassword: member.input.password,
        newPassword: 'tassa-drums-2028',
        confirmPassword: 'tassa-drums-2028',
      },
    });
    expect(change.status).toBe(200);
    const reset = await t.request('/api/auth/reset-password', {
      json: { newPassword: 'undo-the-change-2028', token },
    });
    expect(reset.status).toBe(400);
    expect(await resetTokensOf(member.userId)).toHaveLength(0);
  });
});
