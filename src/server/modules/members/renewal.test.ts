// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP } from '../../../shared/constants';
import { membershipDate, membershipMessages } from '../../../shared/domains/membership';
import { newMember, signInAdmin, signInAttempt, type SignedIn } from '../../auth/testing';
import { issueRenewalToken } from '../../auth/renewal-token';
import { auditLog, notifications, users } from '../../db/schema';
import { MEMBER_WRITE_LIMITS } from '../../platform/rate-limit';
import { testServerForFile } from '../../test/harness';

/* Issue #23, item 1: a member renews Gold themself (decision 0044). */
const t = testServerForFile();

const DAY = 86_400_000;
const RENEW = '/api/members/me/membership/renewal';
const RENEW_EXPIRED = '/api/members/membership/renewal';

async function memberEndingIn(days: number, overrides: Partial<typeof users.$inferInsert> = {}) {
  const member = await newMember(t);
  const expiresAt = new Date(Date.now() + days * DAY);
  await t.db
    .update(users)
    .set({ membershipExpiresAt: expiresAt, ...overrides })
    .where(eq(users.id, member.userId));
  return { member, expiresAt };
}

const renew = (member: SignedIn, expiresAt: Date | string) =>
  t.request(RENEW, {
    cookie: member.cookie,
    json: { expiresAt: typeof expiresAt === 'string' ? expiresAt : expiresAt.toISOString() },
  });

const expiryOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.membershipExpiresAt!;

const renewalsOf = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'renew_membership')));

const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'membership_renewed')));

/** A year from `from`, give or take the milliseconds between the test's clock and the server's. */
function expectYearFrom(actual: Date | string, from: number) {
  const ms = new Date(actual).getTime() - from;
  expect(ms).toBeGreaterThanOrEqual(MEMBERSHIP.goldDays * DAY);
  expect(ms).toBeLessThan(MEMBERSHIP.goldDays * DAY + 60_000);
}

describe('POST /api/members/me/membership/renewal (from the Fete ID card)', () => {
  it('401 for a visitor', async () => {
    const res = await t.request(RENEW, { json: { expiresAt: new Date().toISOString() } });
    expect(res.status).toBe(401);
  });

  it('422 without the expiry the member saw, or with anything else in the body', async () => {
    const { member } = await memberEndingIn(10);
    expect((await t.request(RENEW, { cookie: member.cookie, json: {} })).status).toBe(422);
    expect((await renew(member, 'next tuesday')).status).toBe(422);
    const extra = await t.request(RENEW, {
      cookie: member.cookie,
      json: { expiresAt: new Date().toISOString(), days: 3650 },
    });
    expect(extra.status).toBe(422);
  });

  it('403 for a membership that never ends (an administrator) or that is not Gold', async () => {
    const admin = await signInAdmin(t);
    const refused = await renew(admin, new Date());
    expect(refused.status).toBe(403);
    expect(refused.data.error.message).toBe(membershipMessages.notRenewable);

    const { member, expiresAt } = await memberEndingIn(10, { membershipType: 'premium' });
    expect((await renew(member, expiresAt)).status).toBe(403);
    expect(await expiryOf(member.userId)).toEqual(expiresAt);
  });

  it('adds a year to the old expiry within the 30-day warning, with an audit entry and a notification', async () => {
    const { member, expiresAt } = await memberEndingIn(12);
    const res = await renew(member, expiresAt);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ membershipType: 'gold', renewed: true });
    expect(new Date(res.data.membershipExpiresAt).getTime()).toBe(
      expiresAt.getTime() + MEMBERSHIP.goldDays * DAY,
    );
    expect(await expiryOf(member.userId)).toEqual(new Date(res.data.membershipExpiresAt));

    const [entry, ...more] = await renewalsOf(member.userId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: member.userId,
      actorName: `${member.input.firstName} ${member.input.lastName}`,
      before: { membershipExpiresAt: expiresAt.toISOString() },
      after: { membershipExpiresAt: res.data.membershipExpiresAt, days: MEMBERSHIP.goldDays },
    });

    const [notice] = await noticesOf(member.userId);
    expect(notice).toMatchObject({
      title: membershipMessages.noticeTitle,
      message: membershipMessages.noticeMessage(membershipDate(res.data.membershipExpiresAt)),
      read: false,
    });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toContain(membershipMessages.noticeTitle);
  });

  it('counts the year from today when the membership has already ended', async () => {
    // A session that outlived the end is closed on its next request: an ended membership renews from the
    // sign-in, with its token.
    const { member, expiresAt } = await memberEndingIn(-40);
    const token = await issueRenewalToken(t.config, { userId: member.userId, expiresAt });
    const before = Date.now();
    const res = await t.request(RENEW_EXPIRED, { json: { token } });
    expect(res.status).toBe(200);
    expect(res.data.renewed).toBe(true);
    expectYearFrom(res.data.membershipExpiresAt, before);
  });

  it('409 before the 30-day window opens: the expiry stays', async () => {
    const { member, expiresAt } = await memberEndingIn(MEMBERSHIP.expiryWarningDays + 5);
    const res = await renew(member, expiresAt);
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(membershipMessages.notYet);
    expect(await expiryOf(member.userId)).toEqual(expiresAt);
    expect(await renewalsOf(member.userId)).toHaveLength(0);
  });

  it('renews once for a double click: the second answers the new expiry and renews nothing', async () => {
    const { member, expiresAt } = await memberEndingIn(3);
    const [a, b] = await Promise.all([renew(member, expiresAt), renew(member, expiresAt)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.data.renewed, b.data.renewed].sort()).toEqual([false, true]);
    expect(a.data.membershipExpiresAt).toBe(b.data.membershipExpiresAt);
    expect(new Date(a.data.membershipExpiresAt).getTime()).toBe(
      expiresAt.getTime() + MEMBERSHIP.goldDays * DAY,
    );
    expect(await renewalsOf(member.userId)).toHaveLength(1);
    expect(await noticesOf(member.userId)).toHaveLength(1);
  });
});

