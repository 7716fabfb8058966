// @module-tag postgres
import { eq, like } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createMarqetRegistration, uniqueTag } from '../../db/factories';
import { appRateLimits, marketProducts, marqetRegistrations } from '../../db/schema';
import { createResponseCache } from '../../platform/response-cache';
import { createWriteWatch } from '../../platform/write-watch';
import { uploadImageUrlAs } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { expireMarqetRegistrations, startMarqetExpiry } from './expiry';

/**
 * Fete Marqet vendor registration (member-areas.md §2, §5, §9) and its review (admin-back-office.md §2, §4).
 * A minute-long visitor cache with the write watch, as in production: approvals must reach the shop at once.
 */
const cache = createResponseCache({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(cache.clear);
const t = testServerForFile({}, { app: { responseCache: cache, writeWatch } });

let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t, { firstName: 'Nadia', lastName: 'Greaves', email: 'nadia.marqet@example.com' });
  other = await newMember(t, { firstName: 'Other', lastName: 'Member', email: 'other.marqet@example.com' });
});

// This file submits many registrations as one member, more than the hourly limit a member has; each test
// starts with the count at zero (the limit itself: platform/member-write-limits.test.ts).
beforeEach(async () => {
  await t.db.delete(appRateLimits).where(like(appRateLimits.key, 'marqet-registration:%'));
});

type Init = { method?: string; json?: unknown; cookie?: string };
const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const submit = (json: unknown, cookie = member.cookie) =>
  t.request('/api/marqet/registrations', { method: 'POST', json, cookie });
