// @module-tag postgres
import { beforeEach, describe, expect, it } from 'vitest';
import { createBand, createFeaturedItem, createRestaurant } from '../../db/factories';
import { ads, featuredItems, partners } from '../../db/schema';
import { at, homeAdminTesting, hour } from './home-admin-testing';

const { t, call, visitor, image } = homeAdminTesting();

describe('ads', () => {
  beforeEach(async () => {
    await t.db.delete(ads);
  });

  it('422: position, window order; adds per position, moves within it, shows running ones at once', async () => {
    const invalid = await call('/api/admin/ads', {
      method: 'POST',
      json: { position: 'Hero Banner', imageUrl: await image() },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.data.error.fields)).toEqual(['position']);
    const backwards = await call('/api/admin/ads', {
      method: 'POST',
      json: { position: 'hero', imageUrl: await image(), startsAt: at(hour), endsAt: at(-hour) },
    });
    expect(backwards.data.error.fields).toEqual({ endsAt: 'The end must not be before the start' });

    const make = async (title: string, extra: Record<string, unknown> = {}) =>
      (
        await call('/api/admin/ads', {
          method: 'POST',
          json: { position: 'hero', title, imageUrl: await image(), ...extra },
        })
      ).data;
    const a = await make('Soca Brunch');
    const b = await make('Cooler Fete');
    await make('Elsewhere', { position: 'guide' });
    const future = await make('Next Week', { startsAt: at(7 * 24 * hour) });
    expect(a.showing).toBe(true);
    expect(future.showing).toBe(false);
    const running = async () =>
      (await visitor('/api/ads?position=hero')).data.items.map((x: { title: string }) => x.title);
    expect(await running()).toEqual(['Soca Brunch', 'Cooler Fete']);
    await call(`/api/admin/ads/${b.id}/move`, { method: 'POST', json: { direction: 'up' } });
    expect(await running()).toEqual(['Cooler Fete', 'Soca Brunch']);
    // The other position's ad does not take part in the hero order.
    const all = (await call('/api/admin/ads')).data.items.map((x: { title: string }) => x.title);
    expect(all).toEqual(['Elsewhere', 'Cooler Fete', 'Soca Brunch', 'Next Week']);

    await call(`/api/admin/ads/${a.id}/active`, { method: 'PUT', json: { active: false } });
    expect(await running()).toEqual(['Cooler Fete']);
    const ended = await call(`/api/admin/ads/${b.id}`, {
      method: 'PUT',
      json: {
        position: 'hero',
        title: 'Cooler Fete',
        imageUrl: b.imageUrl,
        startsAt: at(-2 * hour),
        endsAt: at(-hour),
      },
    });
    expect(ended.data.showing).toBe(false);
    expect(await running()).toEqual([]);
    expect((await call(`/api/admin/ads/${b.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('partners', () => {
  beforeEach(async () => {
    await t.db.delete(partners);
  });

  it('422 for a missing name; adds last, moves, hides and deletes, and the strip follows at once', async () => {
    const invalid = await call('/api/admin/partners', { method: 'POST', json: { name: ' ', logoUrl: '' } });
    expect(invalid.status).toBe(422);
    expect(invalid.data.error.fields).toEqual({
      name: 'Please enter the partner name',
      logoUrl: 'Please upload an image',
    });
    const names = async () =>
      (await visitor('/api/partners')).data.items.map((p: { name: string }) => p.name);
    expect(await names()).toEqual([]);
    const carib = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Carib', logoUrl: await image(), websiteUrl: 'https://carib.example' },
    });
    expect(carib.status).toBe(201);
    const angostura = await call('/api/admin/partners', {
      method: 'POST',
      json: { name: 'Angostura', logoUrl: await image() },
    });
    expect(await names()).toEqual(['Carib', 'Angostura']);
    await call(`/api/admin/partners/${angostura.data.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(await names()).toEqual(['Angostura', 'Carib']);
    const renamed = await call(`/api/admin/partners/${carib.data.id}`, {
      method: 'PUT',
      json: { name: 'Carib Brewery', logoUrl: carib.data.logoUrl, websiteUrl: '' },
    });
    expect(renamed.data).toMatchObject({ name: 'Carib Brewery', websiteUrl: null });
    await call(`/api/admin/partners/${angostura.data.id}/active`, { method: 'PUT', json: { active: false } });
    expect(await names()).toEqual(['Carib Brewery']);
    await call(`/api/admin/partners/${carib.data.id}`, { method: 'DELETE' });
    expect(await names()).toEqual([]);
  });
});

describe('featured order', () => {
  beforeEach(async () => {
    await t.db.delete(featuredItems);
  });

  it('lists featured items of a kind in home order; a move changes the home section at once', async () => {
    const [a, b, c] = [
      await createRestaurant(t.db, { name: 'Aunty Kay' }),
      await createRestaurant(t.db, { name: 'Buss Up Shut' }),
      await createRestaurant(t.db, { name: 'Callaloo Corner', active: false }),
    ];
    await createFeaturedItem(t.db, 'restaurant', a.id, { sortOrder: 0 });
    await createFeaturedItem(t.db, 'restaurant', b.id, { sortOrder: 1 });
    await createFeaturedItem(t.db, 'restaurant', c.id, { sortOrder: 2 });
    const order = await call('/api/admin/featured/restaurant');
    expect(order.status).toBe(200);
    expect(order.data.items).toEqual([
      { itemId: a.id, kind: 'restaurant', title: 'Aunty Kay', active: true },
      { itemId: b.id, kind: 'restaurant', title: 'Buss Up Shut', active: true },
      { itemId: c.id, kind: 'restaurant', title: 'Callaloo Corner', active: false },
    ]);
    const home = async () =>
      (await visitor('/api/home/eats')).data.items.map((r: { name: string }) => r.name);
    expect(await home()).toEqual(['Aunty Kay', 'Buss Up Shut']);
    const moved = await call(`/api/admin/featured/restaurant/${b.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(moved.data.items.map((i: { title: string }) => i.title)).toEqual([
      'Buss Up Shut',
      'Aunty Kay',
      'Callaloo Corner',
    ]);
    expect(await home()).toEqual(['Buss Up Shut', 'Aunty Kay']);
  });

  it('bands on the home follow the featured order; unfeaturing takes one off; 404 for an item not featured', async () => {
    const first = await createBand(t.db, { name: 'Zulu Mas', startDate: '2031-01-01', endDate: null });
    const second = await createBand(t.db, { name: 'Alpha Mas', startDate: '2031-03-01', endDate: null });
    await call(`/api/admin/featured/band/${first.id}`, { method: 'PUT' });
    await call(`/api/admin/featured/band/${second.id}`, { method: 'PUT' });
    const home = async () =>
      (await visitor('/api/home/bands')).data.items.map((x: { name: string }) => x.name);
    expect(await home()).toEqual(['Zulu Mas', 'Alpha Mas']);
    await call(`/api/admin/featured/band/${second.id}/move`, { method: 'POST', json: { direction: 'up' } });
    expect(await home()).toEqual(['Alpha Mas', 'Zulu Mas']);
    await call(`/api/admin/featured/band/${second.id}`, { method: 'DELETE' });
    expect(await home()).toEqual(['Zulu Mas']);
    const notFeatured = await call(`/api/admin/featured/band/${second.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(notFeatured.status).toBe(404);
    expect(notFeatured.data.error.message).toBe('This item is not featured');
    expect((await call('/api/admin/featured/bands')).status).toBe(404);
  });
});
