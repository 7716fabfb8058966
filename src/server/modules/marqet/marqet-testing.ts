/** The server, people and helpers the marqet test files share (the products manager and the registrations). */
import { eq, like } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { requestAs, signedInForFile } from '../../auth/testing';
import { appRateLimits, marketProducts } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { visitorCache as cached } from '../../test/visitor-cache';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The calling file's test server with an administrator and two members, signed in before its first test
 * (`signedInForFile`). With `visitorCache`, a minute-long visitor cache with the write watch, as in
 * production: what the administrators change must reach the shop at once.
 */
function marqetTesting({ visitorCache = false } = {}) {
  const { responseCache: cache, writeWatch } = cached();
  const t = testServerForFile({}, visitorCache ? { app: { responseCache: cache, writeWatch } } : {});
  const { admin, member, other } = signedInForFile(t, {
    member: { firstName: 'Nadia', lastName: 'Greaves', email: 'nadia.marqet@example.com' },
    other: { firstName: 'Other', lastName: 'Member', email: 'other.marqet@example.com' },
  });
  const asAdmin = requestAs(t, admin);
  return { t, cache, writeWatch, admin, member, other, asAdmin };
}

/** A valid product body with the test's tag in the description, so `q=tag` finds this test's products only. */
export const productBody = (tag: string, extra: Record<string, unknown> = {}) => ({
  name: 'Sequin Bikini',
  brand: 'Island Threads',
  priceCents: 8_500,
  description: `Sparkles on the road ${tag}`,
  ...extra,
});

/** The products manager's files: `create` adds a product through the manager; `shopNames` reads the shop. */
export function productsTesting() {
  const marqet = marqetTesting();
  const { t, asAdmin } = marqet;
  const create = async (tag: string, extra: Record<string, unknown> = {}) => {
    const res = await asAdmin('/api/admin/products', { method: 'POST', json: productBody(tag, extra) });
    expect(res.status, res.text).toBe(201);
    return res.data as { id: string; name: string; imageUrl: string | null };
  };
  const productRow = async (id: string) =>
    (await t.db.select().from(marketProducts).where(eq(marketProducts.id, id)))[0];
  const shopNames = async (q: string, cookie?: string) =>
    (await t.request(`/api/products?q=${q}`, { cookie })).data.items.map((p: { name: string }) => p.name);
  return { ...marqet, create, productRow, shopNames };
}

/** An affiliate with three products, the second without the discount. */
export const registrationBody = (overrides: Record<string, unknown> = {}) => ({
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

/**
 * Fete Marqet vendor registration (member-areas.md §2, §5, §9) and its review (admin-back-office.md §2, §4):
 * `submit` sends a registration as the member (or `cookie`); `shop` reads the visitors' shop.
 */
export function registrationsTesting() {
  const marqet = marqetTesting({ visitorCache: true });
  const { t, member } = marqet;
  // These files submit many registrations as one member, more than the hourly limit a member has; each test
  // starts with the count at zero (the limit itself: platform/member-write-limits.test.ts).
  beforeEach(async () => {
    await t.db.delete(appRateLimits).where(like(appRateLimits.key, 'marqet-registration:%'));
  });
  const submit = (json: unknown, cookie = member.cookie) =>
    t.request('/api/marqet/registrations', { method: 'POST', json, cookie });
  /** The visitors' shop (GET /api/products, through the response cache): product names matching `q`. */
  const shop = async (q: string) => {
    const res = await t.request(`/api/products?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.data.items.map((p: { name: string }) => p.name).sort();
  };
  return { ...marqet, submit, shop };
}
