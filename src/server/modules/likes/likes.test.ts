// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTestFile, newMember, signInAdmin } from '../../auth/testing';
import {
  createBand,
  createBandRating,
  createEvent,
  createFeaturedItem,
  createLike,
  createProvider,
  createRestaurant,
} from '../../db/factories';
import { likedProviders } from '../../db/schema';

const { t, member } = memberTestFile();

const TYPES = ['events', 'bands', 'restaurants', 'providers'] as const;
type Type = (typeof TYPES)[number];

/** One item of a kind, through the factories. */
async function createItem(type: Type, overrides: { active?: boolean } = {}): Promise<string> {
  switch (type) {
    case 'events':
      return (await createEvent(t.db, overrides)).id;
    case 'bands':
      return (await createBand(t.db, overrides)).id;
    case 'restaurants':
      return (await createRestaurant(t.db, overrides)).id;
    case 'providers':
      return (await createProvider(t.db, overrides)).id;
  }
}

const like = (type: string, id: string, cookie?: string) =>
  t.request(`/api/likes/${type}/${id}`, { method: 'PUT', cookie });
const unlike = (type: string, id: string, cookie?: string) =>
  t.request(`/api/likes/${type}/${id}`, { method: 'DELETE', cookie });

describe('PUT and DELETE /api/likes/:type/:id', () => {
  it("401 for visitors with the spec's message for each kind", async () => {
    const messages: Record<Type, string> = {
      events: 'Please sign in to like events',
      bands: 'Please sign in to like bands',
      restaurants: 'Please sign in to like restaurants',
      providers: 'Please sign in to like providers',
    };
    for (const type of TYPES) {
      const id = await createItem(type);
      for (const res of [await like(type, id), await unlike(type, id)]) {
        expect(res.status, type).toBe(401);
        expect(res.data.error.message).toBe(messages[type]);
      }
    }
  });

  it('404 for an unknown, malformed or inactive item, and for an unknown kind', async () => {
    const notFound: Record<Type, string> = {
      events: 'Event not found',
      bands: 'Band not found',
      restaurants: 'Restaurant not found',
      providers: 'Provider not found',
    };
    for (const type of TYPES) {
      const inactive = await createItem(type, { active: false });
      for (const id of [randomUUID(), 'not-a-uuid', inactive]) {
        for (const res of [await like(type, id, member.cookie), await unlike(type, id, member.cookie)]) {
          expect(res.status, `${type} ${id}`).toBe(404);
          expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: notFound[type] });
        }
      }
    }
    expect((await like('products', randomUUID(), member.cookie)).status).toBe(404);
  });

  it('administrators may like items they can see, inactive ones included', async () => {
    const admin = await signInAdmin(t);
    const inactive = await createItem('events', { active: false });
    expect((await like('events', inactive, admin.cookie)).data).toEqual({ liked: true });
  });

  it('like → the list shows it liked → unlike → not liked; twice is fine both ways', async () => {
    const provider = await createProvider(t.db, { bio: 'Likeable provider' });
    const flag = async () => {
      const res = await t.request(`/api/providers/${provider.id}`, { cookie: member.cookie });
      return res.data.provider.liked as boolean;
    };
    const listFlag = async () => {
      const res = await t.request(`/api/providers?q=Likeable&pageSize=100`, { cookie: member.cookie });
      return res.data.items.find((p: { id: string }) => p.id === provider.id).liked as boolean;
    };
    expect(await flag()).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await like('providers', provider.id, member.cookie);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ liked: true });
    }
    expect(await flag()).toBe(true);
    expect(await listFlag()).toBe(true);
    const rows = await t.db
      .select()
      .from(likedProviders)
      .where(and(eq(likedProviders.providerId, provider.id), eq(likedProviders.userId, member.userId)));
    expect(rows).toHaveLength(1);

    for (let i = 0; i < 2; i++) {
      const res = await unlike('providers', provider.id, member.cookie);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ liked: false });
    }
    expect(await flag()).toBe(false);
    expect(await listFlag()).toBe(false);
  });

  it('likes each kind, and concurrent double likes leave one row', async () => {
    for (const type of TYPES) {
      const id = await createItem(type);
      const results = await Promise.all([like(type, id, member.cookie), like(type, id, member.cookie)]);
      expect(results.map((r) => [r.status, r.data.liked])).toEqual([
        [200, true],
        [200, true],
      ]);
    }
  });
});

