// @module-tag postgres
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile } from '../test/harness';
import {
  createAttendance,
  createBadgeType,
  createBand,
  createBandRating,
  createChatMessage,
  createConversation,
  createCustomForm,
  createEvent,
  createEventDiscount,
  createFeaturedItem,
  createLike,
  createMarqetRegistration,
  createPackage,
  createProduct,
  createProvider,
  createProviderRating,
  createReceipt,
  createRestaurant,
  createStaffApplication,
  createStaffPosition,
  createUser,
  createUserBadge,
  eventInput,
  marqetRegistrationInput,
  registrationProduct,
  restaurantDiscountInput,
} from './factories';
import {
  bandRatings,
  carnivalBands,
  customForms,
  likedEvents,
  marketProducts,
  providerAverageRating,
  providerRatings,
  providers,
  receiptItems,
  restaurantDiscounts,
  userBadges,
} from './schema';

const t = testServerForFile();

/** The SQLSTATE a write failed with (drizzle wraps the driver error in `cause`). */
async function refusal(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
  } catch (err) {
    for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
      if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    }
    throw err;
  }
  throw new Error('the write was accepted');
}
const UNIQUE = '23505';
const CHECK = '23514';

describe('one per member', () => {
  it('refuses a second like of the same event by the same member', async () => {
    const member = await createUser(t.db);
    const event = await createEvent(t.db);
    await createLike(t.db, 'event', member.id, event.id);
    expect(await refusal(createLike(t.db, 'event', member.id, event.id))).toBe(UNIQUE);
    const other = await createUser(t.db);
    await createLike(t.db, 'event', other.id, event.id);
    const likes = await t.db.select().from(likedEvents).where(eq(likedEvents.eventId, event.id));
    expect(likes).toHaveLength(2);
  });

  it('refuses a second rating of a provider or band by the same member, and attendance twice', async () => {
    const member = await createUser(t.db);
    const provider = await createProvider(t.db);
    const band = await createBand(t.db);
    const event = await createEvent(t.db);
    await createProviderRating(t.db, { providerId: provider.id, userId: member.id, rating: 4 });
    await createBandRating(t.db, { bandId: band.id, userId: member.id, rating: 5 });
    await createAttendance(t.db, 'event', member.id, event.id);
    expect(
      await refusal(createProviderRating(t.db, { providerId: provider.id, userId: member.id, rating: 2 })),
    ).toBe(UNIQUE);
    expect(await refusal(createBandRating(t.db, { bandId: band.id, userId: member.id, rating: 1 }))).toBe(
      UNIQUE,
    );
    expect(await refusal(createAttendance(t.db, 'event', member.id, event.id))).toBe(UNIQUE);
    // The refused rating left the aggregates as they were (same transaction).
    const [p] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect([p!.ratingTotal, p!.ratingCount]).toEqual([4, 1]);
  });

  it('allows one custom form per package and one featured row per item', async () => {
    const pkg = await createPackage(t.db);
    await createCustomForm(t.db, 'package', pkg.id);
    expect(await refusal(createCustomForm(t.db, 'package', pkg.id))).toBe(UNIQUE);
    // The same id as a ride is another target.
    await createCustomForm(t.db, 'ride', pkg.id);
    const event = await createEvent(t.db);
    await createFeaturedItem(t.db, 'event', event.id);
    expect(await refusal(createFeaturedItem(t.db, 'event', event.id))).toBe(UNIQUE);
  });

  it('refuses a duplicate receipt number and a second active award of the same badge', async () => {
    const member = await createUser(t.db);
    const receipt = await createReceipt(t.db, member.id);
    expect(await refusal(createReceipt(t.db, member.id, { receiptNumber: receipt.receiptNumber }))).toBe(
      UNIQUE,
    );
    const badge = await createBadgeType(t.db);
    const award = await createUserBadge(t.db, member.id, badge.id);
    expect(await refusal(createUserBadge(t.db, member.id, badge.id))).toBe(UNIQUE);
    // Once revoked, the badge can be awarded again.
    await t.db.update(userBadges).set({ active: false }).where(eq(userBadges.id, award.id));
    await createUserBadge(t.db, member.id, badge.id);
  });
});

