// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerAdminMessages as texts } from '../../../shared/domains/provider-admin';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createFeaturedItem, createProvider, createTestimonial, uniqueTag } from '../../db/factories';
import {
  featuredItems,
  likedProviders,
  providerRatings,
  providers,
  testimonialImages,
} from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t);
});

type Init = { method?: string; json?: unknown; cookie?: string };
const call = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A valid body with the test's tag in the bio, so `q=tag` finds this test's providers only. */
const body = (tag: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Keisha',
  lastName: 'Baptiste',
  bio: `Carnival glam ${tag}`,
  ...extra,
});

interface AdminProvider {
  id: string;
  firstName: string;
  rating: number;
  totalRatings: number;
  avatarUrl: string | null;
  services: string[];
  servicePrices: Record<string, number>;
  active: boolean;
  testimonials: { id: string; imageUrl: string; caption: string }[];
}

const create = async (tag: string, extra: Record<string, unknown> = {}) => {
  const res = await call('/api/admin/providers', { method: 'POST', json: body(tag, extra) });
  expect(res.status, res.text).toBe(201);
  return res.data as AdminProvider;
};

const providerRow = async (id: string) =>
  (await t.db.select().from(providers).where(eq(providers.id, id)))[0];

const faceNames = async (q: string, cookie?: string) =>
  (await t.request(`/api/providers?q=${q}`, { cookie })).data.items.map(
    (p: { firstName: string }) => p.firstName,
  );