/** The visitors' shop (GET /api/products, through the response cache): product names matching `q`. */
const shop = async (q: string) => {
  const res = await t.request(`/api/products?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.data.items.map((p: { name: string }) => p.name).sort();
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An affiliate with three products, the second without the discount. */
const body = (overrides: Record<string, unknown> = {}) => ({
  brandName: 'Coral Gold Jewels',
  websiteUrl: 'https://coralgold.example',
  contactName: 'Nadia Greaves',
  email: 'hello@coralgold.example',
  phone: '+1 868 555 0142',
  description: 'Handmade carnival body jewellery.',
  vendorType: 'affiliate',
  placementPreference: ['My Brand', 'My Products'],
  products: [
    { name: 'Waist Chain', category: 'Body Jewelry', priceCents: 2_800, discountApplied: true },
    { name: 'Feather Earrings', priceCents: 2_250, discountApplied: false, availability: 'Preorder' },
    {
      name: 'Crystal Crown',
      priceCents: 9_999,
      discountApplied: true,
      productLink: 'https://coralgold.example/crown',
    },
  ],
  durationMonths: 3,
  paymentMethod: 'PayPal',
  agreeToTerms: true,
  ...overrides,
});

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

describe('GET /api/admin/marqet-registrations', () => {
  it('searches brand, contact, e-mail and submitter name on the server, with a status filter', async () => {
    const tag = uniqueTag();
    const submitter = await newMember(t, { firstName: `Zed${tag}`, lastName: 'Submitter' });
    const a = await createMarqetRegistration(t.db, submitter.userId, { brandName: `Brand ${tag}` });
    const b = await createMarqetRegistration(t.db, member.userId, {
      contactName: `Contact ${tag}`,
      status: 'rejected',
    });
    const c = await createMarqetRegistration(t.db, member.userId, { email: `${tag}@shop.example` });
    const ids = async (query: string) =>
      (await asAdmin(`/api/admin/marqet-registrations${query}`)).data.items.map((r: { id: string }) => r.id);
    expect(await ids(`?q=Brand ${tag}`)).toEqual([a.id]);
    expect(await ids(`?q=Contact ${tag}`)).toEqual([b.id]);
    expect(await ids(`?q=${tag}@shop`)).toEqual([c.id]);
    expect(await ids(`?q=Zed${tag} Sub`)).toEqual([a.id]);
    // Newest first
    expect(await ids(`?q=${tag}`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`?q=${tag}&status=rejected`)).toEqual([b.id]);
    expect(await ids(`?q=${tag}&status=`)).toHaveLength(3);
    const page = await asAdmin(`/api/admin/marqet-registrations?q=Brand ${tag}`);
    expect(page.data).toMatchObject({ total: 1, page: 1 });
    expect(page.data.items[0]).toMatchObject({
      submitterName: `Zed${tag} Submitter`,
      submitterEmail: submitter.input.email,
      userId: submitter.userId,
      shopProducts: [],
      expiringSoon: false,
    });
    const bad = await asAdmin('/api/admin/marqet-registrations?status=live');
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.status).toBe(texts.status);
  });

  it('marks approved registrations expiring within 30 days', async () => {
    const day = 86_400_000;
    const soon = await createMarqetRegistration(t.db, member.userId, {
      status: 'approved',
      expirationDate: new Date(Date.now() + 10 * day),
    });
    const later = await createMarqetRegistration(t.db, member.userId, {
      status: 'approved',
      expirationDate: new Date(Date.now() + 40 * day),
    });
    const read = async (id: string) =>
      (await asAdmin(`/api/admin/marqet-registrations/${id}`)).data.expiringSoon;
    expect(await read(soon.id)).toBe(true);
    expect(await read(later.id)).toBe(false);
  });
});

describe('review: approve, reject, extend', () => {
  it('approve: the products go into the shop at once, active; the submitter is notified in-app and by e-mail', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Approved ${tag}` }));
    expect(await shop(`Approved ${tag}`)).toEqual([]);
    expect(cache.size).toBeGreaterThan(0);

    const before = Date.now();
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('approved');
    const expires = new Date(res.data.expirationDate).getTime();
    expect(expires).toBeGreaterThan(before + 88 * 86_400_000);
    expect(expires).toBeLessThan(before + 93 * 86_400_000);
    expect(
      res.data.shopProducts.map((p: { name: string; active: boolean }) => [p.name, p.active]).sort(),
    ).toEqual([
      ['Crystal Crown', true],
      ['Feather Earrings', true],
      ['Waist Chain', true],
    ]);
    // On the visitors' shop right away, at the price a Fete member pays, linked to the seller.
    expect(await shop(`Approved ${tag}`)).toEqual(['Crystal Crown', 'Feather Earrings', 'Waist Chain']);
    const products = await t.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.registrationId, made.data.id));
    const crown = products.find((p) => p.name === 'Crystal Crown')!;
    expect(crown).toMatchObject({
      brand: `Approved ${tag}`,
      priceCents: 8_999,
      externalUrl: 'https://coralgold.example/crown',
      active: true,
    });
    expect(products.find((p) => p.name === 'Waist Chain')!.externalUrl).toBe('https://coralgold.example');

    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(notes.data.items[0]).toMatchObject({
      type: 'registration_approved',
      data: { registrationId: made.data.id },
    });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toContain('Registration Approved');

    // A second approval makes nothing twice.
    const again = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.notPending);
    expect(
      await t.db.select().from(marketProducts).where(eq(marketProducts.registrationId, made.data.id)),
    ).toHaveLength(3);
  });

  it('approve of a My Brand registration makes no shop products', async () => {
    const made = await submit(body({ placementPreference: ['My Brand'] }));
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data.shopProducts).toEqual([]);
  });

  it('reject: pending only, the submitter is notified; nothing in the shop', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Rejected ${tag}` }), other.cookie);
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/reject`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'rejected', shopProducts: [] });
    expect(await shop(`Rejected ${tag}`)).toEqual([]);
    const notes = await t.request('/api/notifications', { cookie: other.cookie });
    expect(notes.data.items[0]).toMatchObject({
      type: 'registration_rejected',
      data: { registrationId: made.data.id },
    });
    const twice = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/reject`, { method: 'POST' });
    expect(twice.status).toBe(409);
    const approveRejected = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    expect(approveRejected.status).toBe(409);
    const extendRejected = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 3 },
    });
    expect(extendRejected.status).toBe(409);
    expect(extendRejected.data.error.message).toBe(texts.notExtendable);
  });

  it('extend: 3 or 6 months only; an expired registration is approved again with its products back in the shop', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Extended ${tag}` }));
    await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    const bad = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 12 },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.months).toBe(texts.extendMonths);
    const extra = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 6, expirationDate: '2030-01-01T00:00:00Z' },
    });
    expect(extra.status).toBe(422);

    // Expired by the job (a year from now), products out of the shop.
    const result = await expireMarqetRegistrations(t.deps, { now: new Date(Date.now() + 365 * 86_400_000) });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    writeWatch.heard(); // what the server's job does after expiring (server.ts: writeWatch.wrote)
    expect(await shop(`Extended ${tag}`)).toEqual([]);

    const before = Date.now();
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 6 },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'approved', durationMonths: 6 });
    const expires = new Date(res.data.expirationDate).getTime();
    expect(expires).toBeGreaterThan(before + 180 * 86_400_000);
    expect(expires).toBeLessThan(before + 186 * 86_400_000);
    expect(res.data.shopProducts.every((p: { active: boolean }) => p.active)).toBe(true);
    expect(await shop(`Extended ${tag}`)).toEqual(['Crystal Crown', 'Feather Earrings', 'Waist Chain']);
    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(notes.data.items[0]).toMatchObject({ type: 'registration_extended' });

    const pending = await submit(body());
    const notYet = await asAdmin(`/api/admin/marqet-registrations/${pending.data.id}/extend`, {
      method: 'POST',
      json: { months: 3 },
    });
    expect(notYet.status).toBe(409);
  });
});

