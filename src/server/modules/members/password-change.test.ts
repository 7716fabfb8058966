// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { expectOnlyNewPassword, sameOrigin, signIn, signInAttempt, signUp } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';
import { validationError } from '../../test/errors';

// About passwords: argon2 at its production cost (the rest of the suite uses a test cost).
const t = testServerForFile({ passwordHashCost: 'production' });

describe('POST /api/members/me/password (Change Password)', () => {
  /** Change Password with the current password and the new one, typed twice (`confirmPassword` when it differs). */
  const change = (
    cookie: string | undefined,
    currentPassword: string,
    newPassword: string,
    confirmPassword = newPassword,
  ) =>
    t.request('/api/members/me/password', {
      method: 'POST',
      cookie,
      json: { currentPassword, newPassword, confirmPassword },
    });

  it('401 → 422 for mismatch, short and wrong current password → 200', async () => {
    expect((await change(undefined, 'x', 'y')).status).toBe(401);
    const member = await signUp(t);

    const mismatch = await change(member.cookie, member.input.password, 'j-ouvert-2028', 'j-ouvert-2029');
    expect(mismatch.status).toBe(422);
    expect(mismatch.data.error).toEqual(validationError('Passwords do not match', 'confirmPassword'));

    const short = await change(member.cookie, member.input.password, '12345');
    expect(short.status).toBe(422);
    expect(short.data.error.fields.newPassword).toBe('Password must be at least 6 characters long');

    const wrong = await change(member.cookie, 'not-my-password', 'j-ouvert-2028');
    expect(wrong.status).toBe(422);
    expect(wrong.data.error).toEqual(
      validationError('Your current password is incorrect', 'currentPassword'),
    );

    const ok = await change(member.cookie, member.input.password, 'j-ouvert-2028');
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ success: true });
  });

  it('keeps this session, ends the others, and only the new password signs in', async () => {
    const member = await signUp(t);
    const laptop = await signIn(t, member.input.email, member.input.password);
    const ok = await change(member.cookie, member.input.password, 'pan-yard-2028');
    expect(ok.status).toBe(200);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(200);
    expect((await t.request('/api/members/me', { cookie: laptop })).status).toBe(401);

    await expectOnlyNewPassword(t, member.input.email, member.input.password, 'pan-yard-2028');
  });

  it('a wrong current password changes nothing, and guessing is limited', async () => {
    const member = await signUp(t);
    const laptop = await signIn(t, member.input.email, member.input.password);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await change(member.cookie, `guess-${i}`, 'steel-band-2028');
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    expect((await t.request('/api/members/me', { cookie: laptop })).status).toBe(200);
    const signin = await signInAttempt(t, member.input.email, member.input.password);
    expect(signin.status).toBe(200);
    // The limit is per member, so nobody else is held up by it.
    const other = await signUp(t);
    const otherChange = await change(other.cookie, other.input.password, 'steel-band-2028');
    expect(otherChange.status).toBe(200);
  });

  it('better-auth’s own change-password is closed to clients: it would keep the other sessions', async () => {
    const member = await signUp(t);
    const res = await t.request('/api/auth/change-password', {
      cookie: member.cookie,
      headers: sameOrigin(t),
      json: {
        currentPassword: member.input.password,
        newPassword: 'calypso-2028',
        revokeOtherSessions: false,
      },
    });
    expect(res.status).toBe(404);
    const signin = await signInAttempt(t, member.input.email, member.input.password);
    expect(signin.status).toBe(200);
  });
});
