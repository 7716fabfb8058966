// @module-tag postgres
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberTestFile } from '../../auth/testing';
import {
  createAd,
  createBand,
  createEvent,
  createFeaturedItem,
  createHeroSlide,
  createLike,
  createPartner,
  createProduct,
  createProvider,
  createRestaurant,
  daysFromNow,
  siteDay,
} from '../../db/factories';
import {
  ads,
  carnivalBands,
  events,
  featuredItems,
  heroSlides,
  marketProducts,
  partners,
  providers,
  restaurants,
} from '../../db/schema';

const { t, member } = memberTestFile();

const get = (path: string, cookie?: string) => t.request(path, { cookie });
const ids = (res: { data: { items: { id: string }[] } }) => res.data.items.map((i) => i.id);

describe('GET /api/hero-slides, /api/ads, /api/partners', () => {
  beforeEach(async () => {
    for (const table of [heroSlides, ads, partners]) await t.db.delete(table);
  });

  it('hero slides: active ones in order', async () => {
    const second = await createHeroSlide(t.db, { sortOrder: 2, mobileImageUrl: '/uploads/m.webp' });
    const first = await createHeroSlide(t.db, { sortOrder: 1 });
    await createHeroSlide(t.db, { sortOrder: 0, active: false });
    const res = await get('/api/hero-slides');
    expect(res.status).toBe(200);
    expect(res.data.items).toEqual([
      {
        id: first.id,
        title: first.title,
        subtitle: first.subtitle,
        imageUrl: first.imageUrl,
        mobileImageUrl: null,
        linkUrl: null,
      },
      {
        id: second.id,
        title: second.title,
        subtitle: second.subtitle,
        imageUrl: second.imageUrl,
        mobileImageUrl: '/uploads/m.webp',
        linkUrl: null,
      },
    ]);
  });

  it('ads: the position asked for, active, started and not ended, in order', async () => {
    const open = await createAd(t.db, { sortOrder: 3, endDate: null });
    const running = await createAd(t.db, {
      sortOrder: 1,
      startDate: daysFromNow(-5),
      endDate: daysFromNow(5),
    });
    await createAd(t.db, { sortOrder: 0, startDate: daysFromNow(1) });
    await createAd(t.db, { sortOrder: 0, startDate: daysFromNow(-9), endDate: daysFromNow(-1) });
    await createAd(t.db, { sortOrder: 0, active: false });
    const sidebar = await createAd(t.db, { position: 'sidebar', sortOrder: 0 });
    const res = await get('/api/ads?position=hero');
    expect(res.status).toBe(200);
    // An ad's public fields, nothing of its schedule or position.
    const card = (ad: typeof open) => ({
      id: ad.id,
      title: ad.title,
      description: ad.description,
      imageUrl: ad.imageUrl,
      linkUrl: ad.linkUrl,
    });
    expect(res.data.items).toEqual([card(running), card(open)]);
    expect(ids(await get('/api/ads?position=sidebar'))).toEqual([sidebar.id]);
    for (const query of ['', '?position=', '?position=Hero!', `?position=${'a'.repeat(41)}`]) {
      expect((await get(`/api/ads${query}`)).status, query).toBe(422);
    }
  });

  it('partners: active ones in order', async () => {
    const b = await createPartner(t.db, { sortOrder: 2, websiteUrl: null });
    const a = await createPartner(t.db, { sortOrder: 1 });
    await createPartner(t.db, { active: false });
    const res = await get('/api/partners');
    expect(res.data.items).toEqual([
      { id: a.id, name: a.name, logoUrl: a.logoUrl, websiteUrl: a.websiteUrl },
      { id: b.id, name: b.name, logoUrl: b.logoUrl, websiteUrl: null },
    ]);
  });
});

