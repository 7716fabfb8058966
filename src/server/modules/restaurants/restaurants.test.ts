// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validityDays } from '../../../shared/validity-days';
import {
  createFeaturedItem,
  createLike,
  createMenuItem,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  daysFromNow,
  uniqueTag,
} from '../../db/factories';
import { names, listTestFile } from '../../test/lists';
import { countStatements } from '../../test/statements';

const { t, member, admin, tagged: restaurantsTagged, get } = listTestFile(createRestaurant, 'Home cooking');

describe('GET /api/restaurants (Fete Eats)', () => {
  it('lists restaurants by name with the card shape', async () => {
    const tag = uniqueTag();
    const [roti] = await restaurantsTagged(tag, [
      {
        name: 'Roti Hut',
        cuisine: 'Street Food',
        priceRange: '$',
        openingTime: '07:30',
        closingTime: '15:00',
      },
      { name: 'Callaloo Kitchen' },
      { name: 'Pelau Pot' },
    ]);
    const res = await get(`/api/restaurants?q=${tag}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Callaloo Kitchen', 'Pelau Pot', 'Roti Hut']);
    expect(res.data).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    expect(res.data.items[2]).toEqual({
      id: roti!.id,
      name: 'Roti Hut',
      description: `Home cooking ${tag}`,
      imageUrl: null,
      location: roti!.location,
      country: roti!.country,
      state: roti!.state,
      cuisine: 'Street Food',
      priceRange: '$',
      openingTime: '07:30:00',
      closingTime: '15:00:00',
      websiteUrl: roti!.websiteUrl,
      instagramUrl: roti!.instagramUrl,
      eatNowUrl: roti!.eatNowUrl,
      active: true,
      liked: false,
      featured: false,
    });
  });

  it('filters by cuisine, price range and location (country), searches, paginates', async () => {
    const tag = uniqueTag();
    await restaurantsTagged(tag, [
      { name: 'Crab Shack', cuisine: 'Seafood', priceRange: '$', country: 'Tobago', location: 'Store Bay' },
      {
        name: 'Smoke Pit',
        cuisine: 'BBQ',
        priceRange: '$$',
        country: 'Trinidad',
        location: 'Ariapita Avenue',
      },
      {
        name: 'Green Bowl',
        cuisine: 'Vegan',
        priceRange: '$$',
        country: 'Trinidad',
        description: 'Plant POWER',
      },
      { name: 'Lobster Deck', cuisine: 'Seafood', priceRange: '$$$$', country: 'Tobago' },
      { name: 'Jerk Centre', cuisine: 'BBQ', priceRange: '$', country: 'Jamaica' },
    ]);
    const q = `q=${tag}`;
    expect(names(await get(`/api/restaurants?${q}&cuisine=Seafood`))).toEqual(['Crab Shack', 'Lobster Deck']);
    expect(names(await get(`/api/restaurants?${q}&priceRange=%24%24`))).toEqual(['Green Bowl', 'Smoke Pit']);
    expect(names(await get(`/api/restaurants?${q}&country=Tobago`))).toEqual(['Crab Shack', 'Lobster Deck']);
    expect(names(await get(`/api/restaurants?${q}&country=Jamaica`))).toEqual(['Jerk Centre']);
    const combined = await get(`/api/restaurants?${q}&cuisine=BBQ&priceRange=%24&country=Jamaica`);
    expect(names(combined)).toEqual(['Jerk Centre']);
    expect(combined.data.total).toBe(1);
    expect(names(await get('/api/restaurants?q=ARIAPITA'))).toContain('Smoke Pit');
    expect(names(await get('/api/restaurants?q=plant power'))).toEqual(['Green Bowl']);
    expect(names(await get('/api/restaurants?q=crab%20SHACK'))).toEqual(['Crab Shack']);
    expect(names(await get(`/api/restaurants?q=${encodeURIComponent('_')}`))).toEqual([]);
    const second = await get(`/api/restaurants?${q}&pageSize=2&page=2`);
    expect(names(second)).toEqual(['Jerk Centre', 'Lobster Deck']);
    expect(second.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
  });

  it('answers 422 for filters outside the lists', async () => {
    for (const query of [
      'cuisine=Italian',
      'priceRange=%24%24%24%24%24',
      'country=Paris',
      'cuisine=seafood',
    ]) {
      const res = await get(`/api/restaurants?${query}`);
      expect(res.status, query).toBe(422);
    }
    expect((await get('/api/restaurants?cuisine=Creole&priceRange=&country=')).status).toBe(200);
  });

  it('shows inactive restaurants to administrators only; marks likes and featured without a query per row', async () => {
    const tag = uniqueTag();
    const rows = await restaurantsTagged(tag, [
      { name: 'Alpha' },
      { name: 'Bravo', active: false },
      { name: 'Charlie' },
      { name: 'Delta' },
    ]);
    await createLike(t.db, 'restaurant', member.userId, rows[2]!.id);
    await createFeaturedItem(t.db, 'restaurant', rows[3]!.id);
    const mine = await get(`/api/restaurants?q=${tag}`, member.cookie);
    expect(names(mine)).toEqual(['Alpha', 'Charlie', 'Delta']);
    expect(mine.data.items.map((r: { liked: boolean }) => r.liked)).toEqual([false, true, false]);
    expect(mine.data.items.map((r: { featured: boolean }) => r.featured)).toEqual([false, false, true]);
    expect(names(await get(`/api/restaurants?q=${tag}`, admin.cookie))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
    expect((await get(`/api/restaurants?q=${tag}`, admin.cookie)).data.total).toBe(4);

    const small = await countStatements(t, () => get(`/api/restaurants?q=${tag}&pageSize=1`, member.cookie));
    const large = await countStatements(t, () => get(`/api/restaurants?q=${tag}&pageSize=40`, member.cookie));
    expect(large).toBe(small);
    // One statement: the page, each row carrying the total.
    expect(await countStatements(t, () => get(`/api/restaurants?q=${tag}`))).toBe(1);
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers the restaurant with ordered active photos, the active menu and current discounts', async () => {
    const [place] = await restaurantsTagged(uniqueTag(), [{ name: 'Detail Kitchen' }]);
    const id = place!.id;
    const second = await createRestaurantPhoto(t.db, id, { sortOrder: 2, caption: 'Terrace' });
    const first = await createRestaurantPhoto(t.db, id, { sortOrder: 1, caption: 'Bar' });
    await createRestaurantPhoto(t.db, id, { sortOrder: 0, active: false });
    const pelau = await createMenuItem(t.db, id, { name: 'Pelau', sortOrder: 2, priceCents: 1200 });
    const doubles = await createMenuItem(t.db, id, { name: 'Doubles', sortOrder: 1, priceCents: 150 });
    await createMenuItem(t.db, id, { name: 'Off the menu', active: false });
    const current = await createRestaurantDiscount(t.db, id, { percentage: 10 });
    const endless = await createRestaurantDiscount(t.db, id, {
      percentage: 5,
      validFrom: null,
      validUntil: null,
    });
    await createRestaurantDiscount(t.db, id, { percentage: 20, active: false });
    await createRestaurantDiscount(t.db, id, {
      percentage: 30,
      validFrom: daysFromNow(-9),
      validUntil: daysFromNow(-1),
    });
    await createLike(t.db, 'restaurant', member.userId, id);

    const res = await get(`/api/restaurants/${id}`, member.cookie);
    expect(res.status).toBe(200);
    expect(res.data.restaurant).toMatchObject({
      id,
      name: 'Detail Kitchen',
      liked: true,
      featured: false,
      // Its coordinates, for "Open in Maps" (decision 0034): the detail carries them, the card does not.
      latitude: place!.latitude,
      longitude: place!.longitude,
    });
    expect(typeof res.data.restaurant.latitude).toBe('number');
    expect(res.data.photos).toEqual([
      { id: first.id, imageUrl: first.imageUrl, caption: 'Bar' },
      { id: second.id, imageUrl: second.imageUrl, caption: 'Terrace' },
    ]);
    expect(res.data.menu).toEqual([
      {
        id: doubles.id,
        name: 'Doubles',
        priceCents: 150,
        category: doubles.category,
        description: doubles.description,
        imageUrl: null,
      },
      {
        id: pelau.id,
        name: 'Pelau',
        priceCents: 1200,
        category: pelau.category,
        description: pelau.description,
        imageUrl: null,
      },
    ]);
    expect(res.data.discounts).toEqual([
      {
        id: current.id,
        percentage: 10,
        description: current.description,
        termsConditions: current.termsConditions,
        ...validityDays(current),
      },
      {
        id: endless.id,
        percentage: 5,
        description: endless.description,
        termsConditions: endless.termsConditions,
        validFrom: null,
        validUntil: null,
      },
    ]);
    // One statement per part, however many photos, dishes and discounts (visitor: no session lookup).
    expect(await countStatements(t, () => get(`/api/restaurants/${id}`))).toBe(4);
  });

  it('answers null coordinates for a restaurant that has none (the page then searches its address)', async () => {
    const [unmapped] = await restaurantsTagged(uniqueTag(), [
      { name: 'Unmapped Kitchen', latitude: null, longitude: null },
    ]);
    const res = await get(`/api/restaurants/${unmapped!.id}`);
    expect(res.status).toBe(200);
    expect(res.data.restaurant).toMatchObject({ name: 'Unmapped Kitchen', latitude: null, longitude: null });
  });

  it("404 'Restaurant not found' for unknown, malformed and (to non-administrators) inactive restaurants", async () => {
    const [hidden] = await restaurantsTagged(uniqueTag(), [{ name: 'Closed', active: false }]);
    for (const [id, cookie] of [
      [randomUUID(), undefined],
      ['x'.repeat(80), member.cookie],
      [hidden!.id, undefined],
      [hidden!.id, member.cookie],
    ] as const) {
      const res = await get(`/api/restaurants/${id}`, cookie);
      expect(res.status, id).toBe(404);
      expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: 'Restaurant not found' });
    }
    expect((await get(`/api/restaurants/${hidden!.id}`, admin.cookie)).data.restaurant.active).toBe(false);
  });
});
