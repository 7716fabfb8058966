// @module-tag postgres
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { passDayEndsAt, passDayOf, passVerdictSchema } from '../../../shared/domains/fete-id';
import { addDays } from '../../../shared/time';
import { newMember } from '../../auth/testing';
import { createBadgeType, createUserBadge } from '../../db/factories';
import { feteIdPasses, users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { issuePass, passToken } from './fete-id';

const t = testServerForFile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tokenOf = (verifyUrl: string) => new URL(verifyUrl).searchParams.get('token') ?? '';
const verify = (token: string) => t.request(`/api/fete-id/verify?token=${encodeURIComponent(token)}`);
const passOf = async (cookie: string) => {
  const res = await t.request('/api/members/me/fete-id', { cookie });
  expect(res.status).toBe(200);
  return res.data as { verifyUrl: string; qrSvg: string; expiresAt: string };
};

describe('GET /api/members/me/fete-id', () => {
  it('401 for a visitor', async () => {
    expect((await t.request('/api/members/me/fete-id')).status).toBe(401);
  });

  it('gives the member a QR code of the verify address with a short opaque token for the pass day', async () => {
    const member = await newMember(t);
    const { verifyUrl, qrSvg, expiresAt } = await passOf(member.cookie);
    expect(verifyUrl).toMatch(new RegExp(`^${t.config.publicUrl}/fete-id/verify\\?token=`));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The pass day ends at the next 6 a.m. in the site's time zone.
    expect(expiresAt).toBe(passDayEndsAt(passDayOf(new Date())).toISOString());
    const hoursLeft = (new Date(expiresAt).getTime() - Date.now()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(0);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    // 16 characters naming nobody: not the member id, e-mail or name, in clear or encoded.
    const token = tokenOf(verifyUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const secret of [member.userId, member.input.email, member.input.firstName]) {
      expect(token).not.toContain(secret);
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(secret);
    }
    // The same pass all day: a screenshot taken in the evening is the pass at 1 a.m.
    expect(tokenOf((await passOf(member.cookie)).verifyUrl)).toBe(token);
    // Low density: QR version 4 (33 x 33 modules) for this address; the signed tokens of before were version 12.
    const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
    expect(qr.version).toBeLessThanOrEqual(4);
    expect(qr.modules.size).toBeLessThanOrEqual(33);
  });
});

describe('GET /api/fete-id/verify', () => {
  it("valid: today's pass shows only the member's name and picture", async () => {
    const member = await newMember(t);
    const res = await verify(tokenOf((await passOf(member.cookie)).verifyUrl));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      status: 'valid',
      member: { name: `${member.input.firstName} ${member.input.lastName}`, imageUrl: null },
    });
    expect(JSON.stringify(res.data)).not.toContain(member.input.email);
    expect(JSON.stringify(res.data)).not.toContain(member.userId);
  });

  it('suspended: the membership was suspended after the pass was shown', async () => {
    const member = await newMember(t);
    const token = tokenOf((await passOf(member.cookie)).verifyUrl);
    await t.db
      .update(users)
      .set({ banned: true, banReason: 'Door check' })
      .where(eq(users.id, member.userId));
    const res = await verify(token);
    expect(res.data).toEqual({
      status: 'suspended',
      member: { name: `${member.input.firstName} ${member.input.lastName}`, imageUrl: null },
    });
    passVerdictSchema.parse(res.data);
  });

  it("expired: yesterday's pass (bound to its day, not 24 hours from issue)", async () => {
    const member = await newMember(t);
    const { token } = await issuePass(t.deps, member.userId, new Date(Date.now() - DAY));
    const res = await verify(token);
    expect(res.data.status).toBe('expired');
    expect(res.data.member.name).toBe(`${member.input.firstName} ${member.input.lastName}`);
    // Today's pass is another token, and yesterday's still reads expired beside it.
    const today = tokenOf((await passOf(member.cookie)).verifyUrl);
    expect(today).not.toBe(token);
    expect((await verify(today)).data.status).toBe('valid');
    expect((await verify(token)).data.status).toBe('expired');
  });

  it('expired: the membership ended after the pass was issued', async () => {
    const member = await newMember(t);
    const { verifyUrl } = await passOf(member.cookie);
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, member.userId));
    expect((await verify(tokenOf(verifyUrl))).data.status).toBe('expired');
  });

  it('invalid: an altered token, another key, a forged row, a deleted member, or no token', async () => {
    const member = await newMember(t);
    const token = tokenOf((await passOf(member.cookie)).verifyUrl);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const day = passDayOf(new Date());
    const otherKey = passToken(
      { ...t.config, feteIdSecret: 'another-secret-another-secret-another-secret' },
      member.userId,
      day,
    );
    // A row written by hand for a made-up token verifies nothing: the token must be the key's HMAC.
    const madeUp = 'madeUpToken12345';
    await t.db.insert(feteIdPasses).values({
      userId: member.userId,
      day: addDays(day, 1),
      tokenHash: createHash('sha256').update(madeUp).digest('hex'),
    });
    for (const bad of [altered, otherKey, madeUp, `${token}x`, 'not-a-token', '']) {
      const res = await verify(bad);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ status: 'invalid', member: null });
      passVerdictSchema.parse(res.data);
    }
    await t.db.delete(users).where(eq(users.id, member.userId));
    expect((await verify(token)).data).toEqual({ status: 'invalid', member: null });
  });

  it('422 for a token longer than any pass and for unknown parameters', async () => {
    expect((await verify('x'.repeat(101))).status).toBe(422);
    expect((await t.request('/api/fete-id/verify?token=x&extra=1')).status).toBe(422);
  });
});

describe('PUT /api/members/me/community', () => {
  it('401 for a visitor', async () => {
    const res = await t.request('/api/members/me/community', {
      method: 'PUT',
      json: { showInCommunity: false },
    });
    expect(res.status).toBe(401);
  });

  it('422 for a missing or unknown field', async () => {
    const member = await newMember(t);
    for (const json of [{}, { showInCommunity: 'no' }, { showInCommunity: false, extra: 1 }]) {
      const res = await t.request('/api/members/me/community', {
        method: 'PUT',
        cookie: member.cookie,
        json,
      });
      expect(res.status).toBe(422);
    }
  });

  it('is on by default and switches off and on again', async () => {
    const member = await newMember(t);
    const me = await t.request('/api/members/me', { cookie: member.cookie });
    expect(me.data.profile.showInCommunity).toBe(true);
    const off = await t.request('/api/members/me/community', {
      method: 'PUT',
      cookie: member.cookie,
      json: { showInCommunity: false },
    });
    expect(off.status).toBe(200);
    expect(off.data.profile.showInCommunity).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(row!.showInCommunity).toBe(false);
  });
});

describe('GET /api/me/badges', () => {
  it('401 for a visitor', async () => {
    expect((await t.request('/api/me/badges')).status).toBe(401);
  });

  it("lists only the member's own active badges", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const vip = await createBadgeType(t.db, { name: 'VIP for the me test', benefits: ['Early entry'] });
    const old = await createBadgeType(t.db, { name: 'Old for the me test' });
    await createUserBadge(t.db, member.userId, vip.id);
    await createUserBadge(t.db, member.userId, old.id, { active: false });
    await createUserBadge(t.db, other.userId, old.id);
    const res = await t.request('/api/me/badges', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.badges.map((b: { name: string }) => b.name)).toEqual([vip.name]);
    expect(res.data.badges[0]).toMatchObject({ color: vip.color, benefits: ['Early entry'] });
  });
});