describe('values out of range', () => {
  it('refuses ratings outside 1-5', async () => {
    const member = await createUser(t.db);
    const provider = await createProvider(t.db);
    const band = await createBand(t.db);
    expect(
      await refusal(
        t.db.insert(providerRatings).values({ providerId: provider.id, userId: member.id, rating: 6 }),
      ),
    ).toBe(CHECK);
    expect(
      await refusal(
        t.db.insert(providerRatings).values({ providerId: provider.id, userId: member.id, rating: 0 }),
      ),
    ).toBe(CHECK);
    expect(
      await refusal(t.db.insert(bandRatings).values({ bandId: band.id, userId: member.id, rating: 6 })),
    ).toBe(CHECK);
    // Aggregates cannot describe impossible averages either.
    expect(
      await refusal(
        t.db
          .update(carnivalBands)
          .set({ ratingTotal: 11, ratingCount: 2 })
          .where(eq(carnivalBands.id, band.id)),
      ),
    ).toBe(CHECK);
  });

  it('refuses negative prices, percentages over 100 and unknown categories, countries or statuses', async () => {
    const event = await createEvent(t.db);
    const restaurant = await createRestaurant(t.db);
    const member = await createUser(t.db);
    expect(await refusal(createEvent(t.db, { priceCents: -1 }))).toBe(CHECK);
    expect(await refusal(createEvent(t.db, { category: 'Brunch' }))).toBe(CHECK);
    expect(await refusal(createEvent(t.db, { country: 'Atlantis' }))).toBe(CHECK);
    expect(await refusal(createEvent(t.db, eventInput({ date: '2027-02-10', endDate: '2027-02-09' })))).toBe(
      CHECK,
    );
    expect(await refusal(createEventDiscount(t.db, event.id, { percentage: 101 }))).toBe(CHECK);
    expect(
      await refusal(
        t.db.insert(restaurantDiscounts).values(restaurantDiscountInput(restaurant.id, { percentage: -5 })),
      ),
    ).toBe(CHECK);
    expect(await refusal(createRestaurant(t.db, { cuisine: 'Sushi' }))).toBe(CHECK);
    expect(await refusal(createRestaurant(t.db, { priceRange: '$$$$$' }))).toBe(CHECK);
    expect(await refusal(createProduct(t.db, { priceCents: -100 }))).toBe(CHECK);
    expect(await refusal(createProduct(t.db, { category: 'Hats' }))).toBe(CHECK);
    expect(await refusal(createReceipt(t.db, member.id, { status: 'refunded' }))).toBe(CHECK);
    const position = await createStaffPosition(t.db);
    expect(await refusal(createStaffApplication(t.db, position.id, member.id, { status: 'hired' }))).toBe(
      CHECK,
    );
  });

  it('keeps receipt lines consistent: quantity at least 1 and amount = quantity × unit price', async () => {
    const receipt = await createReceipt(t.db, null, {}, { lines: [] });
    const line = { receiptId: receipt.id, description: 'Fete ticket', unitPriceCents: 9500 };
    expect(await refusal(t.db.insert(receiptItems).values({ ...line, quantity: 0, amountCents: 0 }))).toBe(
      CHECK,
    );
    expect(await refusal(t.db.insert(receiptItems).values({ ...line, quantity: 2, amountCents: 9500 }))).toBe(
      CHECK,
    );
    await t.db.insert(receiptItems).values({ ...line, quantity: 2, amountCents: 19000 });
    expect(await refusal(createReceipt(t.db, null, { amountPaidCents: -1 }))).toBe(CHECK);
  });

  it('checks Marqet registrations: vendor type, placement, 1 to 4 products, duration', async () => {
    const member = await createUser(t.db);
    const product = registrationProduct('partner', { name: 'Feather Fan', priceCents: 4000 });
    expect(product.finalPriceCents).toBe(3400);
    const registration = await createMarqetRegistration(t.db, member.id, {
      vendorType: 'partner',
      products: [product],
    });
    expect(registration.totalPriceCents).toBe(18000);
    expect(await refusal(createMarqetRegistration(t.db, member.id, { vendorType: 'reseller' }))).toBe(CHECK);
    expect(await refusal(createMarqetRegistration(t.db, member.id, { placementPreference: [] }))).toBe(CHECK);
    expect(
      await refusal(createMarqetRegistration(t.db, member.id, { placementPreference: ['My Shop'] })),
    ).toBe(CHECK);
    expect(
      await refusal(createMarqetRegistration(t.db, member.id, { products: Array(5).fill(product) })),
    ).toBe(CHECK);
    expect(await refusal(createMarqetRegistration(t.db, member.id, { products: [] }))).toBe(CHECK);
    expect(await refusal(createMarqetRegistration(t.db, member.id, { durationMonths: 12 }))).toBe(CHECK);
    const six = marqetRegistrationInput(member.id, { durationMonths: 6, products: Array(4).fill(product) });
    expect(six.totalPriceCents).toBe(36000);
  });
});

