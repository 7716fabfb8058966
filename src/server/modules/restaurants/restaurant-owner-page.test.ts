// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { restaurantAdminMessages as texts } from '../../../shared/domains/restaurant-manage';
import { createRestaurant } from '../../db/factories';
import { uploadImageUrl } from '../../test/actors';
import { restaurantManageTesting, validRestaurant } from './restaurant-manage-testing';

const { t, owner, call, asAdmin, asOwner } = restaurantManageTesting();

describe("the owner's page", () => {
  it('edits the whole record; the change is on the public page', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const res = await asOwner(`/api/restaurants/${place.id}`, {
      method: 'PUT',
      json: {
        name: 'Roti Palace',
        description: 'Buss up shut all day',
        location: 'Western Main Road',
        country: 'Tobago',
        state: 'Scarborough',
        cuisine: 'Street Food',
        priceRange: '$',
        openingTime: '07:30',
        closingTime: '02:00',
        websiteUrl: 'https://roti.example',
        instagramUrl: '',
        eatNowUrl: 'https://order.example/roti',
      },
    });
    expect(res.status).toBe(200);
    expect(res.data.restaurant).toMatchObject({
      name: 'Roti Palace',
      country: 'Tobago',
      openingTime: '07:30:00',
      closingTime: '02:00:00',
      instagramUrl: null,
      eatNowUrl: 'https://order.example/roti',
      // An image the form does not change stays.
      imageUrl: place.imageUrl,
    });
    const pub = await call(`/api/restaurants/${place.id}`);
    expect(pub.data.restaurant).toMatchObject({
      name: 'Roti Palace',
      cuisine: 'Street Food',
      priceRange: '$',
    });
  });

  it('lets the owner place the restaurant on the map (latitude and longitude) and take it off again (issue #23)', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId, latitude: null, longitude: null });
    const put = (coordinates: Record<string, unknown>) =>
      asOwner(`/api/restaurants/${place.id}`, {
        method: 'PUT',
        json: { ...validRestaurant, ...coordinates },
      });
    const set = await put({ latitude: 10.6549, longitude: -61.5019 });
    expect(set.status).toBe(200);
    expect(set.data.restaurant).toMatchObject({ latitude: 10.6549, longitude: -61.5019 });
    const pub = await call(`/api/restaurants/${place.id}`);
    expect(pub.data.restaurant).toMatchObject({ latitude: 10.6549, longitude: -61.5019 });

    const cleared = await put({ latitude: null, longitude: null });
    expect(cleared.status).toBe(200);
    expect(cleared.data.restaurant).toMatchObject({ latitude: null, longitude: null });
  });

  it("keeps, replaces and removes the image: an administrator may keep the owner's upload", async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const path = `/api/restaurants/${place.id}`;
    const imageUrl = await uploadImageUrl(t, owner.cookie);
    const set = await asOwner(path, { method: 'PUT', json: { ...validRestaurant, imageUrl } });
    expect(set.data.restaurant.imageUrl).toBe(imageUrl);
    const kept = await asAdmin(path, { method: 'PUT', json: { ...validRestaurant, name: 'Kept', imageUrl } });
    expect(kept.data.restaurant).toMatchObject({ name: 'Kept', imageUrl });
    // The owner's upload is theirs: an administrator cannot put it on another restaurant.
    const elsewhere = await createRestaurant(t.db);
    const taken = await asAdmin(`/api/restaurants/${elsewhere.id}`, {
      method: 'PUT',
      json: { ...validRestaurant, imageUrl },
    });
    expect(taken.status).toBe(422);
    expect(taken.data.error.fields).toEqual({ imageUrl: texts.imageType });
    const removed = await asOwner(path, { method: 'PUT', json: { ...validRestaurant, imageUrl: null } });
    expect(removed.data.restaurant.imageUrl).toBeNull();
  });

  it('adds, changes and deletes menu items; only active ones are public', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const base = `/api/restaurants/${place.id}/menu-items`;
    const imageUrl = await uploadImageUrl(t, owner.cookie);
    const added = await asOwner(base, {
      method: 'POST',
      json: { name: 'Doubles', priceCents: 0, category: 'Street Food', imageUrl },
    });
    expect(added.status).toBe(201);
    expect(added.data.menu).toMatchObject([{ name: 'Doubles', priceCents: 0, active: true }]);
    expect(added.data.menu[0].imageUrl).toBe(imageUrl);
    const second = await asOwner(base, { method: 'POST', json: { name: 'Sorrel', priceCents: 400 } });
    const sorrel = second.data.menu[1];
    expect(second.data.menu.map((m: { name: string }) => m.name)).toEqual(['Doubles', 'Sorrel']);
    const hidden = await asOwner(`${base}/${sorrel.id}`, {
      method: 'PUT',
      json: { name: 'Sorrel', priceCents: 450, active: false },
    });
    expect(hidden.data.menu[1]).toMatchObject({ priceCents: 450, active: false });
    expect(
      (await call(`/api/restaurants/${place.id}`)).data.menu.map((m: { name: string }) => m.name),
    ).toEqual(['Doubles']);
    const doublesId = added.data.menu[0].id;
    const removed = await asOwner(`${base}/${doublesId}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ id: doublesId, deleted: true });
    const left = (await asOwner(`/api/restaurants/${place.id}/manage`)).data.menu;
    expect(left.map((m: { name: string }) => m.name)).toEqual(['Sorrel']);
    expect((await asOwner(`${base}/${doublesId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('adds, orders, hides and removes photos', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const base = `/api/restaurants/${place.id}/photos`;
    for (const caption of ['Front', 'Bar', 'Terrace']) {
      const imageUrl = await uploadImageUrl(t, owner.cookie);
      expect((await asOwner(base, { method: 'POST', json: { imageUrl, caption } })).status).toBe(201);
    }
    const captions = (d: { photos: { caption: string }[] }) => d.photos.map((p) => p.caption);
    let state = (await asOwner(`/api/restaurants/${place.id}/manage`)).data;
    expect(captions(state)).toEqual(['Front', 'Bar', 'Terrace']);
    const [front, bar, terrace] = state.photos;
    state = (await asOwner(`${base}/${terrace.id}/move`, { method: 'POST', json: { direction: 'up' } })).data;
    expect(captions(state)).toEqual(['Front', 'Terrace', 'Bar']);
    state = (await asOwner(`${base}/${front.id}/move`, { method: 'POST', json: { direction: 'down' } })).data;
    expect(captions(state)).toEqual(['Terrace', 'Front', 'Bar']);
    // Moving the first up or the last down changes nothing.
    state = (await asOwner(`${base}/${terrace.id}/move`, { method: 'POST', json: { direction: 'up' } })).data;
    expect(captions(state)).toEqual(['Terrace', 'Front', 'Bar']);
    state = (await asOwner(`${base}/${bar.id}`, { method: 'PUT', json: { caption: 'Bar', active: false } }))
      .data;
    expect(state.photos[2].active).toBe(false);
    const pub = await call(`/api/restaurants/${place.id}`);
    expect(pub.data.photos.map((p: { caption: string }) => p.caption)).toEqual(['Terrace', 'Front']);
    expect((await asOwner(`${base}/${front.id}`, { method: 'DELETE' })).data).toEqual({
      id: front.id,
      deleted: true,
    });
    state = (await asOwner(`/api/restaurants/${place.id}/manage`)).data;
    expect(captions(state)).toEqual(['Terrace', 'Bar']);
  });

  it('adds, changes and deletes discounts; inactive and expired ones are not public', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const base = `/api/restaurants/${place.id}/discounts`;
    const added = await asOwner(base, {
      method: 'POST',
      json: {
        description: '15% off pelau',
        percentage: 15,
        termsConditions: 'Dine in only',
        validFrom: '2026-01-01',
        validUntil: '2099-12-31',
      },
    });
    expect(added.status).toBe(201);
    expect(added.data.discounts).toMatchObject([
      { percentage: 15, validFrom: '2026-01-01', validUntil: '2099-12-31', active: true },
    ]);
    const id = added.data.discounts[0].id;
    await asOwner(base, {
      method: 'POST',
      json: { description: 'Gone', percentage: 50, validFrom: '2020-01-01', validUntil: '2020-01-31' },
    });
    const pub = async () =>
      (await call(`/api/restaurants/${place.id}`)).data.discounts.map(
        (d: { description: string }) => d.description,
      );
    expect(await pub()).toEqual(['15% off pelau']);
    const changed = await asOwner(`${base}/${id}`, {
      method: 'PUT',
      json: { description: '15% off pelau', percentage: 20, validFrom: '', validUntil: '', active: false },
    });
    expect(changed.data.discounts[0]).toMatchObject({ percentage: 20, validFrom: null, active: false });
    expect(await pub()).toEqual([]);
    const removed = await asOwner(`${base}/${id}`, { method: 'DELETE' });
    expect(removed.data).toEqual({ id, deleted: true });
    const left = (await asOwner(`/api/restaurants/${place.id}/manage`)).data.discounts;
    expect(left.map((d: { description: string }) => d.description)).toEqual(['Gone']);
  });
});