describe('renewing from the sign-in that refused an ended membership', () => {
  it('the refusal carries a renewal token; the token renews, and then the member signs in', async () => {
    const { member } = await memberEndingIn(-2);
    const refused = await signInAttempt(t, member.input.email, member.input.password);
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('MEMBERSHIP_EXPIRED');
    expect(typeof refused.data.renewalToken).toBe('string');

    const before = Date.now();
    const res = await t.request(RENEW_EXPIRED, { json: { token: refused.data.renewalToken } });
    expect(res.status).toBe(200);
    expect(res.data.renewed).toBe(true);
    expectYearFrom(res.data.membershipExpiresAt, before);
    // Nobody was signed in by it.
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await signInAttempt(t, member.input.email, member.input.password)).status).toBe(200);

    // The same token again (a double click) renews nothing more.
    const again = await t.request(RENEW_EXPIRED, { json: { token: refused.data.renewalToken } });
    expect(again.data).toMatchObject({ renewed: false, membershipExpiresAt: res.data.membershipExpiresAt });
    expect(await renewalsOf(member.userId)).toHaveLength(1);
    expect(await noticesOf(member.userId)).toHaveLength(1);
  });

  it('a wrong password gets no token', async () => {
    const { member } = await memberEndingIn(-2);
    const refused = await signInAttempt(t, member.input.email, 'not-the-password');
    expect(refused.status).toBe(401);
    expect(refused.data.renewalToken).toBeUndefined();
  });

  it('422 for a forged, run-out or missing token; nothing changes', async () => {
    const { member, expiresAt } = await memberEndingIn(-2);
    const good = await issueRenewalToken(t.config, { userId: member.userId, expiresAt });
    const forged = `${good.slice(0, -4)}AAAA`;
    const stale = await issueRenewalToken(
      t.config,
      { userId: member.userId, expiresAt },
      new Date(Date.now() - 16 * 60_000),
    );
    for (const token of [forged, stale, 'not-a-token']) {
      const res = await t.request(RENEW_EXPIRED, { json: { token } });
      expect(res.status, token).toBe(422);
      expect(res.data.error.fields.token).toBe(membershipMessages.tokenInvalid);
    }
    expect((await t.request(RENEW_EXPIRED, { json: {} })).status).toBe(422);
    expect(await expiryOf(member.userId)).toEqual(expiresAt);
  });

  it('403 for a suspended member, even with a token issued before the suspension', async () => {
    const { member, expiresAt } = await memberEndingIn(-2);
    const token = await issueRenewalToken(t.config, { userId: member.userId, expiresAt });
    await t.db.update(users).set({ banned: true, banReason: 'Test' }).where(eq(users.id, member.userId));
    const res = await t.request(RENEW_EXPIRED, { json: { token } });
    expect(res.status).toBe(403);
    expect(res.data.error.code).toBe('ACCOUNT_SUSPENDED');
    expect(await expiryOf(member.userId)).toEqual(expiresAt);
  });

  it('429 past the renewal limit, one budget for the card and the sign-in', async () => {
    const { member } = await memberEndingIn(10);
    // Expiries that are not the member's: each answers the membership as it is and renews nothing.
    const token = await issueRenewalToken(t.config, { userId: member.userId, expiresAt: new Date(0) });
    const { max } = MEMBER_WRITE_LIMITS['membership-renewal'];
    for (let i = 0; i < max; i++) {
      const res =
        i % 2 ? await renew(member, new Date(0)) : await t.request(RENEW_EXPIRED, { json: { token } });
      expect(res.status).toBe(200);
    }
    expect((await renew(member, new Date(0))).status).toBe(429);
    expect((await t.request(RENEW_EXPIRED, { json: { token } })).status).toBe(429);
  });
});
