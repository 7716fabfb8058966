// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAdminMessages as texts } from '../../../shared/domains/provider-admin';
import { createFeaturedItem, createTestimonial, uniqueTag } from '../../db/factories';
import { featuredItems, likedProviders, providerRatings, testimonialImages } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { UNKNOWN, body, facesTesting, type AdminProvider } from './faces-testing';

const { t, admin, member, call, create, providerRow, faceNames } = facesTesting();

describe('PUT /api/admin/providers/:id', () => {
  it('replaces the fields but never the ratings; the picture is kept when left out, removed with null', async () => {
    const tag = uniqueTag();
    const avatar = await uploadImageUrlAs(t, admin.cookie, 'image');
    const made = await create(tag, { avatarUrl: avatar, services: ['Makeup'] });
    const rated = await t.request(`/api/providers/${made.id}/rating`, {
      method: 'PUT',
      json: { rating: 4 },
      cookie: member.cookie,
    });
    expect(rated.status).toBe(200);

    const res = await call(`/api/admin/providers/${made.id}`, {
      method: 'PUT',
      json: body(tag, {
        firstName: 'Keisha-Ann',
        services: ['Makeup', 'Body Paint'],
        servicePrices: { 'body paint': 20_000 },
      }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      firstName: 'Keisha-Ann',
      services: ['Makeup', 'Body Paint'],
      servicePrices: { 'Body Paint': 20_000 },
      avatarUrl: avatar,
      rating: 4,
      totalRatings: 1,
    });
    const blocked = await call(`/api/admin/providers/${made.id}`, {
      method: 'PUT',
      json: body(tag, { rating: 5 }),
    });
    expect(blocked.status).toBe(422);
    expect(await providerRow(made.id)).toMatchObject({ ratingTotal: 4, ratingCount: 1 });
    const removed = await call(`/api/admin/providers/${made.id}`, {
      method: 'PUT',
      json: body(tag, { avatarUrl: null }),
    });
    expect(removed.data.avatarUrl).toBeNull();
    expect((await t.request(`/api/providers/${made.id}`)).data.provider.firstName).toBe('Keisha');
  });
});

describe('client photos', () => {
  it('adds photos last, shows them in order on the public page, reorders and removes them', async () => {
    const tag = uniqueTag();
    const made = await create(tag);
    const urls = [
      await uploadImageUrlAs(t, admin.cookie, 'image'),
      await uploadImageUrlAs(t, admin.cookie, 'image'),
      await uploadImageUrlAs(t, admin.cookie, 'image'),
    ];
    let item: AdminProvider = made;
    for (const [i, imageUrl] of urls.entries()) {
      const res = await call(`/api/admin/providers/${made.id}/testimonials`, {
        method: 'POST',
        json: { imageUrl, caption: `Look ${i + 1}`, clientName: 'Shanice P.', service: 'Makeup' },
      });
      expect(res.status).toBe(201);
      item = res.data;
    }
    expect(item.testimonials.map((p) => p.caption)).toEqual(['Look 1', 'Look 2', 'Look 3']);
    const publicCaptions = async () =>
      (await t.request(`/api/providers/${made.id}`)).data.testimonials.map(
        (p: { caption: string }) => p.caption,
      );
    expect(await publicCaptions()).toEqual(['Look 1', 'Look 2', 'Look 3']);

    const [a, b, c] = item.testimonials.map((p) => p.id);
    const reordered = await call(`/api/admin/providers/${made.id}/testimonials/order`, {
      method: 'PUT',
      json: { ids: [c, a, b] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.data.testimonials.map((p: { caption: string }) => p.caption)).toEqual([
      'Look 3',
      'Look 1',
      'Look 2',
    ]);
    expect(await publicCaptions()).toEqual(['Look 3', 'Look 1', 'Look 2']);

    for (const ids of [[c, a], [c, a, b, b], [c, a, UNKNOWN], ['x']]) {
      const bad = await call(`/api/admin/providers/${made.id}/testimonials/order`, {
        method: 'PUT',
        json: { ids },
      });
      expect(bad.status, JSON.stringify(ids)).toBe(422);
    }
    expect(await publicCaptions()).toEqual(['Look 3', 'Look 1', 'Look 2']);

    const removed = await call(`/api/admin/providers/${made.id}/testimonials/${a}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ id: a, deleted: true });
    expect(await publicCaptions()).toEqual(['Look 3', 'Look 2']);
    const manager = await call(`/api/admin/providers?q=${tag}`);
    const listed = manager.data.items.find((p: { id: string }) => p.id === made.id);
    expect(listed.testimonials.map((p: { caption: string }) => p.caption)).toEqual(['Look 3', 'Look 2']);
  });

  it('422 without a photo, or with a URL that is not an image upload of the administrator', async () => {
    const made = await create(uniqueTag());
    for (const json of [
      {},
      { imageUrl: '' },
      { imageUrl: 'https://elsewhere.example/a.jpg' },
      { imageUrl: '/uploads/x.webp', rating: 5 },
    ]) {
      const res = await call(`/api/admin/providers/${made.id}/testimonials`, { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(422);
    }
    const none = await call(`/api/admin/providers/${made.id}/testimonials`, { method: 'POST', json: {} });
    expect(none.data.error.fields.imageUrl).toBe(texts.photoRequired);
    expect((await t.request(`/api/providers/${made.id}`)).data.testimonials).toEqual([]);
  });
});

describe('activate, deactivate, delete', () => {
  it('an inactive provider is gone for everyone but administrators: list, page, Top Faces, likes', async () => {
    const tag = uniqueTag();
    const made = await create(tag, { firstName: 'Paused' });
    await call(`/api/admin/featured/face/${made.id}`, { method: 'PUT' });
    expect(
      (await t.request(`/api/likes/providers/${made.id}`, { method: 'PUT', cookie: member.cookie })).status,
    ).toBe(200);
    const homeIds = async (cookie?: string) =>
      (await t.request('/api/home/faces', { cookie })).data.items.map((p: { id: string }) => p.id);
    const likedIds = async () =>
      (await t.request('/api/likes', { cookie: member.cookie })).data.providers.items.map(
        (p: { id: string }) => p.id,
      );
    expect(await homeIds()).toContain(made.id);
    expect(await likedIds()).toContain(made.id);

    const off = await call(`/api/admin/providers/${made.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.data).toMatchObject({ active: false, featured: true });
    expect(await faceNames(tag)).toEqual([]);
    expect(await faceNames(tag, member.cookie)).toEqual([]);
    expect((await t.request(`/api/providers/${made.id}`)).status).toBe(404);
    expect((await t.request(`/api/providers/${made.id}`, { cookie: member.cookie })).status).toBe(404);
    expect(await homeIds()).not.toContain(made.id);
    expect(await likedIds()).not.toContain(made.id);
    const forAdmin = await t.request(`/api/providers/${made.id}`, { cookie: admin.cookie });
    expect(forAdmin.data.provider).toMatchObject({ firstName: 'Paused', active: false });

    await call(`/api/admin/providers/${made.id}/active`, { method: 'PUT', json: { active: true } });
    expect(await faceNames(tag)).toEqual(['Paused']);
    expect(await likedIds()).toContain(made.id);
  });

  it('deletes the provider with likes, ratings, photos and the featured row', async () => {
    const tag = uniqueTag();
    const made = await create(tag);
    await createTestimonial(t.db, made.id);
    await createFeaturedItem(t.db, 'face', made.id);
    await t.request(`/api/likes/providers/${made.id}`, { method: 'PUT', cookie: member.cookie });
    await t.request(`/api/providers/${made.id}/rating`, {
      method: 'PUT',
      json: { rating: 5 },
      cookie: member.cookie,
    });

    const res = await call(`/api/admin/providers/${made.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: made.id, deleted: true });
    expect(await providerRow(made.id)).toBeUndefined();
    for (const [table, column] of [
      [testimonialImages, testimonialImages.providerId],
      [likedProviders, likedProviders.providerId],
      [providerRatings, providerRatings.providerId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, made.id))).toEqual([]);
    }
    const featured = await t.db
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.itemType, 'face'), eq(featuredItems.itemId, made.id)));
    expect(featured).toEqual([]);
    expect((await call(`/api/admin/providers/${made.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
