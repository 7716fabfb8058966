// @module-tag postgres
import { describe, expect, it } from 'vitest';
import {
  createFeaturedItem,
  createLike,
  createProvider,
  createTagged,
  createUser,
  uniqueTag,
} from '../../db/factories';
import { type NewProvider } from '../../db/schema';
import { facesTesting } from './faces-testing';

const { t, member, admin } = facesTesting();

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
    // Past the end no row carries the total: it is counted apart.
    const beyond = await list(`q=${tag}&pageSize=2&page=3`);
    expect(beyond.data).toMatchObject({ items: [], total: 3, page: 3 });

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
    const fourAndUp = [
      'Five',
      'FourFive',
      'FourFortyNine',
      'FourFortyFive',
      'FourFourFourNine',
      'FourFortyFour',
      'Four',
      'ThreeNinetyNine',
    ];
    expect(names(await list(`q=${tag}&minRating=4`))).toEqual(fourAndUp);
    expect(names(await list(`q=${tag}&minRating=4.0`))).toHaveLength(8);
    // 3.5+ keeps the same, then the two that show 3.5.
    expect(names(await list(`q=${tag}&minRating=3.5`))).toEqual([
      ...fourAndUp,
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