describe('reading', () => {
  it('orders providers by their exact average rating, unrated last', async () => {
    const raters = await Promise.all([createUser(t.db), createUser(t.db)]);
    const tag = `Sort${Date.now()}`;
    const high = await createProvider(t.db, { lastName: `${tag}-high` });
    const low = await createProvider(t.db, { lastName: `${tag}-low` });
    const unrated = await createProvider(t.db, { lastName: `${tag}-unrated` });
    for (const [provider, values] of [
      [high, [5, 4]],
      [low, [3, 4]],
    ] as const) {
      for (const [i, rating] of values.entries()) {
        await createProviderRating(t.db, { providerId: provider.id, userId: raters[i]!.id, rating });
      }
    }
    const rows = await t.db
      .select({ id: providers.id, average: providerAverageRating })
      .from(providers)
      .where(and(eq(providers.active, true), sql`${providers.lastName} like ${tag + '%'}`))
      .orderBy(sql`${providerAverageRating} desc nulls last`);
    expect(rows.map((r) => r.id)).toEqual([high.id, low.id, unrated.id]);
    expect(Number(rows[0]!.average)).toBe(4.5);
    expect(rows[2]!.average).toBeNull();
  });

  it('stores text arrays and JSON as given', async () => {
    const product = await createProduct(t.db, { sizes: ['S', 'M'], colors: ['Gold'] });
    const [row] = await t.db.select().from(marketProducts).where(eq(marketProducts.id, product.id));
    expect(row).toMatchObject({ sizes: ['S', 'M'], colors: ['Gold'], inStock: true });
    const form = await createCustomForm(t.db, 'package', (await createPackage(t.db)).id);
    const [stored] = await t.db.select().from(customForms).where(eq(customForms.id, form.id));
    expect(stored!.fields.map((f) => f.type)).toEqual([
      'email',
      'number',
      'select',
      'date',
      'checkbox',
      'textarea',
    ]);
    const [a, b] = await Promise.all([createUser(t.db), createUser(t.db)]);
    const conversation = await createConversation(t.db, [a.id, b.id]);
    // Messages are 1 to 2,000 characters (issue #12; migration 0013).
    const message = await createChatMessage(t.db, conversation.id, a.id, { body: 'x'.repeat(2000) });
    expect(message.body).toHaveLength(2000);
    expect(await refusal(createChatMessage(t.db, conversation.id, a.id, { body: 'x'.repeat(2001) }))).toBe(
      CHECK,
    );
    expect(await refusal(createChatMessage(t.db, conversation.id, a.id, { body: '' }))).toBe(CHECK);
    expect(await refusal(createConversation(t.db, [b.id, a.id]))).toBe(UNIQUE);
  });
});