describe('GET /api/likes', () => {
  it('401 for visitors', async () => {
    const res = await t.request('/api/likes');
    expect(res.status).toBe(401);
  });

  it("returns the member's liked items still listed, newest like first, with the card fields", async () => {
    const fan = await newMember(t);
    const other = await newMember(t);
    const oldEvent = await createEvent(t.db, { title: 'Older like' });
    const newEvent = await createEvent(t.db, { title: 'Newer like', feteRideUrl: 'https://rides.example/1' });
    const band = await createBand(t.db);
    await createBandRating(t.db, { bandId: band.id, userId: other.userId, rating: 4 });
    const restaurant = await createRestaurant(t.db);
    const provider = await createProvider(t.db);
    const withdrawn = await createEvent(t.db, { title: 'Withdrawn', active: false });
    const othersEvent = await createEvent(t.db, { title: 'Not mine' });

    await like('events', oldEvent.id, fan.cookie);
    await like('events', newEvent.id, fan.cookie);
    await like('bands', band.id, fan.cookie);
    await like('restaurants', restaurant.id, fan.cookie);
    await like('providers', provider.id, fan.cookie);
    await createLike(t.db, 'event', fan.userId, withdrawn.id);
    await like('events', othersEvent.id, other.cookie);
    await createFeaturedItem(t.db, 'restaurant', restaurant.id);

    const res = await t.request('/api/likes', { cookie: fan.cookie });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['bands', 'events', 'providers', 'restaurants']);
    expect(res.data.events).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(res.data.events.items.map((e: { title: string }) => e.title)).toEqual([
      'Newer like',
      'Older like',
    ]);
    expect(res.data.events.items[0]).toEqual({
      id: newEvent.id,
      title: 'Newer like',
      description: newEvent.description,
      imageUrl: null,
      date: newEvent.date,
      endDate: null,
      startTime: newEvent.startTime,
      endTime: newEvent.endTime,
      timeZone: 'America/Port_of_Spain',
      location: newEvent.location,
      country: newEvent.country,
      state: newEvent.state,
      category: newEvent.category,
      carnivalId: null,
      priceCents: newEvent.priceCents,
      feteRideUrl: 'https://rides.example/1',
      ticketUrl: newEvent.ticketUrl,
      feteIdTicketUrl: null,
      hasFeteIdTicket: false,
      instagramUrl: null,
      capacity: newEvent.capacity,
      active: true,
      liked: true,
      attending: false,
      featured: false,
    });
    expect(res.data.events.items[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.data.events.items[0].startTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    expect(res.data.bands.total).toBe(1);
    expect(res.data.bands.items[0]).toEqual({
      id: band.id,
      name: band.name,
      description: band.description,
      imageUrl: null,
      location: band.location,
      country: band.country,
      state: band.state,
      startDate: band.startDate,
      endDate: band.endDate,
      websiteUrl: band.websiteUrl,
      instagramUrl: band.instagramUrl,
      registrationUrl: band.registrationUrl,
      feteIdRegistrationUrl: band.feteIdRegistrationUrl,
      priceFromCents: null,
      priceToCents: null,
      carnivalId: null,
      carnivalName: null,
      rating: 4,
      totalRatings: 1,
      active: true,
      liked: true,
      attending: false,
      featured: false,
    });

    expect(res.data.restaurants.items).toEqual([
      {
        id: restaurant.id,
        name: restaurant.name,
        description: restaurant.description,
        imageUrl: null,
        location: restaurant.location,
        country: restaurant.country,
        state: restaurant.state,
        cuisine: restaurant.cuisine,
        priceRange: restaurant.priceRange,
        openingTime: restaurant.openingTime,
        closingTime: restaurant.closingTime,
        websiteUrl: restaurant.websiteUrl,
        instagramUrl: restaurant.instagramUrl,
        eatNowUrl: restaurant.eatNowUrl,
        active: true,
        liked: true,
        featured: true,
      },
    ]);

    expect(res.data.providers.items).toEqual([
      expect.objectContaining({ id: provider.id, rating: 0, totalRatings: 0, liked: true, featured: false }),
    ]);

    const others = await t.request('/api/likes', { cookie: other.cookie });
    expect(others.data.events.items.map((e: { title: string }) => e.title)).toEqual(['Not mine']);
    expect(others.data.bands).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('paginates each kind with its total, also past the end', async () => {
    const fan = await newMember(t);
    const restaurants = [];
    for (let i = 0; i < 3; i++) {
      const id = await createItem('restaurants');
      restaurants.push(id);
      await like('restaurants', id, fan.cookie);
    }
    const page2 = await t.request('/api/likes?pageSize=2&page=2', { cookie: fan.cookie });
    expect(page2.data.restaurants).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.data.restaurants.items.map((r: { id: string }) => r.id)).toEqual([restaurants[0]]);
    const beyond = await t.request('/api/likes?pageSize=2&page=5', { cookie: fan.cookie });
    expect(beyond.data.restaurants).toEqual({ items: [], total: 3, page: 5, pageSize: 2 });
    expect(beyond.data.events).toEqual({ items: [], total: 0, page: 5, pageSize: 2 });
    expect((await t.request('/api/likes?pageSize=500', { cookie: fan.cookie })).status).toBe(422);
  });
});
