// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, newMember, signInAttempt } from '../../auth/testing';
import { bandRatings, carnivalBands, sessions, uploads, users, verifications } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { storedUpload } from '../../test/uploads';
import { validationError } from '../../test/errors';

const t = testServerForFile();

/** The member's password comes with the request (re-authentication, decision 0031). */
const deleteAccount = (cookie?: string, password = 'a-password') =>
  t.request('/api/members/me', { method: 'DELETE', cookie, json: { password } });

describe('DELETE /api/members/me', () => {
  it('asks for the password again: none or a wrong one changes nothing, and guessing stops at 10 a minute', async () => {
    const member = await newMember(t);
    const missing = await t.request('/api/members/me', { method: 'DELETE', cookie: member.cookie });
    expect(missing.status).toBe(422);
    expect((await deleteAccount(member.cookie, '')).data.error.fields).toEqual({
      password: 'Please enter your password to confirm',
    });
    const wrong = await deleteAccount(member.cookie, `${member.input.password}x`);
    expect(wrong.status).toBe(422);
    expect(wrong.data.error).toMatchObject(validationError('Your password is incorrect', 'password'));
    // Another member's password is no better.
    const other = await newMember(t, { password: 'another-members-pass' });
    expect((await deleteAccount(member.cookie, other.input.password)).status).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(1);
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await deleteAccount(member.cookie, `guess-${i}`)).status);
    // 2 wrong above, then 8 more allowed; the 11th try in the minute is refused before the password is looked at.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429]);
    expect((await deleteAccount(member.cookie, member.input.password)).status).toBe(429);
    expect(await t.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(1);
  });

  it('without a session: 401 asking to sign in again', async () => {
    const res = await deleteAccount();
    expect(res.status).toBe(401);
    expect(res.data.error).toEqual({
      code: 'SESSION_REQUIRED_FOR_DELETE',
      message: 'Please sign in again to delete your account',
    });
    const stale = await deleteAccount('better-auth.session_token=expired.or-forged');
    expect(stale.status).toBe(401);
    expect(stale.data.error.code).toBe('SESSION_REQUIRED_FOR_DELETE');
  });

  it('removes the member, every session and their files, and the e-mail can sign up again', async () => {
    const member = await newMember(t);
    const phone = await signIn(t, member.input.email, member.input.password);
    const bystander = await newMember(t);
    const avatar = await storedUpload(t, member.userId, 'avatar');
    const resume = await storedUpload(t, member.userId, 'resume', 'private');
    const listingImage = await storedUpload(t, member.userId, 'image');
    const productImage = await storedUpload(t, member.userId, 'marqet');
    // An administrator's upload, in practice: a receipt's image, kept with the receipt for the bookkeeping.
    const receiptImage = await storedUpload(t, member.userId, 'receipt', 'private');
    const othersAvatar = await storedUpload(t, bystander.userId, 'avatar');
    await t.request('/api/members/me/avatar', {
      method: 'PUT',
      cookie: member.cookie,
      json: { uploadId: avatar.id },
    });
    await t.request('/api/auth/request-password-reset', { json: { email: member.input.email } });
    await t.smtp.waitFor(member.input.email);

    const res = await deleteAccount(member.cookie, member.input.password);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: member.userId, deleted: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/^better-auth\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/);

    // Signed out everywhere: the old cookies are visitors' now.
    expect((await t.request('/api/members/me', { cookie: member.cookie })).status).toBe(401);
    expect((await t.request('/api/members/me', { cookie: phone })).status).toBe(401);
    expect((await deleteAccount(phone)).data.error.code).toBe('SESSION_REQUIRED_FOR_DELETE');
    expect(await t.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(0);
    expect(
      await t.db.select().from(verifications).where(eq(verifications.value, member.userId)),
    ).toHaveLength(0);

    // Personal files are gone; published listing images and receipt images stay, owned by nobody.
    expect(await t.deps.storage.get(avatar.storageKey)).toBeNull();
    expect(await t.deps.storage.get(resume.storageKey)).toBeNull();
    for (const image of [listingImage, productImage, receiptImage]) {
      expect(await t.deps.storage.get(image.storageKey)).not.toBeNull();
      const [kept] = await t.db.select().from(uploads).where(eq(uploads.id, image.id));
      expect(kept!.ownerId).toBeNull();
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.id, avatar.id))).toHaveLength(0);

    // Nobody else is touched.
    expect((await t.request('/api/members/me', { cookie: bystander.cookie })).status).toBe(200);
    expect(await t.deps.storage.get(othersAvatar.storageKey)).not.toBeNull();

    // The old password no longer signs in, and the address is free for a new account.
    const signin = await signInAttempt(t, member.input.email, member.input.password);
    expect(signin.status).toBe(401);
    const again = await t.request('/api/auth/sign-up/email', { json: { ...member.input, name: 'x' } });
    expect(again.status).toBe(200);
    expect(again.data.user.id).not.toBe(member.userId);
    expect(again.data.user.image).toBeNull();
  });

  it('takes their band ratings out of the band averages', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const [band] = await t.db
      .insert(carnivalBands)
      .values({ name: 'Tribe', startDate: '2027-02-08', ratingTotal: 7, ratingCount: 2 })
      .returning();
    await t.db.insert(bandRatings).values([
      { bandId: band!.id, userId: member.userId, rating: 5 },
      { bandId: band!.id, userId: other.userId, rating: 2 },
    ]);
    expect((await deleteAccount(member.cookie, member.input.password)).status).toBe(200);
    const [after] = await t.db.select().from(carnivalBands).where(eq(carnivalBands.id, band!.id));
    expect(after).toMatchObject({ ratingTotal: 2, ratingCount: 1 });
    expect(await t.db.select().from(bandRatings).where(eq(bandRatings.bandId, band!.id))).toHaveLength(1);
  });
});
