// @module-tag postgres
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, lt, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES, FEATURED_ITEM_TYPES, MARQET_CATEGORIES } from '../../shared/constants';
import { ensureAdmin } from '../auth/admin-account';
import { createTestServer, sessionCookie, type TestServer } from '../test/harness';
import { createEvent } from '../db/factories';
import { dateFromToday } from '../db/factories/util';
import {
  ads,
  badgeTypes,
  carnivalBands,
  customForms,
  events,
  featuredItems,
  heroSlides,
  marketProducts,
  packages,
  partners,
  providers,
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  ridePackages,
  staffPositions,
  testimonialImages,
  userBadges,
  users,
} from '../db/schema';
import { DEMO_ACCOUNTS_FILE, seedDemoData } from './index';
import { DEMO_ADMIN, DEMO_MEMBER, type DemoCredentials } from './accounts';

const countOf = async (t: TestServer, table: any) => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('demo seed on an empty database', () => {
  let t: TestServer;
  let seconds = 0;
  let credentials: DemoCredentials;
  beforeAll(async () => {
    t = await createTestServer();
    const started = Date.now();
    credentials = (await seedDemoData(t.deps))!;
    seconds = (Date.now() - started) / 1000;
  }, 120_000);
  afterAll(() => t.close());

  // A guard against pathological slowness, not a benchmark: the site must be up within 60 s of `npm start`,
  // and this runs beside other test files on two cores. Passwords hash at the suite's test cost here; the
  // start-up bench (docs/performance.md) times the seed at the production cost.
  it('fits in the start-up budget', () => {
    expect(seconds).toBeLessThan(45);
  });

  it('has events of every category in many countries, past and upcoming, with featured parties', async () => {
    const rows = await t.db.select().from(events);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(new Set(rows.map((e) => e.country)).size).toBeGreaterThanOrEqual(15);
    const today = dateFromToday(0);
    expect(rows.some((e) => e.date < today)).toBe(true);
    expect(rows.filter((e) => e.date >= today).length).toBeGreaterThanOrEqual(20);
    const featured = await t.db
      .select({ category: events.category })
      .from(featuredItems)
      .innerJoin(events, eq(events.id, featuredItems.itemId))
      .where(eq(featuredItems.itemType, 'event'));
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((e) => e.category === 'Party')).toBe(true);
  });

  it('has 12 bands, 15 restaurants with menus, photos and discounts, 12 rated providers with testimonials', async () => {
    expect(await countOf(t, carnivalBands)).toBe(12);
    const restaurantRows = await t.db.select({ id: restaurants.id }).from(restaurants);
    expect(restaurantRows).toHaveLength(15);
    const withMenu = await t.db
      .selectDistinct({ id: restaurantMenuItems.restaurantId })
      .from(restaurantMenuItems);
    const withPhotos = await t.db
      .selectDistinct({ id: restaurantPhotos.restaurantId })
      .from(restaurantPhotos);
    expect(withMenu).toHaveLength(15);
    expect(withPhotos).toHaveLength(15);
    const current = await t.db
      .select()
      .from(restaurantDiscounts)
      .where(and(eq(restaurantDiscounts.active, true), gte(restaurantDiscounts.validUntil, new Date())));
    expect(current.length).toBeGreaterThanOrEqual(5);
    const expired = await t.db
      .select()
      .from(restaurantDiscounts)
      .where(lt(restaurantDiscounts.validUntil, new Date()));
    expect(expired.length).toBeGreaterThanOrEqual(1);

    const providerRows = await t.db.select().from(providers);
    expect(providerRows).toHaveLength(12);
    expect(providerRows.every((p) => p.services.length > 0 && p.ratingCount > 0)).toBe(true);
    expect(providerRows.some((p) => p.bookingUrl === null)).toBe(true);
    const withTestimonials = await t.db
      .selectDistinct({ id: testimonialImages.providerId })
      .from(testimonialImages);
    expect(withTestimonials).toHaveLength(12);
  });

  it('has 30 products across the Marqet categories, some out of stock', async () => {
    const rows = await t.db.select().from(marketProducts);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(MARQET_CATEGORIES));
    expect(rows.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(2);
  });

  it('fills the home page: hero slides, hero ads, partners and featured items of every type', async () => {
    expect(await countOf(t, heroSlides)).toBeGreaterThanOrEqual(2);
    const heroAds = await t.db.select().from(ads).where(eq(ads.position, 'hero'));
    expect(heroAds.length).toBeGreaterThanOrEqual(1);
    expect(await countOf(t, partners)).toBeGreaterThanOrEqual(4);
    for (const type of FEATURED_ITEM_TYPES) {
      const rows = await t.db.select().from(featuredItems).where(eq(featuredItems.itemType, type));
      expect(rows.length, type).toBeGreaterThanOrEqual(1);
    }
  });

  it('has packages and rides, some leading to their custom form', async () => {
    for (const [table, type] of [
      [packages, 'package'],
      [ridePackages, 'ride'],
    ] as const) {
      const rows = await t.db.select().from(table);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const forms = await t.db
        .select()
        .from(customForms)
        .where(
          and(
            eq(customForms.formType, type),
            inArray(
              customForms.targetId,
              rows.map((r) => r.id),
            ),
          ),
        );
      expect(forms.length).toBeGreaterThanOrEqual(1);
      for (const form of forms) {
        expect(rows.find((r) => r.id === form.targetId)?.buttonLink).toBe(`/form/${type}/${form.targetId}`);
      }
      expect(rows.some((r) => !r.active)).toBe(true);
    }
  });

  it('has staff positions and badge types, some awarded', async () => {
    expect(await countOf(t, staffPositions)).toBeGreaterThanOrEqual(3);
    expect(await countOf(t, badgeTypes)).toBeGreaterThanOrEqual(3);
    expect(await countOf(t, userBadges)).toBeGreaterThanOrEqual(1);
  });

  it('creates a demo member who can sign in and an administrator, with passwords made for this database', async () => {
    expect(credentials.member.email).toBe(DEMO_MEMBER.email);
    expect(credentials.member.password).toMatch(/^[\w-]{16}$/);
    expect(credentials.administrator?.password).toMatch(/^[\w-]{16}$/);
    expect(credentials.administrator?.password).not.toBe(credentials.member.password);
    // Handed over in DATA_DIR, readable by the server's user only.
    const file = path.join(t.config.dataDir, DEMO_ACCOUNTS_FILE);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(credentials);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const signin = await t.request('/api/auth/sign-in/email', {
      json: { email: DEMO_MEMBER.email, password: credentials.member.password },
    });
    expect(signin.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: sessionCookie(signin.headers) });
    expect(session.data.user.email).toBe(DEMO_MEMBER.email);
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin?.role).toBe('admin');
    const adminSignin = await t.request('/api/auth/sign-in/email', {
      json: { email: DEMO_ADMIN.email, password: credentials.administrator!.password },
    });
    expect(adminSignin.status).toBe(200);
  });

  it('makes every demo account with a verified address, and mails none of them', async () => {
    const accounts = await t.db.select({ email: users.email, verified: users.emailVerified }).from(users);
    expect(accounts.length).toBeGreaterThan(2);
    expect(accounts.filter((a) => !a.verified)).toEqual([]);
    expect(t.smtp.mails).toEqual([]);
  });

  it('serves its images as WebP from /uploads', async () => {
    const [event] = await t.db.select().from(events).limit(1);
    expect(event!.imageUrl).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    const image = await t.request(event!.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('does nothing when run again', async () => {
    const before = [await countOf(t, events), await countOf(t, users), await countOf(t, marketProducts)];
    await seedDemoData(t.deps);
    expect([await countOf(t, events), await countOf(t, users), await countOf(t, marketProducts)]).toEqual(
      before,
    );
  });
});

describe('demo seed on a database with content', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('is skipped when an event exists', async () => {
    await createEvent(t.db);
    await seedDemoData(t.deps);
    expect(await countOf(t, events)).toBe(1);
    expect(await countOf(t, users)).toBe(0);
  });
});

describe('demo seed with a configured administrator', () => {
  let t: TestServer;
  const admin = { email: 'ops@fete.example', password: 'a-long-operator-password' };
  beforeAll(async () => {
    t = await createTestServer({ admin });
  });
  afterAll(() => t.close());

  it('still seeds, and keeps that administrator instead of the demo one', async () => {
    // As at start-up: the configured administrator exists before the seed runs.
    await ensureAdmin(t.deps, admin);
    await seedDemoData(t.deps);
    expect(await countOf(t, events)).toBeGreaterThanOrEqual(30);
    const admins = await t.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => a.email)).toEqual([admin.email]);
  });
});