describe('GET /api/home/:section', () => {
  beforeEach(async () => {
    for (const table of [featuredItems, events, carnivalBands, restaurants, providers, marketProducts]) {
      await t.db.delete(table);
    }
  });

  it('bands: featured active bands in the featured order (/admin/featured), at most 3, in the list shape', async () => {
    const bands = [];
    for (const offset of [50, 10, 30, 20, 60])
      bands.push(await createBand(t.db, { startDate: siteDay(offset), endDate: null }));
    const hidden = await createBand(t.db, { startDate: siteDay(1), active: false });
    const notFeatured = await createBand(t.db, { startDate: siteDay(2) });
    for (const [i, band] of [...bands, hidden].entries())
      await createFeaturedItem(t.db, 'band', band.id, { sortOrder: i });
    await createFeaturedItem(t.db, 'band', notFeatured.id, { active: false });
    await createLike(t.db, 'band', member.userId, bands[1]!.id);

    const res = await get('/api/home/bands', member.cookie);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([bands[0]!.id, bands[1]!.id, bands[2]!.id]);
    expect(res.data.items[1]).toMatchObject({
      name: bands[1]!.name,
      liked: true,
      featured: true,
      rating: null,
    });
    expect(Object.keys(res.data.items[0]).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'imageUrl',
        'location',
        'country',
        'state',
        'startDate',
        'endDate',
        'websiteUrl',
        'instagramUrl',
        'registrationUrl',
        'feteIdRegistrationUrl',
        'priceFromCents',
        'priceToCents',
        'carnivalId',
        'carnivalName',
        'rating',
        'totalRatings',
        'active',
        'liked',
        'attending',
        'featured',
      ].sort(),
    );
  });

  it("bands: last season's featured bands drop out on their own; a band still on the road stays (issue #23)", async () => {
    const over = await createBand(t.db, { startDate: siteDay(-100), endDate: null });
    const endedYesterday = await createBand(t.db, { startDate: siteDay(-3), endDate: siteDay(-1) });
    const onTheRoad = await createBand(t.db, { startDate: siteDay(-1), endDate: siteDay(1) });
    const next = await createBand(t.db, { startDate: siteDay(40), endDate: null });
    for (const [i, band] of [over, endedYesterday, onTheRoad, next].entries())
      await createFeaturedItem(t.db, 'band', band.id, { sortOrder: i });

    const res = await get('/api/home/bands');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([onTheRoad.id, next.id]);
  });

  it('events: featured upcoming Party events in the featured order (/admin/featured), at most 3', async () => {
    const parties = [];
    for (const offset of [9, 3, 6, 12])
      parties.push(await createEvent(t.db, { category: 'Party', date: siteDay(offset) }));
    const concert = await createEvent(t.db, { category: 'Concert', date: siteDay(1) });
    const past = await createEvent(t.db, { category: 'Party', date: siteDay(-3) });
    const inactive = await createEvent(t.db, { category: 'Party', date: siteDay(2), active: false });
    const unfeatured = await createEvent(t.db, { category: 'Party', date: siteDay(1) });
    for (const [i, e] of [concert, past, inactive, ...parties].entries())
      await createFeaturedItem(t.db, 'event', e.id, { sortOrder: i });

    const res = await get('/api/home/events');
    expect(ids(res)).toEqual([parties[0]!.id, parties[1]!.id, parties[2]!.id]);
    expect(res.data.items.every((e: { featured: boolean; liked: boolean }) => e.featured && !e.liked)).toBe(
      true,
    );
    expect(ids(res)).not.toContain(unfeatured.id);
  });

  it('destinations: the next Festival, Carnival and Cruise events by date, at most 3', async () => {
    const cruise = await createEvent(t.db, { category: 'Cruise', date: siteDay(20) });
    const carnival = await createEvent(t.db, { category: 'Carnival', date: siteDay(5) });
    const festival = await createEvent(t.db, { category: 'Festival', date: siteDay(10) });
    await createEvent(t.db, { category: 'Festival', date: siteDay(40) });
    await createEvent(t.db, { category: 'Carnival', date: siteDay(-40) });
    await createEvent(t.db, { category: 'Carnival', date: siteDay(1), active: false });
    await createEvent(t.db, { category: 'Party', date: siteDay(1) });
    expect(ids(await get('/api/home/destinations'))).toEqual([carnival.id, festival.id, cruise.id]);
  });

  it('eats, faces and marqet: featured active items in featured order, at most 3', async () => {
    const places = [];
    for (let i = 0; i < 5; i++) places.push(await createRestaurant(t.db, { name: `Place ${i}` }));
    await t.db.update(restaurants).set({ active: false }).where(eq(restaurants.id, places[4]!.id));
    for (const [i, order] of [7, 2, 5, 9, 0].entries()) {
      await createFeaturedItem(t.db, 'restaurant', places[i]!.id, { sortOrder: order });
    }
    expect(ids(await get('/api/home/eats'))).toEqual([places[1]!.id, places[2]!.id, places[0]!.id]);

    const faces = [];
    for (let i = 0; i < 4; i++)
      faces.push(await createProvider(t.db, { firstName: `Face ${i}`, ratingTotal: 9, ratingCount: 2 }));
    for (const [i, order] of [3, 1, 2, 0].entries())
      await createFeaturedItem(t.db, 'face', faces[i]!.id, { sortOrder: order });
    await createLike(t.db, 'provider', member.userId, faces[1]!.id);
    const unrated = await createProvider(t.db, { firstName: 'New face' });
    const faceRes = await get('/api/home/faces', member.cookie);
    expect(ids(faceRes)).toEqual([faces[3]!.id, faces[1]!.id, faces[2]!.id]);
    expect(faceRes.data.items[1]).toEqual({
      id: faces[1]!.id,
      firstName: 'Face 1',
      lastName: faces[1]!.lastName,
      avatarUrl: null,
      services: faces[1]!.services,
      rating: 4.5,
      totalRatings: 2,
      location: faces[1]!.location,
      state: faces[1]!.state,
      country: faces[1]!.country,
      bio: faces[1]!.bio,
      instagramUrl: faces[1]!.instagramUrl,
      bookingUrl: faces[1]!.bookingUrl,
      active: true,
      liked: true,
      featured: true,
    });
    await t.db.delete(featuredItems).where(eq(featuredItems.itemType, 'face'));
    await createFeaturedItem(t.db, 'face', unrated.id);
    expect((await get('/api/home/faces')).data.items).toMatchObject([
      { rating: 0, totalRatings: 0, liked: false },
    ]);

    const products = [];
    for (let i = 0; i < 4; i++) products.push(await createProduct(t.db, { name: `Product ${i}` }));
    for (const [i, order] of [1, 0, 3, 2].entries()) {
      await createFeaturedItem(t.db, 'marqet', products[i]!.id, { sortOrder: order });
    }
    const marqet = await get('/api/home/marqet', member.cookie);
    expect(ids(marqet)).toEqual([products[1]!.id, products[0]!.id, products[3]!.id]);
    expect(Object.keys(marqet.data.items[0]).sort()).toEqual(
      [
        'id',
        'name',
        'description',
        'brand',
        'category',
        'priceCents',
        'imageUrl',
        'externalUrl',
        'inStock',
        'sizes',
        'colors',
        'active',
        'featured',
      ].sort(),
    );
  });

  it('404 for another section', async () => {
    expect((await get('/api/home/restaurants')).status).toBe(404);
  });
});
