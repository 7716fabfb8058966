// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import { createMarqetRegistration } from '../../db/factories';
import { marqetRegistrations } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { UNKNOWN, registrationBody as body, registrationsTesting } from './marqet-testing';

const { t, member, other, asAdmin, submit } = registrationsTesting();

describe('who may call the registration routes', () => {
  it('401 for visitors everywhere, 403 for members on the review routes, 404 for unknown ids', async () => {
    const reg = await createMarqetRegistration(t.db, member.userId);
    const memberRoutes: Array<[string, string, unknown]> = [
      ['POST', '/api/marqet/registrations', body()],
      ['GET', '/api/me/marqet-registrations', undefined],
      ['GET', `/api/me/marqet-registrations/${reg.id}`, undefined],
    ];
    const adminRoutes = (id: string): Array<[string, string, unknown]> => [
      ['GET', `/api/admin/marqet-registrations/${id}`, undefined],
      ['POST', `/api/admin/marqet-registrations/${id}/approve`, undefined],
      ['POST', `/api/admin/marqet-registrations/${id}/reject`, undefined],
      ['POST', `/api/admin/marqet-registrations/${id}/extend`, { months: 3 }],
    ];
    for (const [method, path, json] of [
      ...memberRoutes,
      ['GET', '/api/admin/marqet-registrations', undefined] as [string, string, unknown],
      ...adminRoutes(reg.id),
    ]) {
      const res = await t.request(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, json] of [
      ['GET', '/api/admin/marqet-registrations', undefined] as [string, string, unknown],
      ...adminRoutes(reg.id),
    ]) {
      const res = await t.request(path, { method, json, cookie: member.cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error.code).toBe('FORBIDDEN');
    }
    for (const [method, path, json] of [
      ['GET', `/api/me/marqet-registrations/${UNKNOWN}`, undefined] as [string, string, unknown],
      ...adminRoutes(UNKNOWN),
      ...adminRoutes('not-a-uuid'),
    ]) {
      const res = await asAdmin(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe(texts.notFound);
    }
    const [row] = await t.db.select().from(marqetRegistrations).where(eq(marqetRegistrations.id, reg.id));
    expect(row!.status).toBe('pending');
  });
});

describe('POST /api/marqet/registrations', () => {
  it('creates a pending registration priced by the server (§9)', async () => {
    const res = await submit(body());
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      brandName: 'Coral Gold Jewels',
      vendorType: 'affiliate',
      status: 'pending',
      expirationDate: null,
      durationMonths: 3,
      // $180 for three months + $30 for the third product
      totalPriceCents: 21_000,
      placementPreference: ['My Brand', 'My Products'],
    });
    expect(
      res.data.products.map((p: Record<string, unknown>) => [
        p.discountApplied,
        p.discountPercentage,
        p.finalPriceCents,
        p.availability,
      ]),
    ).toEqual([
      [true, 10, 2_520, 'In Stock'],
      [false, 0, 2_250, 'Preorder'],
      [true, 10, 8_999, 'In Stock'],
    ]);
    expect(res.data.products[0].category).toBe('Body Jewelry');
    expect(res.data.products[1].category).toBe('Accessories');
  });

  it('a partner gets 15 % and a vendor none, whatever the client asks; 6 months with 4 products is $360', async () => {
    const partner = await submit(
      body({
        vendorType: 'partner',
        durationMonths: 6,
        products: [
          { name: 'A', priceCents: 10_000, discountApplied: true },
          { name: 'B', priceCents: 10_000 },
          { name: 'C', priceCents: 10_000 },
          { name: 'D', priceCents: 10_000 },
        ],
      }),
    );
    expect(partner.status).toBe(201);
    expect(partner.data.totalPriceCents).toBe(36_000);
    expect(partner.data.products[0].finalPriceCents).toBe(8_500);
    const vendor = await submit(
      body({ vendorType: 'vendor', products: [{ name: 'A', priceCents: 10_000, discountApplied: true }] }),
    );
    expect(vendor.status).toBe(201);
    expect(vendor.data.totalPriceCents).toBe(18_000);
    expect(vendor.data.products[0]).toMatchObject({ discountApplied: false, finalPriceCents: 10_000 });
  });

  it('refuses a client total or final price (strict schema): the server prices it', async () => {
    const withTotal = await submit({ ...body(), totalPriceCents: 1 });
    expect(withTotal.status).toBe(422);
    const withFinal = await submit(
      body({ products: [{ name: 'A', priceCents: 10_000, discountApplied: true, finalPriceCents: 1 }] }),
    );
    expect(withFinal.status).toBe(422);
    const withPercent = await submit(
      body({ products: [{ name: 'A', priceCents: 10_000, discountApplied: true, discountPercentage: 90 }] }),
    );
    expect(withPercent.status).toBe(422);
  });

  it.each([
    ['brand name', { brandName: ' ' }, 'brandName', texts.required],
    ['contact name', { contactName: '' }, 'contactName', texts.required],
    ['email', { email: '' }, 'email', texts.required],
    ['email format', { email: 'not-an-email' }, 'email', texts.email],
    ['vendor type', { vendorType: '' }, 'vendorType', texts.vendorType],
    ['placement', { placementPreference: [] }, 'placementPreference', texts.placement],
    ['duration', { durationMonths: 4 }, 'durationMonths', texts.duration],
    ['no duration', { durationMonths: undefined }, 'durationMonths', texts.duration],
    ['no vendor type', { vendorType: undefined }, 'vendorType', texts.vendorType],
    ['terms', { agreeToTerms: false }, 'agreeToTerms', texts.terms],
    ['payment method', { paymentMethod: 'Cash' }, 'paymentMethod', texts.paymentMethod],
    [
      'website',
      { websiteUrl: 'javascript:alert(1)' },
      'websiteUrl',
      'Please enter a valid link starting with http:// or https://',
    ],
    ['no products', { products: [] }, 'products', texts.productCount],
    [
      'five products',
      { products: Array.from({ length: 5 }, () => ({ name: 'A', priceCents: 1, discountApplied: true })) },
      'products',
      texts.productCount,
    ],
    [
      'a product without a name',
      { products: [{ name: '', priceCents: 100, discountApplied: true }] },
      'products.0.name',
      texts.productInfo,
    ],
    [
      'a product without a price',
      { products: [{ name: 'A', discountApplied: true }] },
      'products.0.priceCents',
      texts.productInfo,
    ],
    [
      'a negative price',
      { products: [{ name: 'A', priceCents: -1, discountApplied: true }] },
      'products.0.priceCents',
      texts.price,
    ],
    [
      'an affiliate without a discounted product',
      { products: [{ name: 'A', priceCents: 100 }] },
      'products',
      'As a affiliate, at least one product must have the discount applied',
    ],
  ])('422 for %s', async (_what, overrides, field, message) => {
    const res = await submit(body(overrides));
    expect(res.status).toBe(422);
    expect(res.data.error.fields[field]).toBe(message);
  });

  it('a partner without a discounted product: the spec message names the type', async () => {
    const res = await submit(body({ vendorType: 'partner', products: [{ name: 'A', priceCents: 1 }] }));
    expect(res.data.error.fields.products).toBe(
      'As a partner, at least one product must have the discount applied',
    );
  });

  it('My Brand alone needs no product details', async () => {
    const res = await submit(
      body({ placementPreference: ['My Brand'], products: [{ name: '', discountApplied: true }] }),
    );
    expect(res.status).toBe(201);
    expect(res.data.products[0]).toMatchObject({ name: '', priceCents: 0, finalPriceCents: 0 });
  });

  it("takes the member's own marqet uploads as images, and refuses anyone else's", async () => {
    const brand = await uploadImageUrlAs(t, member.cookie, 'marqet');
    const product = await uploadImageUrlAs(t, member.cookie, 'marqet');
    const ok = await submit(
      body({
        brandImageUrl: brand,
        products: [{ name: 'A', priceCents: 100, discountApplied: true, imageUrl: product }],
      }),
    );
    expect(ok.status).toBe(201);
    expect(ok.data.brandImageUrl).toBe(brand);
    expect(ok.data.products[0].imageUrl).toBe(product);

    const others = await uploadImageUrlAs(t, other.cookie, 'marqet');
    const refused = await submit(body({ brandImageUrl: others }));
    expect(refused.status).toBe(422);
    expect(refused.data.error.fields.brandImageUrl).toBe(texts.image);
    const wrongPurpose = await uploadImageUrlAs(t, member.cookie, 'image');
    const refusedProduct = await submit(
      body({ products: [{ name: 'A', priceCents: 1, discountApplied: true, imageUrl: wrongPurpose }] }),
    );
    expect(refusedProduct.status).toBe(422);
    expect(refusedProduct.data.error.fields['products.0.imageUrl']).toBe(texts.image);
  });
});

describe('a member reads only their own registrations', () => {
  it('lists and opens their own; another member gets 404; an administrator reads it', async () => {
    const mine = await submit(body({ brandName: 'Mine Only' }), other.cookie);
    expect(mine.status).toBe(201);
    const list = await t.request('/api/me/marqet-registrations', { cookie: other.cookie });
    expect(list.status).toBe(200);
    expect(list.data.items.map((r: { brandName: string }) => r.brandName)).toEqual(['Mine Only']);
    expect(
      (await t.request(`/api/me/marqet-registrations/${mine.data.id}`, { cookie: other.cookie })).status,
    ).toBe(200);
    const stranger = await t.request(`/api/me/marqet-registrations/${mine.data.id}`, {
      cookie: member.cookie,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.data.error.message).toBe(texts.notFound);
    const memberList = await t.request('/api/me/marqet-registrations', { cookie: member.cookie });
    expect(memberList.data.items.map((r: { id: string }) => r.id)).not.toContain(mine.data.id);
    expect((await asAdmin(`/api/me/marqet-registrations/${mine.data.id}`)).status).toBe(200);
  });
});
