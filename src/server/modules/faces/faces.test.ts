// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import {
  createFeaturedItem,
  createLike,
  createProvider,
  createProviderRating,
  createTagged,
  createTestimonial,
  createUser,
  uniqueTag,
} from '../../db/factories';
import { providerRatings, providers, type NewProvider } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let member: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  member = await newMember(t);
  admin = await signInAdmin(t);
});

/** Providers of one test share a word in their bio, so `q` keeps other tests' rows out of the list. */
const providersTagged = (tag: string, rows: Partial<NewProvider>[]) =>
  createTagged(createProvider, t.db, { tag, field: 'bio', text: 'Carnival artist' }, rows);

/** Stored aggregates for an average: 4.5 is 9 over 2, and so on. */
const rated = (total: number, count: number) => ({ ratingTotal: total, ratingCount: count });

const list = (query: string, cookie?: string) => t.request(`/api/providers?${query}`, { cookie });
const names = (res: { data: { items: { firstName: string }[] } }) => res.data.items.map((p) => p.firstName);

describe('GET /api/providers', () => {
  it('lists providers with the card shape, paginated; visitors see nothing liked', async () => {
    const tag = uniqueTag();
    const [aaliyah] = await providersTagged(tag, [
      {
        firstName: 'Aaliyah',
        lastName: 'Ramdeen',
        services: ['Makeup', 'Glitter Art', 'Lash Application'],
        ...rated(14, 3),
      },
      { firstName: 'Brianna', lastName: 'Cox' },
      { firstName: 'Celine', lastName: 'Daniel' },
    ]);
    const res = await list(`q=${tag}&pageSize=2`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.data.items).toHaveLength(2);
    expect(res.data.items[0]).toEqual({
      id: aaliyah!.id,
      firstName: 'Aaliyah',
      lastName: 'Ramdeen',
      avatarUrl: null,
      services: ['Makeup', 'Glitter Art', 'Lash Application'],
      rating: 4.7,
      totalRatings: 3,
      location: aaliyah!.location,
      state: aaliyah!.state,
      country: aaliyah!.country,
      bio: aaliyah!.bio,
      instagramUrl: aaliyah!.instagramUrl,
      bookingUrl: aaliyah!.bookingUrl,
      active: true,
      liked: false,
      featured: false,
    });
    expect(res.data.items[1]).toMatchObject({ firstName: 'Brianna', rating: 0, totalRatings: 0 });

    const second = await list(`q=${tag}&pageSize=2&page=2`);
    expect(second.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Celine']);

    const defaults = await list(`q=${tag}`);
    expect(defaults.data.pageSize).toBe(24);
    for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=x']) {
      expect((await list(`q=${tag}&${bad}`)).status, bad).toBe(422);
    }
  });

  it('filters by service, matching one element of the services exactly', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      { firstName: 'Makeup', services: ['Makeup', 'Hair Styling'] },
      { firstName: 'Airbrush', services: ['Airbrush Makeup'] },
      { firstName: 'Custom', services: ['Wig Styling'] },
    ]);
    expect(names(await list(`q=${tag}&service=Makeup`))).toEqual(['Makeup']);
    expect(names(await list(`q=${tag}&service=Airbrush%20Makeup`))).toEqual(['Airbrush']);
    // A service an administrator typed outside the suggested list is filterable too.
    expect(names(await list(`q=${tag}&service=Wig%20Styling`))).toEqual(['Custom']);
    expect(names(await list(`q=${tag}&service=makeup`))).toEqual([]);
    expect((await list(`q=${tag}&service=`)).data.total).toBe(3);
  });

  it('filters by country; an unknown country is 422', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      { firstName: 'Trini', country: 'Trinidad' },
      { firstName: 'Bajan', country: 'Barbados' },
    ]);
    expect(names(await list(`q=${tag}&country=Barbados`))).toEqual(['Bajan']);
    expect(names(await list(`q=${tag}&country=Trinidad`))).toEqual(['Trini']);
    const bad = await list(`q=${tag}&country=Atlantis`);
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.country).toBe('Please choose a country from the list');
  });

  it('filters on the rating the card shows (one decimal, half up); unrated providers never pass', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      { firstName: 'Five', ...rated(5, 1) },
      { firstName: 'FourFive', ...rated(9, 2) },
      // 4.49 and 4.45 show as 4.5 on the card, so "4.5+" keeps them; 4.449 and 4.44 show 4.4.
      { firstName: 'FourFortyNine', ...rated(449, 100) },
      { firstName: 'FourFortyFive', ...rated(89, 20) },
      { firstName: 'FourFourFourNine', ...rated(4449, 1000) },
      { firstName: 'FourFortyFour', ...rated(444, 100) },
      { firstName: 'Four', ...rated(4, 1) },
      // 3.99 shows 4.0; 3.45 shows 3.5; 3.4 shows 3.4.
      { firstName: 'ThreeNinetyNine', ...rated(399, 100) },
      { firstName: 'ThreeFive', ...rated(7, 2) },
      { firstName: 'ThreeFortyFive', ...rated(69, 20) },
      { firstName: 'ThreeFour', ...rated(17, 5) },
      { firstName: 'Unrated' },
    ]);
    expect(names(await list(`q=${tag}&minRating=4.5`))).toEqual([
      'Five',
      'FourFive',
      'FourFortyNine',
      'FourFortyFive',
    ]);
    expect(names(await list(`q=${tag}&minRating=4`))).toEqual([
      'Five',
      'FourFive',
      'FourFortyNine',
      'FourFortyFive',
      'FourFourFourNine',
      'FourFortyFour',
      'Four',
      'ThreeNinetyNine',
    ]);
    expect(names(await list(`q=${tag}&minRating=4.0`))).toHaveLength(8);
    expect(names(await list(`q=${tag}&minRating=3.5`))).toEqual([
      'Five',
      'FourFive',
      'FourFortyNine',
      'FourFortyFive',
      'FourFourFourNine',
      'FourFortyFour',
      'Four',
      'ThreeNinetyNine',
      'ThreeFive',
      'ThreeFortyFive',
    ]);
    // Every provider a filter keeps shows at least its threshold, and every one it leaves out shows less.
    const all = (await list(`q=${tag}`)).data.items as {
      firstName: string;
      rating: number;
      totalRatings: number;
    }[];
    for (const threshold of [4.5, 4, 3.5]) {
      const kept = new Set(names(await list(`q=${tag}&minRating=${threshold}`)));
      for (const p of all)
        expect(kept.has(p.firstName), `${p.firstName} at ${threshold}`).toBe(
          p.totalRatings > 0 && p.rating >= threshold,
        );
    }
    expect(all).toHaveLength(12);
    expect(all.find((p) => p.firstName === 'FourFortyFive')!.rating).toBe(4.5);
    expect(all.find((p) => p.firstName === 'FourFourFourNine')!.rating).toBe(4.4);
    for (const bad of ['5', '3', 'high', '4.25']) {
      const res = await list(`q=${tag}&minRating=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.data.error.fields.minRating).toBe('Please choose 4.5, 4 or 3.5 as the minimum rating');
    }
  });

  it('searches names, full name, bio, services and location, case-insensitively', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      {
        firstName: 'Zanele',
        lastName: 'Quashie',
        services: ['Henna Art'],
        location: 'Scarborough',
        bio: 'Mehndi for Divali and Carnival',
      },
      { firstName: 'Orla', lastName: 'Pantin', services: ['Glitter Art'], location: 'Chaguanas' },
    ]);
    const search = async (q: string) => names(await list(`q=${encodeURIComponent(q)}`)).sort();
    // Other tests' providers may match too: keep only this test's rows (the tag is in their bio).
    const within = async (q: string) => {
      const res = await list(`q=${encodeURIComponent(q)}&pageSize=100`);
      return res.data.items
        .filter((p: { bio: string }) => p.bio.includes(tag))
        .map((p: { firstName: string }) => p.firstName);
    };
    expect(await within('zanele')).toEqual(['Zanele']);
    expect(await within('QUASHIE')).toEqual(['Zanele']);
    expect(await within('zanele quashie')).toEqual(['Zanele']);
    expect(await within('mehndi')).toEqual(['Zanele']);
    expect(await within('henna')).toEqual(['Zanele']);
    expect(await within('GLITTER art')).toEqual(['Orla']);
    expect(await within('chaguanas')).toEqual(['Orla']);
    expect(await search(tag.toUpperCase())).toEqual(['Orla', 'Zanele']);
  });

  it('takes % and _ in a search literally', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      { firstName: 'Percent', bio: '100% waterproof' },
      { firstName: 'Plain', bio: '100 looks' },
    ]);
    const res = await list(`q=${encodeURIComponent('100%')}&pageSize=100`);
    const mine = res.data.items.filter((p: { bio: string }) => p.bio.includes(tag));
    expect(mine.map((p: { firstName: string }) => p.firstName)).toEqual(['Percent']);
    const underscore = await list(`q=${encodeURIComponent(`${tag.slice(0, 3)}_`)}`);
    expect(underscore.data.total).toBe(0);
  });

  it('orders by average rating, best first, unrated last, then by name', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [
      { firstName: 'Unrated', lastName: 'A' },
      { firstName: 'Bea', lastName: 'Three', ...rated(3, 1) },
      { firstName: 'Abe', lastName: 'Four', ...rated(8, 2) },
      { firstName: 'Ann', lastName: 'Four', ...rated(4, 1) },
      { firstName: 'Cal', lastName: 'Five', ...rated(10, 2) },
    ]);
    expect(names(await list(`q=${tag}`))).toEqual(['Cal', 'Abe', 'Ann', 'Bea', 'Unrated']);
  });

  it('hides inactive providers from visitors and members, not from administrators', async () => {
    const tag = uniqueTag();
    await providersTagged(tag, [{ firstName: 'Shown' }, { firstName: 'Hidden', active: false }]);
    expect(names(await list(`q=${tag}`))).toEqual(['Shown']);
    expect(names(await list(`q=${tag}`, member.cookie))).toEqual(['Shown']);
    const forAdmin = await list(`q=${tag}`, admin.cookie);
    expect(names(forAdmin).sort()).toEqual(['Hidden', 'Shown']);
    expect(forAdmin.data.total).toBe(2);
  });

  it("marks the member's liked providers and the featured ones", async () => {
    const tag = uniqueTag();
    const [liked, starred] = await providersTagged(tag, [{ firstName: 'Liked' }, { firstName: 'Starred' }]);
    await createLike(t.db, 'provider', member.userId, liked!.id);
    const someoneElse = await createUser(t.db);
    await createLike(t.db, 'provider', someoneElse.id, starred!.id);
    await createFeaturedItem(t.db, 'face', starred!.id);
    const flags = (res: { data: { items: { firstName: string; liked: boolean; featured: boolean }[] } }) =>
      Object.fromEntries(res.data.items.map((p) => [p.firstName, [p.liked, p.featured]]));
    expect(flags(await list(`q=${tag}`, member.cookie))).toEqual({
      Liked: [true, false],
      Starred: [false, true],
    });
    expect(flags(await list(`q=${tag}`))).toEqual({ Liked: [false, false], Starred: [false, true] });
  });
});

describe('GET /api/providers/:id', () => {
  it('shows the provider, active testimonials in order and the member’s own rating', async () => {
    const provider = await createProvider(t.db, { firstName: 'Detail' });
    const second = await createTestimonial(t.db, provider.id, { sortOrder: 2, clientName: 'Second' });
    const first = await createTestimonial(t.db, provider.id, { sortOrder: 1, clientName: 'First' });
    await createTestimonial(t.db, provider.id, { sortOrder: 0, active: false });
    await createProviderRating(t.db, { providerId: provider.id, userId: member.userId, rating: 4 });

    const res = await t.request(`/api/providers/${provider.id}`, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.provider).toMatchObject({
      id: provider.id,
      firstName: 'Detail',
      rating: 4,
      totalRatings: 1,
      liked: false,
      featured: false,
    });
    expect(res.data.testimonials).toEqual([
      {
        id: first.id,
        imageUrl: first.imageUrl,
        caption: first.caption,
        clientName: 'First',
        service: first.service,
      },
      {
        id: second.id,
        imageUrl: second.imageUrl,
        caption: second.caption,
        clientName: 'Second',
        service: second.service,
      },
    ]);
    expect(res.data.myRating).toBe(4);

    const visitor = await t.request(`/api/providers/${provider.id}`);
    expect(visitor.data.myRating).toBeNull();
  });

  it("404 'Provider not found' for an unknown, malformed or (for non-admins) inactive provider", async () => {
    const inactive = await createProvider(t.db, { active: false });
    for (const id of [randomUUID(), 'not-a-uuid', inactive.id]) {
      const res = await t.request(`/api/providers/${id}`, { cookie: member.cookie });
      expect(res.status, id).toBe(404);
      expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: 'Provider not found' });
    }
    const forAdmin = await t.request(`/api/providers/${inactive.id}`, { cookie: admin.cookie });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.data.provider.active).toBe(false);
  });
});

describe('PUT /api/providers/:id/rating', () => {
  const rate = (id: string, body: unknown, cookie?: string) =>
    t.request(`/api/providers/${id}/rating`, { method: 'PUT', json: body, cookie });

  it('401 → 422 → 404 → 200', async () => {
    const provider = await createProvider(t.db);
    const visitor = await rate(provider.id, { rating: 5 });
    expect(visitor.status).toBe(401);
    expect(visitor.data.error).toEqual({
      code: 'SIGN_IN_TO_RATE_PROVIDERS',
      message: 'Please sign in to rate providers',
    });

    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      {},
      { rating: '4' },
      { rating: null },
    ]) {
      const res = await rate(provider.id, body, member.cookie);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.data.error.fields.rating).toBeTruthy();
    }

    const inactive = await createProvider(t.db, { active: false });
    for (const id of [randomUUID(), 'nope', inactive.id]) {
      const res = await rate(id, { rating: 5 }, member.cookie);
      expect(res.status, id).toBe(404);
      expect(res.data.error.message).toBe('Provider not found');
    }

    const ok = await rate(provider.id, { rating: 4 }, member.cookie);
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ rating: 4, totalRatings: 1, myRating: 4 });
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ ratingTotal: 4, ratingCount: 1 });
  });

  it('a new rating replaces the earlier one: the count stays, the average moves', async () => {
    const provider = await createProvider(t.db);
    const other = await newMember(t);
    await rate(provider.id, { rating: 5 }, other.cookie);
    expect((await rate(provider.id, { rating: 4 }, member.cookie)).data).toEqual({
      rating: 4.5,
      totalRatings: 2,
      myRating: 4,
    });
    expect((await rate(provider.id, { rating: 2 }, member.cookie)).data).toEqual({
      rating: 3.5,
      totalRatings: 2,
      myRating: 2,
    });
    const detail = await t.request(`/api/providers/${provider.id}`, { cookie: member.cookie });
    expect(detail.data.provider).toMatchObject({ rating: 3.5, totalRatings: 2 });
    expect(detail.data.myRating).toBe(2);
    const rows = await t.db.select().from(providerRatings).where(eq(providerRatings.providerId, provider.id));
    expect(rows.map((r) => r.rating).sort()).toEqual([2, 5]);
  });

  it('rounds the average to one decimal', async () => {
    const provider = await createProvider(t.db);
    for (const rating of [5, 4]) {
      const rater = await createUser(t.db);
      await createProviderRating(t.db, { providerId: provider.id, userId: rater.id, rating });
    }
    // 5 + 4 + 4 = 13 over 3 = 4.333…
    expect((await rate(provider.id, { rating: 4 }, member.cookie)).data.rating).toBe(4.3);
  });

  it('20 concurrent ratings by different members leave exact totals and count', async () => {
    const provider = await createProvider(t.db);
    const raters = await Promise.all(Array.from({ length: 20 }, () => newMember(t)));
    // 7 fives and 13 fours: 87 over 20 = 4.35, shown as 4.4 (half up).
    const responses = await Promise.all(
      raters.map((rater, i) => rate(provider.id, { rating: i < 7 ? 5 : 4 }, rater.cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ ratingTotal: 87, ratingCount: 20 });
    const [sums] = await t.db
      .select({ total: sql<number>`sum(${providerRatings.rating})::int`, count: sql<number>`count(*)::int` })
      .from(providerRatings)
      .where(eq(providerRatings.providerId, provider.id));
    expect(sums).toEqual({ total: 87, count: 20 });
    const detail = await t.request(`/api/providers/${provider.id}`);
    expect(detail.data.provider).toMatchObject({ rating: 4.4, totalRatings: 20 });
  });

  it('one member rating many times at once still counts once', async () => {
    const provider = await createProvider(t.db);
    const values = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5];
    const responses = await Promise.all(values.map((rating) => rate(provider.id, { rating }, member.cookie)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    const [mine] = await t.db
      .select()
      .from(providerRatings)
      .where(eq(providerRatings.providerId, provider.id));
    expect(row!.ratingCount).toBe(1);
    expect(row!.ratingTotal).toBe(mine!.rating);
  });
});
