// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../shared/errors';
import { memberAdminMessages as texts } from '../../../shared/domains/member-admin';
import { signIn, newMember, userRow } from '../../auth/testing';
import { adminUsersTesting } from './admin-users-testing';

const { t, admin, member, call, freshMember } = adminUsersTesting();

describe('extend a membership', () => {
  it('by days from the current expiry, with before/after in the audit log', async () => {
    const target = await freshMember('extend');
    const before = (await userRow(t, target.userId))!.membershipExpiresAt!;
    const res = await call(`/api/admin/users/${target.userId}/membership`, {
      json: { by: 'days', days: 30 },
    });
    expect(res.status).toBe(200);
    const after = new Date(res.data.user.membershipExpiresAt);
    expect(after.getTime() - before.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(res.data.audit[0]).toMatchObject({
      action: 'extend_membership',
      before: { membershipExpiresAt: before.toISOString() },
      after: { membershipExpiresAt: after.toISOString(), days: 30 },
    });
  });

  it('to a date: the end of that day in Port of Spain; not earlier than the current expiry (422)', async () => {
    const target = await freshMember('extend-date');
    const year = new Date().getUTCFullYear() + 3;
    const res = await call(`/api/admin/users/${target.userId}/membership`, {
      json: { by: 'date', until: `${year}-06-30`, days: '' },
    });
    expect(res.status).toBe(200);
    expect(res.data.user.membershipExpiresAt).toBe(`${year}-07-01T03:59:59.999Z`);
    const earlier = await call(`/api/admin/users/${target.userId}/membership`, {
      json: { by: 'date', until: `${year}-01-01` },
    });
    expect(earlier.status).toBe(422);
    expect(earlier.data.error.fields.until).toBe(texts.notLater);
    expect(res.data.audit).toHaveLength(1);
  });

  it('422 with field messages for bad input', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ by: 'days', days: 0 }, 'days', texts.days],
      [{ by: 'days', days: 3651 }, 'days', texts.days],
      [{ by: 'days', days: 1.5 }, 'days', texts.days],
      [{ by: 'days' }, 'days', texts.days],
      [{ by: 'date', until: '2030-02-30' }, 'until', texts.date],
      [{ by: 'date' }, 'until', texts.date],
      [{ by: 'weeks', days: 3 }, 'by', texts.extendChoice],
    ];
    for (const [json, field, message] of cases) {
      const res = await call(`/api/admin/users/${member.userId}/membership`, { json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.data.error.fields[field], JSON.stringify(json)).toBe(message);
    }
    const extra = await call(`/api/admin/users/${member.userId}/membership`, {
      json: { by: 'days', days: 3, membershipType: 'premium' },
    });
    expect(extra.status).toBe(422);
  });
});

