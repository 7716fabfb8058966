// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBand, createConversation, createEvent, createProvider } from '../db/factories';
import { memberInput } from '../db/factories/members';
import { appRateLimits, users } from '../db/schema';
import { tinyPhoto, uploadForm, uploadPath } from '../test/actors';
import { testServerForFile } from '../test/harness';
import { firstLink } from '../test/smtp-sink';
import { ensureAdmin } from './admin-account';
import { newMember, signIn, signUp, userRow } from './testing';

const t = testServerForFile();

/** The token of the newest verification mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email);
  expect(mail.subject).toBe('Confirm your Fete email address');
  const link = new URL(firstLink(mail.text, '/verify-email'));
  expect(link.origin).toBe(t.config.publicUrl);
  return link.searchParams.get('token')!;
}

const verify = (token: string, cookie?: string) =>
  t.request('/api/members/verify-email', { json: { token }, cookie });

const NOT_VERIFIED = {
  code: 'EMAIL_NOT_VERIFIED',
  message:
    'Please verify your email address first. Open the link we emailed you, or send a new one from your dashboard.',
};

/** What waits for a verified address, tried as `cookie`: the status of each. */
async function gatedStatuses(cookie: string, other: string) {
  const event = await createEvent(t.db, { capacity: 5 });
  const band = await createBand(t.db);
  const provider = await createProvider(t.db);
  const me = (await t.request('/api/members/me', { cookie })).data.profile.id as string;
  // A conversation someone else started with the member (a new partner each time).
  const conversation = await createConversation(t.db, [me, (await newMember(t)).userId]);
  const image = await t.request(uploadPath('image'), {
    method: 'POST',
    body: uploadForm('image', await tinyPhoto(), 'photo.png', 'image/png'),
    cookie,
  });
  return {
    attendEvent: (await t.request(`/api/events/${event.id}/attendance`, { method: 'PUT', cookie })).status,
    attendBand: (await t.request(`/api/bands/${band.id}/attendance`, { method: 'PUT', cookie })).status,
    rateBand: (
      await t.request(`/api/bands/${band.id}/rating`, { method: 'PUT', json: { rating: 4 }, cookie })
    ).status,
    rateProvider: (
      await t.request(`/api/providers/${provider.id}/rating`, { method: 'PUT', json: { rating: 4 }, cookie })
    ).status,
    openChat: (await t.request('/api/chat/conversations', { json: { with: other }, cookie })).status,
    sendMessage: (
      await t.request(`/api/chat/conversations/${conversation.id}/messages`, {
        json: { body: 'Wah gwaan' },
        cookie,
      })
    ).status,
    uploadImage: image.status,
    feteNation: (await t.request('/api/members/directory', { cookie })).status,
    feteNationProfile: (await t.request(`/api/members/directory/${other}`, { cookie })).status,
  };
}

/** What each action of gatedStatuses answers a member whose address is confirmed. */
const ANSWERED_WHEN_VERIFIED = {
  attendEvent: 200,
  attendBand: 200,
  rateBand: 200,
  rateProvider: 200,
  openChat: 200,
  sendMessage: 201,
  uploadImage: 201,
  feteNation: 200,
  feteNationProfile: 200,
};

