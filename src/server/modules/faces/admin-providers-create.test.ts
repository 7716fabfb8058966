// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAdminMessages as texts } from '../../../shared/domains/provider-admin';
import { createProvider, createTestimonial, uniqueTag } from '../../db/factories';
import { testimonialImages } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { UNKNOWN, body, facesTesting } from './faces-testing';

const { t, admin, member, call, create, providerRow, faceNames } = facesTesting();

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