describe('who may call the providers manager', () => {
  it('401 for visitors and 403 for members on every route; nothing changes', async () => {
    const provider = await createProvider(t.db, { firstName: 'Guarded' });
    const photo = await createTestimonial(t.db, provider.id);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/providers', undefined],
      ['POST', '/api/admin/providers', body('guard')],
      ['PUT', `/api/admin/providers/${provider.id}`, body('guard')],
      ['PUT', `/api/admin/providers/${provider.id}/active`, { active: false }],
      ['DELETE', `/api/admin/providers/${provider.id}`, undefined],
      ['POST', `/api/admin/providers/${provider.id}/testimonials`, { imageUrl: '/uploads/x.webp' }],
      ['DELETE', `/api/admin/providers/${provider.id}/testimonials/${photo.id}`, undefined],
      ['PUT', `/api/admin/providers/${provider.id}/testimonials/order`, { ids: [photo.id] }],
    ];
    for (const [method, path, json] of routes) {
      const visitor = await t.request(path, { method, json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const asMember = await t.request(path, { method, json, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
    }
    expect(await providerRow(provider.id)).toMatchObject({ firstName: 'Guarded', active: true });
    expect(
      await t.db.select().from(testimonialImages).where(eq(testimonialImages.id, photo.id)),
    ).toHaveLength(1);
  });

  it("404 'Provider not found' for an unknown provider, 'Photo not found' for a photo that is not theirs", async () => {
    const other = await createProvider(t.db);
    const othersPhoto = await createTestimonial(t.db, other.id);
    const mine = await createProvider(t.db);
    for (const [method, path, json] of [
      ['PUT', `/api/admin/providers/${UNKNOWN}`, body('missing')],
      ['PUT', `/api/admin/providers/${UNKNOWN}/active`, { active: true }],
      ['DELETE', `/api/admin/providers/${UNKNOWN}`, undefined],
      ['DELETE', '/api/admin/providers/not-a-uuid', undefined],
      ['POST', `/api/admin/providers/${UNKNOWN}/testimonials`, { imageUrl: '/uploads/x.webp' }],
      ['PUT', `/api/admin/providers/${UNKNOWN}/testimonials/order`, { ids: [] }],
      ['DELETE', `/api/admin/providers/${UNKNOWN}/testimonials/${othersPhoto.id}`, undefined],
    ] as Array<[string, string, unknown]>) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message, `${method} ${path}`).toBe(texts.notFound);
    }
    for (const photoId of [othersPhoto.id, 'nope']) {
      const res = await call(`/api/admin/providers/${mine.id}/testimonials/${photoId}`, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe(texts.testimonialNotFound);
    }
    expect(
      await t.db.select().from(testimonialImages).where(eq(testimonialImages.id, othersPhoto.id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/admin/providers', () => {
  it('adds an unrated provider; services are cleaned and prices kept for listed services only', async () => {
    const tag = uniqueTag();
    const avatar = await uploadImageUrlAs(t, admin.cookie, 'image');
    const res = await call('/api/admin/providers', {
      method: 'POST',
      json: body(tag, {
        services: [' Makeup', 'makeup', '', 'Lash Application ', 'Gel Nails', '  '],
        servicePrices: { makeup: 15_000, ' Gel Nails ': 0 },
        country: 'Barbados',
        state: 'St. Michael',
        location: 'Bridgetown',
        bookingUrl: 'https://book.example/keisha',
        instagramUrl: '',
        avatarUrl: avatar,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      firstName: 'Keisha',
      lastName: 'Baptiste',
      services: ['Makeup', 'Lash Application', 'Gel Nails'],
      servicePrices: { Makeup: 15_000, 'Gel Nails': 0 },
      country: 'Barbados',
      state: 'St. Michael',
      location: 'Bridgetown',
      bookingUrl: 'https://book.example/keisha',
      instagramUrl: null,
      avatarUrl: avatar,
      rating: 0,
      totalRatings: 0,
      active: true,
      featured: false,
      testimonials: [],
    });
    expect(await providerRow(res.data.id)).toMatchObject({ ratingTotal: 0, ratingCount: 0 });
    expect(await faceNames(tag)).toEqual(['Keisha']);
  });

  it("422 'First name and last name are required'", async () => {
    for (const extra of [{ firstName: '' }, { lastName: '   ' }, { firstName: undefined }]) {
      const res = await call('/api/admin/providers', { method: 'POST', json: body('names', extra) });
      expect(res.status).toBe(422);
      expect(res.data.error.message).toBe(texts.namesRequired);
    }
  });

  it('422 for a price of a service not listed, a negative price, a bad country or link; ratings are not accepted', async () => {
    const tag = uniqueTag();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { services: ['Makeup'], servicePrices: { 'Body Paint': 5_000 } },
        'servicePrices.Body Paint',
        texts.priceForUnlisted,
      ],
      [{ services: ['Makeup'], servicePrices: { Makeup: -1 } }, 'servicePrices.Makeup', texts.price],
      [{ services: ['Makeup'], servicePrices: { Makeup: 12.5 } }, 'servicePrices.Makeup', texts.priceWhole],
      [{ country: 'Atlantis' }, 'country', texts.country],
      [
        { bookingUrl: 'javascript:alert(1)' },
        'bookingUrl',
        'Please enter a valid link starting with http:// or https://',
      ],
      [{ services: ['x'.repeat(81)] }, 'services.0', texts.service],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('/api/admin/providers', { method: 'POST', json: body(tag, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.data.error.fields[field], JSON.stringify(extra)).toBe(message);
    }
    for (const extra of [{ rating: 5 }, { totalRatings: 100 }, { ratingTotal: 50, ratingCount: 10 }]) {
      const res = await call('/api/admin/providers', { method: 'POST', json: body(tag, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(422);
    }
    const wrongPurpose = await uploadImageUrlAs(t, admin.cookie, 'marqet');
    const image = await call('/api/admin/providers', {
      method: 'POST',
      json: body(tag, { avatarUrl: wrongPurpose }),
    });
    expect(image.status).toBe(422);
    expect(image.data.error.fields.avatarUrl).toBe(texts.image);
    // Another member's upload is theirs alone.
    const othersUpload = await uploadImageUrlAs(t, member.cookie, 'image');
    const theirs = await call('/api/admin/providers', {
      method: 'POST',
      json: body(tag, { avatarUrl: othersUpload }),
    });
    expect(theirs.status).toBe(422);
    expect(await faceNames(tag, admin.cookie)).toEqual([]);
  });
});

describe('GET /api/admin/providers', () => {
  it('searches full name, bio and services, best rated first, inactive ones included', async () => {
    const tag = uniqueTag();
    await createProvider(t.db, {
      firstName: 'Top',
      lastName: 'Rated',
      bio: `Glam ${tag}`,
      ratingTotal: 9,
      ratingCount: 2,
    });
    const henna = await create(tag, { firstName: 'Zanele', lastName: 'Quashie', services: ['Henna Art'] });
    await call(`/api/admin/providers/${henna.id}/active`, { method: 'PUT', json: { active: false } });
    const names = async (q: string) =>
      (await call(`/api/admin/providers?q=${encodeURIComponent(q)}&pageSize=100`)).data.items
        .filter((p: { bio: string }) => p.bio.includes(tag))
        .map((p: { firstName: string }) => p.firstName);
    expect(await names(tag)).toEqual(['Top', 'Zanele']);
    expect(await names('zanele quashie')).toEqual(['Zanele']);
    expect(await names('HENNA')).toEqual(['Zanele']);
    const page = await call(`/api/admin/providers?q=${tag}`);
    expect(page.data.items[0]).toMatchObject({ firstName: 'Top', rating: 4.5, totalRatings: 2 });
    expect(page.data.items[1]).toMatchObject({ firstName: 'Zanele', active: false });
  });
});

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