describe('verifying the e-mail address', () => {
  it('a sign-up through the site is signed in at once and mailed a link; the link verifies the address', async () => {
    const member = await signUp(t);
    const me = await t.request('/api/members/me', { cookie: member.cookie });
    expect(me.status).toBe(200);
    expect(me.data.profile.emailVerified).toBe(false);
    const token = await mailedToken(member.input.email);

    // The link is opened in another browser, where nobody is signed in.
    expect((await verify(token)).status).toBe(200);
    expect((await userRow(t, member.userId))!.emailVerified).toBe(true);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).data.profile.emailVerified).toBe(
      true,
    );
    const session = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(session.data.user.emailVerified).toBe(true);
    // A link opened twice is no error.
    expect((await verify(token)).status).toBe(200);
  });

  it('refuses a forged or altered link, and leaves the member unverified', async () => {
    const member = await signUp(t);
    const token = await mailedToken(member.input.email);
    const [head, payload] = token.split('.');
    for (const bad of [`${head}.${payload}.forged-signature`, 'not-a-token', token.slice(0, -2)]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.data.error).toEqual({
        code: 'VERIFICATION_LINK_INVALID',
        message:
          'This verification link is invalid or has expired. Please send a new one from your dashboard.',
      });
    }
    expect((await verify('')).status).toBe(422);
    expect((await userRow(t, member.userId))!.emailVerified).toBe(false);
  });

  it('an unverified member browses and signs in, but attending, rating, chatting, uploading and Fete Nation wait', async () => {
    const other = await newMember(t);
    const member = await newMember(t, {}, { verified: false });
    // Signing in and browsing stay immediate.
    await signIn(t, member.input.email, member.input.password);
    expect((await t.request('/api/events', { cookie: member.cookie })).status).toBe(200);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(200);

    const before = await gatedStatuses(member.cookie, other.userId);
    // Every one of them is refused (403) until the address is confirmed.
    expect(before).toEqual(
      Object.fromEntries(Object.keys(ANSWERED_WHEN_VERIFIED).map((action) => [action, 403])),
    );
    const refused = await t.request('/api/bands/00000000-0000-4000-8000-000000000000/rating', {
      method: 'PUT',
      json: { rating: 5 },
      cookie: member.cookie,
    });
    expect(refused.data.error).toEqual(NOT_VERIFIED);
    // The sign-up wizard's own picture does not wait.
    const avatar = await t.request(uploadPath('avatar'), {
      method: 'POST',
      body: uploadForm('avatar', await tinyPhoto(), 'me.png', 'image/png'),
      cookie: member.cookie,
    });
    expect(avatar.status).toBe(201);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, member.userId));
    const after = await gatedStatuses(member.cookie, other.userId);
    expect(after).toEqual(ANSWERED_WHEN_VERIFIED);
  });

  it('an unverified member does not appear in Fete Nation', async () => {
    const viewer = await newMember(t);
    const hidden = await newMember(t, { firstName: 'Unverifiedzed' }, { verified: false });
    const shown = await newMember(t, { firstName: 'Verifiedzed' });
    const list = await t.request('/api/members/directory?q=zed', { cookie: viewer.cookie });
    expect(list.status).toBe(200);
    const ids = (list.data.items as { id: string }[]).map((m) => m.id);
    expect(ids).toContain(shown.userId);
    expect(ids).not.toContain(hidden.userId);
    expect(
      (await t.request(`/api/members/directory/${hidden.userId}`, { cookie: viewer.cookie })).status,
    ).toBe(404);
  });

  it('the dashboard sends the link again: 3 an hour, and never once verified', async () => {
    expect((await t.request('/api/members/me/verification-email', { method: 'POST' })).status).toBe(401);
    const member = await newMember(t, {}, { verified: false });
    const resend = () =>
      t.request('/api/members/me/verification-email', { method: 'POST', cookie: member.cookie });
    const before = t.smtp.mails.filter((m) => m.to.includes(member.input.email)).length;
    expect(before).toBe(0);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(t.smtp.mails.filter((m) => m.to.includes(member.input.email))).toHaveLength(3);
    expect((await verify(await mailedToken(member.input.email))).status).toBe(200);
    await t.db.delete(appRateLimits);
    const done = await resend();
    expect(done.status).toBe(409);
    expect(done.data.error.message).toBe('Your email address is already verified');
  });

  it('members made by the server are verified without a mail: test members, the administrator', async () => {
    const member = await newMember(t);
    expect((await userRow(t, member.userId))!.emailVerified).toBe(true);
    const unverified = await newMember(t, {}, { verified: false });
    expect((await userRow(t, unverified.userId))!.emailVerified).toBe(false);
    const admin = memberInput();
    const adminId = await ensureAdmin(t.deps, admin);
    expect((await userRow(t, adminId))!.emailVerified).toBe(true);
    const addresses = [member.input.email, unverified.input.email, admin.email];
    expect(t.smtp.mails.filter((m) => addresses.some((a) => m.to.includes(a)))).toEqual([]);
  });

  it('a member promoted to administrator by the operator is verified', async () => {
    const member = await newMember(t, {}, { verified: false });
    await ensureAdmin(t.deps, { email: member.input.email, password: 'promoted-pass-2029' });
    expect((await userRow(t, member.userId))!.emailVerified).toBe(true);
  });
});

describe('sign-ups per network', () => {
  it('counts an IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await t.request('/api/auth/sign-up/email', {
        json: { ...memberInput(), name: 'x' },
        ip: `2001:db8:20:7::${i.toString(16)}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another /64 is another client.
    const elsewhere = await t.request('/api/auth/sign-up/email', {
      json: { ...memberInput(), name: 'x' },
      ip: '2001:db8:20:8::1',
    });
    expect(elsewhere.status).toBe(200);
  });
});