describe('the expiry job', () => {
  it('expires approved registrations past their date and deactivates their products; idempotent; one process at a time', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Expiring ${tag}` }));
    const approved = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    const expiresAt = new Date(approved.data.expirationDate);
    const untouched = await createMarqetRegistration(t.db, member.userId, { status: 'pending' });

    // The day before: nothing to do for this one.
    await expireMarqetRegistrations(t.deps, { now: new Date(expiresAt.getTime() - 86_400_000) });
    const [still] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(still!.status).toBe('approved');

    // Two processes at once after the date: one does it, the other skips or finds nothing left.
    const after = new Date(expiresAt.getTime() + 1_000);
    const runs = await Promise.all([
      expireMarqetRegistrations(t.deps, { now: after }),
      expireMarqetRegistrations(t.deps, { now: after }),
    ]);
    expect(runs.some((r) => r.expired >= 1)).toBe(true);
    const [row] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(row!.status).toBe('expired');
    const products = await t.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.registrationId, made.data.id));
    expect(products.map((p) => p.active)).toEqual([false, false, false]);
    writeWatch.heard();
    expect(await shop(`Expiring ${tag}`)).toEqual([]);
    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(
      notes.data.items.filter(
        (n: { type: string; data: { registrationId?: string } }) =>
          n.type === 'registration_expired' && n.data.registrationId === made.data.id,
      ),
    ).toHaveLength(1);

    // Again: nothing changes, no second notice.
    const again = await expireMarqetRegistrations(t.deps, { now: after });
    expect(again).toEqual({ expired: 0, skipped: false });
    const [pending] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, untouched.id));
    expect(pending!.status).toBe('pending');
  });

  it('runs on its schedule in the server and tells the write watch, which tells the other processes', async () => {
    const made = await submit(body({ brandName: `Scheduled ${uniqueTag()}` }));
    await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    let announced = 0;
    let cleared = 0;
    const watch = createWriteWatch({ announce: async () => void announced++ });
    watch.onWrite(() => void cleared++);
    let ran!: () => void;
    const expired = new Promise<void>((resolve) => (ran = resolve));
    const job = startMarqetExpiry(t.deps, {
      intervalMs: 5,
      now: () => new Date(Date.now() + 400 * 86_400_000),
      onExpired: () => {
        watch.wrote();
        ran();
      },
    });
    await expired;
    await job.stop();
    expect(announced).toBe(1);
    expect(cleared).toBe(1);
    const [row] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(row!.status).toBe('expired');
  });
});
