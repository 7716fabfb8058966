// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin, newMember } from '../../auth/testing';
import { createBadgeType, createUserBadge, uniqueTag } from '../../db/factories';
import { notifications, userBadges } from '../../db/schema';
import { uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import type { Actor } from '../../app-env';
import { awardBadge, badgeTypeAdmin, listAwards, revokeAward } from './admin-service';

const t = testServerForFile();

const typeBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Mas Champion ${uniqueTag()}`,
  description: 'Crossed the stage with the winning band.',
  color: '#e11d48',
  benefits: ['Front of the line', 'Champion wristband'],
  ...overrides,
});

describe('badge types', () => {
  it('refuses a member in the service too, not only at the route gate (the badge policy)', async () => {
    const member = await newMember(t);
    const actor = { id: member.userId, role: 'user' } as Actor;
    const { id } = await createBadgeType(t.db);
    const refusals = [
      badgeTypeAdmin.list(t.deps, actor),
      badgeTypeAdmin.create(t.deps, actor, typeBody()),
      badgeTypeAdmin.update(t.deps, actor, id, typeBody()),
      badgeTypeAdmin.remove(t.deps, actor, id),
      listAwards(t.deps, actor, { page: 1, pageSize: 10 }),
      awardBadge(t.deps, actor, { badgeId: id, userId: member.userId }),
      revokeAward(t.deps, actor, randomUUID()),
    ];
    for (const refused of await Promise.allSettled(refusals)) {
      expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'FORBIDDEN' } });
    }
    const listed = await badgeTypeAdmin.list(t.deps, { ...actor, role: 'admin' });
    expect(listed.items.map((b) => b.id)).toContain(id);
  });

  it('401 for visitors and 403 for members on every badge route', async () => {
    const member = await newMember(t);
    const { id } = await createBadgeType(t.db);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/badge-types'],
      ['POST', '/api/admin/badge-types', typeBody()],
      ['PUT', `/api/admin/badge-types/${id}`, typeBody()],
      ['DELETE', `/api/admin/badge-types/${id}`],
      ['GET', '/api/admin/user-badges'],
      ['POST', '/api/admin/user-badges', { badgeId: id, userId: member.userId }],
      ['POST', `/api/admin/user-badges/${randomUUID()}/revoke`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect(
        (await t.request(path, { method, json, cookie: member.cookie })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
  });

  it("422 with the spec's messages for missing fields, no benefit, a bad colour, a taken name, unknown fields", async () => {
    const admin = await signInAdmin(t);
    const post = (json: unknown) =>
      t.request('/api/admin/badge-types', { method: 'POST', cookie: admin.cookie, json });
    const missing = await post(typeBody({ name: '  ', description: '' }));
    expect(missing.status).toBe(422);
    expect(missing.data.error.fields).toMatchObject({
      name: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
    });
    const noBenefit = await post(typeBody({ benefits: [] }));
    expect(noBenefit.data.error.fields.benefits).toBe('Please add at least one benefit');
    expect((await post(typeBody({ color: 'red' }))).data.error.fields.color).toBe(
      'Please enter a colour as #RRGGBB',
    );
    expect((await post({ ...typeBody(), extra: true })).status).toBe(422);
    const taken = await createBadgeType(t.db);
    const dup = await post(typeBody({ name: taken.name.toUpperCase() }));
    expect(dup.status).toBe(422);
    expect(dup.data.error.fields.name).toBe('A badge type with this name already exists');
    // An icon that is not one of the administrator's uploads is refused on its field.
    const icon = await post(typeBody({ iconUrl: 'https://tracker.example/pixel.png' }));
    expect(icon.status).toBe(422);
    expect(icon.data.error.fields.iconUrl).toBe('Please upload the icon again');
  });

  it('creates with an uploaded icon, lists, edits and deletes (removing it from members); 404 for unknown ids', async () => {
    const admin = await signInAdmin(t);
    const member = await newMember(t);
    const iconUrl = await uploadImageUrl(t, admin.cookie);
    const created = await t.request('/api/admin/badge-types', {
      method: 'POST',
      cookie: admin.cookie,
      json: typeBody({ name: `Icon badge ${uniqueTag()}`, iconUrl }),
    });
    expect(created.status).toBe(201);
    const type = created.data.badgeType;
    expect(type).toMatchObject({
      color: '#E11D48',
      iconUrl,
      holders: 0,
      benefits: ['Front of the line', 'Champion wristband'],
    });

    const list = await t.request('/api/admin/badge-types', { cookie: admin.cookie });
    expect(list.data.items.map((b: { id: string }) => b.id)).toContain(type.id);

    const edited = await t.request(`/api/admin/badge-types/${type.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: typeBody({ name: type.name, description: 'Edited', iconUrl, benefits: ['Only this'] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data.badgeType).toMatchObject({ description: 'Edited', benefits: ['Only this'], iconUrl });

    await createUserBadge(t.db, member.userId, type.id);
    const deleted = await t.request(`/api/admin/badge-types/${type.id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(deleted.data).toEqual({ id: type.id, deleted: true });
    expect(await t.db.select().from(userBadges).where(eq(userBadges.userId, member.userId))).toEqual([]);

    for (const [method, json] of [
      ['PUT', typeBody()],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(`/api/admin/badge-types/${type.id}`, {
        method,
        cookie: admin.cookie,
        json,
      });
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe('Badge type not found');
    }
  });
});

describe('user badges', () => {
  it('awards a badge: the member holds it, is notified and e-mailed; the table lists it newest first', async () => {
    const admin = await signInAdmin(t);
    const member = await newMember(t, { email: `badge.${uniqueTag()}@example.com` });
    const type = await createBadgeType(t.db, { name: `Awarded ${uniqueTag()}` });
    const res = await t.request('/api/admin/user-badges', {
      method: 'POST',
      cookie: admin.cookie,
      json: { badgeId: type.id, userId: member.userId },
    });
    expect(res.status).toBe(201);
    expect(res.data.award).toMatchObject({
      badge: { id: type.id, name: type.name },
      user: { id: member.userId, name: `${member.input.firstName} ${member.input.lastName}` },
    });
    expect(res.data.award.awardedBy).toBeTruthy();

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(notice).toMatchObject({
      type: 'badge_awarded',
      title: 'New Badge Awarded!',
      message: `You have been awarded the ${type.name} badge.`,
      data: { badge_id: type.id },
    });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toBe('Fete: New Badge Awarded!');

    const mine = await t.request('/api/me/badges', { cookie: member.cookie });
    expect(mine.data.badges.map((b: { id: string }) => b.id)).toEqual([type.id]);
    const table = await t.request('/api/admin/user-badges', { cookie: admin.cookie });
    expect(table.data.items[0].id).toBe(res.data.award.id);
  });

  it("422: nothing chosen (the spec's message), unknown badge or member, a badge already held", async () => {
    const admin = await signInAdmin(t);
    const member = await newMember(t);
    const type = await createBadgeType(t.db);
    const post = (json: unknown) =>
      t.request('/api/admin/user-badges', { method: 'POST', cookie: admin.cookie, json });
    const none = await post({});
    expect(none.status).toBe(422);
    expect(none.data.error.message).toBe('Please select a badge and a user');
    expect((await post({ badgeId: randomUUID(), userId: member.userId })).data.error.fields.badgeId).toBe(
      'Badge type not found',
    );
    expect((await post({ badgeId: type.id, userId: 'nobody' })).data.error.fields.userId).toBe(
      'User not found',
    );
    expect((await post({ badgeId: type.id, userId: member.userId })).status).toBe(201);
    expect((await post({ badgeId: type.id, userId: member.userId })).data.error.fields.userId).toBe(
      'This member already holds this badge',
    );
  });

  it('revokes: the award leaves the member and the table but stays as history; 404 twice', async () => {
    const admin = await signInAdmin(t);
    const member = await newMember(t);
    const type = await createBadgeType(t.db);
    const award = await createUserBadge(t.db, member.userId, type.id);
    const res = await t.request(`/api/admin/user-badges/${award.id}/revoke`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.data).toEqual({ id: award.id, revoked: true });
    expect((await t.request('/api/me/badges', { cookie: member.cookie })).data.badges).toEqual([]);
    const table = await t.request('/api/admin/user-badges', { cookie: admin.cookie });
    expect(table.data.items.map((a: { id: string }) => a.id)).not.toContain(award.id);
    const [row] = await t.db.select().from(userBadges).where(eq(userBadges.id, award.id));
    expect(row!.active).toBe(false);
    const again = await t.request(`/api/admin/user-badges/${award.id}/revoke`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
    expect(again.data.error.message).toBe('Badge not found');
    // Awarded again after a revoke: a new active award.
    const reaward = await t.request('/api/admin/user-badges', {
      method: 'POST',
      cookie: admin.cookie,
      json: { badgeId: type.id, userId: member.userId },
    });
    expect(reaward.status).toBe(201);
  });
});
