// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember, userRow } from '../../auth/testing';
import { uploads, users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { storedUpload } from '../../test/uploads';
import { validationError } from '../../test/errors';

const t = testServerForFile();

const stored = async (key: string) => (await t.deps.storage.get(key)) !== null;

describe('GET /api/members/me', () => {
  it('401 for a visitor', async () => {
    const res = await t.request('/api/members/me');
    expect(res.status).toBe(401);
    expect(res.data.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
  });

  it('shows the profile with the days left of the Gold membership', async () => {
    const member = await newMember(t);
    const res = await t.request('/api/members/me', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.profile).toMatchObject({
      id: member.userId,
      email: member.input.email,
      firstName: member.input.firstName,
      lastName: member.input.lastName,
      territory: member.input.territory,
      locality: member.input.locality,
      avatarUrl: null,
      role: 'user',
      membershipType: 'gold',
      membershipDaysLeft: 365,
    });
    expect(Object.keys(res.data.profile).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'territory',
        'locality',
        'avatarUrl',
        'role',
        'membershipType',
        'membershipExpiresAt',
        'createdAt',
        'membershipDaysLeft',
        'showInCommunity',
        'emailVerified',
      ].sort(),
    );
    expect(new Date(res.data.profile.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('has no days left for a membership without expiry (administrators)', async () => {
    const member = await newMember(t);
    await t.db.update(users).set({ membershipExpiresAt: null }).where(eq(users.id, member.userId));
    const res = await t.request('/api/members/me', { cookie: member.cookie });
    expect(res.data.profile.membershipDaysLeft).toBeNull();
  });
});

describe('PATCH /api/members/me (Edit Profile)', () => {
  it('401 → 422 → 200, and the new name is what everyone sees', async () => {
    expect(
      (await t.request('/api/members/me', { method: 'PATCH', json: { firstName: 'A', lastName: 'B' } }))
        .status,
    ).toBe(401);
    const member = await newMember(t);
    const blank = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { firstName: '  ', lastName: 'Charles' },
    });
    expect(blank.status).toBe(422);
    expect(blank.data.error).toEqual(validationError('Please fill in all required fields', 'firstName'));
    const missing = await t.request('/api/members/me', { method: 'PATCH', cookie: member.cookie, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.data.error.fields).toEqual({
      firstName: 'Please fill in all required fields',
      lastName: 'Please fill in all required fields',
    });

    for (const lastName of ['Charles\r\nSubject: hi', 'Char\nles', 'Char\u2029les', 'Char\u0085les']) {
      const broken = await t.request('/api/members/me', {
        method: 'PATCH',
        cookie: member.cookie,
        json: { firstName: 'Marlon', lastName },
      });
      expect(broken.status, JSON.stringify(lastName)).toBe(422);
      expect(broken.data.error.fields).toEqual({ lastName: 'Please enter each name on one line' });
    }
    expect((await userRow(t, member.userId))!.lastName).toBe(member.input.lastName);

    const ok = await t.request('/api/members/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { firstName: ' Destra ', lastName: 'Garcia', role: 'admin', email: 'other@example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.profile).toMatchObject({
      firstName: 'Destra',
      lastName: 'Garcia',
      role: 'user',
      email: member.input.email,
    });
    const session = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(session.data.user).toMatchObject({
      firstName: 'Destra',
      lastName: 'Garcia',
      name: 'Destra Garcia',
    });
  });
});

describe('PATCH /api/members/me/location (Update Location)', () => {
  it('401 → 422 with the spec message → 200', async () => {
    expect(
      (
        await t.request('/api/members/me/location', {
          method: 'PATCH',
          json: { territory: 'Jamaica', locality: 'Kingston' },
        })
      ).status,
    ).toBe(401);
    const member = await newMember(t);
    for (const json of [
      { territory: '', locality: 'Kingston' },
      { territory: 'Jamaica', locality: '  ' },
      { territory: 'Jamaica' },
    ]) {
      const res = await t.request('/api/members/me/location', {
        method: 'PATCH',
        cookie: member.cookie,
        json,
      });
      expect(res.status).toBe(422);
      expect(res.data.error.message).toBe('Please fill in all location fields');
    }
    const unknown = await t.request('/api/members/me/location', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { territory: 'Wakanda', locality: 'Birnin Zana' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.error.fields.territory).toBe('Please choose your territory from the list');

    const ok = await t.request('/api/members/me/location', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { territory: 'Jamaica', locality: 'Kingston' },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.profile).toMatchObject({ territory: 'Jamaica', locality: 'Kingston' });
  });
});

describe('PUT and DELETE /api/members/me/avatar', () => {
  it('401 → 422 → 404 for uploads that are not the member’s avatar → 200', async () => {
    expect(
      (await t.request('/api/members/me/avatar', { method: 'PUT', json: { uploadId: randomUUID() } })).status,
    ).toBe(401);
    const member = await newMember(t);
    const other = await newMember(t);
    const put = (uploadId: unknown) =>
      t.request('/api/members/me/avatar', { method: 'PUT', cookie: member.cookie, json: { uploadId } });

    expect((await put('')).status).toBe(422);
    expect(
      (await t.request('/api/members/me/avatar', { method: 'PUT', cookie: member.cookie, json: {} })).status,
    ).toBe(422);

    const someoneElses = await storedUpload(t, other.userId, 'avatar');
    const notAnAvatar = await storedUpload(t, member.userId, 'image');
    const privateFile = await storedUpload(t, member.userId, 'resume', 'private');
    for (const id of [randomUUID(), 'not-a-uuid', someoneElses.id, notAnAvatar.id, privateFile.id]) {
      const res = await put(id);
      expect(res.status, id).toBe(404);
      expect(res.data.error.code).toBe('NOT_FOUND');
    }
    expect((await userRow(t, member.userId))!.image).toBeNull();

    const first = await storedUpload(t, member.userId, 'avatar');
    const ok = await put(first.id);
    expect(ok.status).toBe(200);
    expect(ok.data.profile.avatarUrl).toBe(first.url);
    const picture = await t.request(first.url!);
    expect(picture.status).toBe(200);
  });

  it('replacing the picture deletes the earlier one; DELETE goes back to initials and removes the files', async () => {
    const member = await newMember(t);
    const first = await storedUpload(t, member.userId, 'avatar');
    const second = await storedUpload(t, member.userId, 'avatar');
    const put = (uploadId: string) =>
      t.request('/api/members/me/avatar', { method: 'PUT', cookie: member.cookie, json: { uploadId } });

    expect((await put(first.id)).status).toBe(200);
    const replaced = await put(second.id);
    expect(replaced.data.profile.avatarUrl).toBe(second.url);
    expect(await stored(first.storageKey)).toBe(false);
    expect(await stored(first.cardKey!)).toBe(false);
    expect((await t.request(first.url!)).status).toBe(404);
    expect(await stored(second.storageKey)).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, first.id))).toHaveLength(0);

    expect((await t.request('/api/members/me/avatar', { method: 'DELETE' })).status).toBe(401);
    const removed = await t.request('/api/members/me/avatar', { method: 'DELETE', cookie: member.cookie });
    expect(removed.status).toBe(200);
    expect(removed.data.profile.avatarUrl).toBeNull();
    expect(await stored(second.storageKey)).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, member.userId))).toHaveLength(0);
    const session = await t.request('/api/auth/get-session', { cookie: member.cookie });
    expect(session.data.user.image).toBeNull();
  });
});