describe('suspend and unsuspend', () => {
  it('ends every session at once, refuses sign-in with the message, and lets the member back after unsuspend', async () => {
    const target = await freshMember('suspend');
    const secondDevice = await signIn(t, target.input.email, target.input.password);
    expect((await t.request('/api/members/me', { cookie: target.cookie })).status).toBe(200);
    expect((await call(`/api/admin/users/${target.userId}`)).data.user.sessions).toBe(2);

    const res = await call(`/api/admin/users/${target.userId}/suspend`, {
      json: { reason: '  Spam in chat  ', password: admin.input.password },
    });
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ suspended: true, suspendReason: 'Spam in chat', sessions: 0 });
    expect(res.data.can).toMatchObject({ suspend: false, unsuspend: true, makeAdmin: false });
    expect(res.data.audit[0]).toMatchObject({
      action: 'suspend',
      before: { suspended: false, sessions: 2 },
      after: { suspended: true, reason: 'Spam in chat', sessions: 0 },
    });

    for (const cookie of [target.cookie, secondDevice]) {
      expect((await t.request('/api/members/me', { cookie })).status).toBe(401);
      expect((await t.request('/api/auth/get-session', { cookie })).data).toBeNull();
    }
    const refused = await t.request('/api/auth/sign-in/email', {
      json: { email: target.input.email, password: target.input.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(errorCatalogue.ACCOUNT_SUSPENDED.message);

    const again = await call(`/api/admin/users/${target.userId}/suspend`, {
      json: { reason: 'Twice', password: admin.input.password },
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.alreadySuspended);
    expect(
      (
        await call(`/api/admin/users/${target.userId}/role`, {
          method: 'PUT',
          json: { role: 'admin', password: admin.input.password },
        })
      ).status,
    ).toBe(409);

    const lifted = await call(`/api/admin/users/${target.userId}/unsuspend`, { method: 'POST' });
    expect(lifted.status).toBe(200);
    expect(lifted.data.user).toMatchObject({ suspended: false, suspendReason: null });
    expect(lifted.data.audit.map((e: { action: string }) => e.action)).toEqual(['unsuspend', 'suspend']);
    expect(lifted.data.audit[0]).toMatchObject({
      before: { suspended: true, reason: 'Spam in chat' },
      after: { suspended: false },
    });
    const cookie = await signIn(t, target.input.email, target.input.password);
    expect((await t.request('/api/members/me', { cookie })).status).toBe(200);
    expect((await call(`/api/admin/users/${target.userId}/unsuspend`, { method: 'POST' })).status).toBe(409);
  });

  it('refuses to suspend an administrator (409) and needs a reason (422)', async () => {
    const res = await call(`/api/admin/users/${admin.userId}/suspend`, {
      json: { reason: 'Testing', password: admin.input.password },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(texts.adminCannotBeSuspended);
    for (const json of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'ok', until: 'never' },
    ]) {
      const bad = await call(`/api/admin/users/${member.userId}/suspend`, { json });
      expect(bad.status, JSON.stringify(json)).toBe(422);
    }
    const blank = await call(`/api/admin/users/${member.userId}/suspend`, {
      json: { reason: ' ', password: admin.input.password },
    });
    expect(blank.data.error.fields.reason).toBe(texts.reasonRequired);
    expect((await userRow(t, member.userId))?.banned).toBe(false);
  });
});

describe('the administrator types their password again (re-authentication)', () => {
  const INCORRECT = 'Your password is incorrect';

  it('no role change without it: missing, wrong, or the member’s own password changes nothing; a right one does not count as a try', async () => {
    const target = await newMember(t, { password: 'the-members-own-pass' });
    const role = (json: unknown) => call(`/api/admin/users/${target.userId}/role`, { method: 'PUT', json });
    const missing = await role({ role: 'admin' });
    expect(missing.status).toBe(422);
    expect(missing.data.error.fields.password).toBe('Please enter your password to confirm');
    for (const password of [`${admin.input.password}!`, target.input.password]) {
      const wrong = await role({ role: 'admin', password });
      expect(wrong.status).toBe(422);
      expect(wrong.data.error).toMatchObject({ message: INCORRECT, fields: { password: INCORRECT } });
    }
    expect((await userRow(t, target.userId))?.role).toBe('user');
    expect((await call(`/api/admin/users/${target.userId}`)).data.audit).toEqual([]);
    // Twelve right ones in a row are an administrator at work, not guessing: none is refused.
    for (let i = 0; i < 6; i++) {
      expect((await role({ role: 'admin', password: admin.input.password })).status).toBe(200);
      expect((await role({ role: 'user', password: admin.input.password })).status).toBe(200);
    }
  });

  it('no suspension without it: the member keeps their sessions and may sign in', async () => {
    const target = await freshMember('reauth-suspend');
    const suspend = (json: unknown) => call(`/api/admin/users/${target.userId}/suspend`, { json });
    expect((await suspend({ reason: 'Spam' })).status).toBe(422);
    const wrong = await suspend({ reason: 'Spam', password: 'not-the-admin-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.data.error.fields).toEqual({ password: INCORRECT });
    expect(await userRow(t, target.userId)).toMatchObject({ banned: false });
    expect((await t.request('/api/members/me', { cookie: target.cookie })).status).toBe(200);
    expect((await suspend({ reason: 'Spam', password: admin.input.password })).status).toBe(200);
  });
});

describe('revoke all sessions', () => {
  it('signs the member out everywhere; they may sign in again', async () => {
    const target = await freshMember('revoke');
    const other = await signIn(t, target.input.email, target.input.password);
    const res = await call(`/api/admin/users/${target.userId}/revoke-sessions`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data.user.sessions).toBe(0);
    expect(res.data.audit[0]).toMatchObject({
      action: 'revoke_sessions',
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
    for (const cookie of [target.cookie, other]) {
      expect((await t.request('/api/members/me', { cookie })).status).toBe(401);
    }
    const cookie = await signIn(t, target.input.email, target.input.password);
    expect((await t.request('/api/members/me', { cookie })).status).toBe(200);
  });
});
