// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createBand,
  createBandRating,
  createFeaturedItem,
  createLike,
  createUser,
  siteDay,
  uniqueTag,
} from '../../db/factories';
import { names, listTestFile } from '../../test/lists';
import { countStatements } from '../../test/statements';

const { t, member, admin, tagged: bandsTagged, get } = listTestFile(createBand, 'Mas band');

describe('GET /api/bands (Fete Destinations)', () => {
  it('lists upcoming bands (start or end date today or later) by start date, with the card shape', async () => {
    const tag = uniqueTag();
    const [tribe] = await bandsTagged(tag, [
      { name: 'Tribe', startDate: siteDay(40), endDate: siteDay(41), ratingTotal: 9, ratingCount: 2 },
      { name: 'Harts', startDate: siteDay(10), endDate: null },
      { name: 'On the road', startDate: siteDay(-1), endDate: siteDay(1) },
      { name: 'Starts today', startDate: siteDay(0), endDate: null },
      { name: 'Done', startDate: siteDay(-20), endDate: siteDay(-19) },
      { name: 'Older', startDate: siteDay(-400), endDate: null },
    ]);
    const res = await get(`/api/bands?q=${tag}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['On the road', 'Starts today', 'Harts', 'Tribe']);
    expect(res.data).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(res.data.items[3]).toEqual({
      id: tribe!.id,
      name: 'Tribe',
      description: `Mas band ${tag}`,
      imageUrl: null,
      location: tribe!.location,
      country: tribe!.country,
      state: tribe!.state,
      startDate: siteDay(40),
      endDate: siteDay(41),
      websiteUrl: tribe!.websiteUrl,
      instagramUrl: tribe!.instagramUrl,
      registrationUrl: tribe!.registrationUrl,
      feteIdRegistrationUrl: null, // members only
      priceFromCents: null,
      priceToCents: null,
      carnivalId: null,
      carnivalName: null,
      rating: 4.5,
      totalRatings: 2,
      active: true,
      liked: false,
      attending: false,
      featured: false,
    });
    expect(res.data.items[1]).toMatchObject({ rating: null, totalRatings: 0 });

    const all = await get(`/api/bands?q=${tag}&when=all`);
    expect(names(all)).toEqual(['Older', 'Done', 'On the road', 'Starts today', 'Harts', 'Tribe']);
    expect(all.data.total).toBe(6);
  });

  it('filters by country, searches name, description and location case-insensitively, paginates', async () => {
    const tag = uniqueTag();
    await bandsTagged(tag, [
      { name: 'Spice Mas', country: 'Grenada', location: 'St. George’s', startDate: siteDay(5) },
      { name: 'Kadooment Crew', country: 'Barbados', location: 'Bridgetown', startDate: siteDay(6) },
      { name: 'Yard Mas', country: 'Jamaica', description: 'Bacchanal JAMAICA', startDate: siteDay(7) },
      { name: '50%_Off Mas', country: 'Jamaica', startDate: siteDay(8) },
    ]);
    expect(names(await get(`/api/bands?q=${tag}&country=Jamaica`))).toEqual(['Yard Mas', '50%_Off Mas']);
    expect(names(await get('/api/bands?q=BRIDGETOWN'))).toContain('Kadooment Crew');
    expect(names(await get('/api/bands?q=bacchanal jamaica'))).toEqual(['Yard Mas']);
    expect(names(await get(`/api/bands?q=${encodeURIComponent('%_o')}`))).toEqual(['50%_Off Mas']);
    expect(names(await get(`/api/bands?q=${encodeURIComponent('0_o')}`))).toEqual([]);
    const page = await get(`/api/bands?q=${tag}&pageSize=3&page=2`);
    expect(names(page)).toEqual(['50%_Off Mas']);
    expect(page.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it('answers 422 for filters outside the lists', async () => {
    for (const query of ['country=Narnia', 'when=later', 'when=', 'pageSize=500', 'page=-1']) {
      const res = await get(`/api/bands?${query}`);
      if (query === 'when=') {
        expect(res.status).toBe(200);
        continue;
      }
      expect(res.status, query).toBe(422);
    }
  });

  it('shows inactive bands to administrators only; marks likes and featured bands without a query per row', async () => {
    const tag = uniqueTag();
    const bands = await bandsTagged(tag, [
      { name: 'A band', startDate: siteDay(3) },
      { name: 'B band', startDate: siteDay(4) },
      { name: 'C band', startDate: siteDay(5), active: false },
      { name: 'D band', startDate: siteDay(6) },
    ]);
    await createLike(t.db, 'band', member.userId, bands[1]!.id);
    await createFeaturedItem(t.db, 'band', bands[0]!.id);
    expect(names(await get(`/api/bands?q=${tag}`, member.cookie))).toEqual(['A band', 'B band', 'D band']);
    const forAdmin = await get(`/api/bands?q=${tag}`, admin.cookie);
    expect(names(forAdmin)).toEqual(['A band', 'B band', 'C band', 'D band']);
    const mine = await get(`/api/bands?q=${tag}`, member.cookie);
    expect(mine.data.items.map((b: { liked: boolean }) => b.liked)).toEqual([false, true, false]);
    expect(mine.data.items.map((b: { featured: boolean }) => b.featured)).toEqual([true, false, false]);

    const small = await countStatements(t, () => get(`/api/bands?q=${tag}&pageSize=1`, member.cookie));
    const large = await countStatements(t, () => get(`/api/bands?q=${tag}&pageSize=50`, member.cookie));
    expect(large).toBe(small);
    // One statement: the page, each row carrying the total.
    expect(await countStatements(t, () => get(`/api/bands?q=${tag}&when=all`))).toBe(1);
  });
});

describe('GET /api/bands/:id', () => {
  it('answers the band with the member’s own rating', async () => {
    const [band] = await bandsTagged(uniqueTag(), [{ name: 'Detail band', startDate: siteDay(30) }]);
    const rater = await createUser(t.db);
    await createBandRating(t.db, { bandId: band!.id, userId: rater.id, rating: 3 });
    await createBandRating(t.db, { bandId: band!.id, userId: member.userId, rating: 4 });
    await createLike(t.db, 'band', member.userId, band!.id);

    const mine = await get(`/api/bands/${band!.id}`, member.cookie);
    expect(mine.status).toBe(200);
    expect(mine.data.band).toMatchObject({ id: band!.id, rating: 3.5, totalRatings: 2, liked: true });
    expect(mine.data.myRating).toBe(4);
    const visitor = await get(`/api/bands/${band!.id}`);
    expect(visitor.data.myRating).toBeNull();
    expect(visitor.data.band.liked).toBe(false);
    expect((await get(`/api/bands/${band!.id}`, admin.cookie)).data.myRating).toBeNull();
  });

  it("404 'Band not found' for unknown, malformed and (to non-administrators) inactive bands", async () => {
    const [hidden] = await bandsTagged(uniqueTag(), [{ name: 'Hidden band', active: false }]);
    for (const [id, cookie] of [
      [randomUUID(), undefined],
      ['12345', member.cookie],
      [hidden!.id, undefined],
      [hidden!.id, member.cookie],
    ] as const) {
      const res = await get(`/api/bands/${id}`, cookie);
      expect(res.status, id).toBe(404);
      expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: 'Band not found' });
    }
    expect((await get(`/api/bands/${hidden!.id}`, admin.cookie)).status).toBe(200);
  });
});
