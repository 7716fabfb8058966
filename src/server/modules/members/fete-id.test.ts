// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passVerdictSchema } from '../../../shared/domains/fete-id';
import { newMember } from '../../auth/testing';
import { createBadgeType, createUserBadge } from '../../db/factories';
import { users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { signPassToken } from './fete-id';

const t = testServerForFile();

const HOUR = 3_600_000;
const tokenOf = (verifyUrl: string) => new URL(verifyUrl).searchParams.get('token') ?? '';
const verify = (token: string) => t.request(`/api/fete-id/verify?token=${encodeURIComponent(token)}`);

describe('GET /api/members/me/fete-id', () => {
  it('401 for a visitor', async () => {
    expect((await t.request('/api/members/me/fete-id')).status).toBe(401);
  });

  it('gives the member a QR code of the verify address with a token that expires in 24 hours', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/members/me/fete-id', { cookie: member.cookie });
    expect(res.status).toBe(200);
    const { verifyUrl, qrSvg, expiresAt } = res.data;
    expect(verifyUrl).toMatch(new RegExp(`^${t.config.publicUrl}/fete-id/verify\\?token=`));
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const hoursLeft = (new Date(expiresAt).getTime() - Date.now()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    // The token names nobody in clear text: no e-mail, no name.
    const token = tokenOf(verifyUrl);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub']);
    expect(token).not.toContain(member.input.email);
  });
});

describe('GET /api/fete-id/verify', () => {
  it("valid: a fresh pass shows only the member's name and picture", async () => {
    const member = await newMember(t);
    const pass = await t.request('/api/members/me/fete-id', { cookie: member.cookie });
    const res = await verify(tokenOf(pass.data.verifyUrl));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      status: 'valid',
      member: { name: `${member.input.firstName} ${member.input.lastName}`, imageUrl: null },
    });
    expect(JSON.stringify(res.data)).not.toContain(member.input.email);
    expect(JSON.stringify(res.data)).not.toContain(member.userId);
  });

  it('expired: a pass older than 24 hours', async () => {
    const member = await newMember(t);
    const { token } = await signPassToken(t.config, member.userId, new Date(Date.now() - 25 * HOUR));
    const res = await verify(token);
    expect(res.data.status).toBe('expired');
    expect(res.data.member.name).toBe(`${member.input.firstName} ${member.input.lastName}`);
  });

  it('expired: the membership ended after the pass was issued', async () => {
    const member = await newMember(t);
    const pass = await t.request('/api/members/me/fete-id', { cookie: member.cookie });
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, member.userId));
    expect((await verify(tokenOf(pass.data.verifyUrl))).data.status).toBe('expired');
  });

  it('invalid: an altered token, a token signed with another key, a deleted member, or no token', async () => {
    const member = await newMember(t);
    const pass = await t.request('/api/members/me/fete-id', { cookie: member.cookie });
    const token = tokenOf(pass.data.verifyUrl);
    const [header, , signature] = token.split('.');
    const other = await newMember(t);
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: other.userId, aud: 'fete-id', iss: 'fete', iat: 1, exp: 4_000_000_000 }),
    ).toString('base64url');
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const otherKey = await signPassToken(
      { ...t.config, feteIdSecret: 'another-secret-another-secret-another-secret' },
      member.userId,
    );
    for (const bad of [tampered, otherKey.token, `${token}x`, 'not-a-token', '']) {
      const res = await verify(bad);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ status: 'invalid', member: null });
      passVerdictSchema.parse(res.data);
    }
    await t.db.delete(users).where(eq(users.id, member.userId));
    expect((await verify(token)).data).toEqual({ status: 'invalid', member: null });
  });

  it('422 for a token longer than any pass and for unknown parameters', async () => {
    expect((await verify('x'.repeat(2001))).status).toBe(422);
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

describe('GET /api/badges/me', () => {
  it('401 for a visitor', async () => {
    expect((await t.request('/api/badges/me')).status).toBe(401);
  });

  it("lists only the member's own active badges", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const vip = await createBadgeType(t.db, { name: 'VIP for the me test', benefits: ['Early entry'] });
    const old = await createBadgeType(t.db, { name: 'Old for the me test' });
    await createUserBadge(t.db, member.userId, vip.id);
    await createUserBadge(t.db, member.userId, old.id, { active: false });
    await createUserBadge(t.db, other.userId, old.id);
    const res = await t.request('/api/badges/me', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.badges.map((b: { name: string }) => b.name)).toEqual([vip.name]);
    expect(res.data.badges[0]).toMatchObject({ color: vip.color, benefits: ['Early entry'] });
  });
});
