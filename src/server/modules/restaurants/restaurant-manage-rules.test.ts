// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { restaurantAdminMessages as texts } from '../../../shared/domains/restaurant-manage';
import {
  createMenuItem,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
} from '../../db/factories';
import { uploadAs, uploadImageUrl } from '../../test/actors';
import { restaurantManageTesting, validRestaurant } from './restaurant-manage-testing';
import { validationError } from '../../test/errors';

const { t, owner, other, call, asAdmin, asOwner } = restaurantManageTesting();

/** Every owner-or-admin route of a restaurant, with a body it would accept. */
async function ownerWrites(id: string): Promise<Array<[string, string, unknown]>> {
  const item = await createMenuItem(t.db, id);
  const photo = await createRestaurantPhoto(t.db, id);
  const discount = await createRestaurantDiscount(t.db, id);
  return [
    ['GET', `/api/restaurants/${id}/manage`, undefined],
    ['PUT', `/api/restaurants/${id}`, validRestaurant],
    ['POST', `/api/restaurants/${id}/menu-items`, { name: 'Pholourie', priceCents: 500 }],
    ['PUT', `/api/restaurants/${id}/menu-items/${item.id}`, { name: 'Pholourie', priceCents: 500 }],
    ['DELETE', `/api/restaurants/${id}/menu-items/${item.id}`, undefined],
    ['POST', `/api/restaurants/${id}/photos`, { imageUrl: '/uploads/nothing.webp' }],
    ['PUT', `/api/restaurants/${id}/photos/${photo.id}`, { caption: 'Bar' }],
    ['POST', `/api/restaurants/${id}/photos/${photo.id}/move`, { direction: 'up' }],
    ['DELETE', `/api/restaurants/${id}/photos/${photo.id}`, undefined],
    ['POST', `/api/restaurants/${id}/discounts`, { description: 'Lunch', percentage: 10 }],
    ['PUT', `/api/restaurants/${id}/discounts/${discount.id}`, { description: 'Lunch', percentage: 10 }],
    ['DELETE', `/api/restaurants/${id}/discounts/${discount.id}`, undefined],
  ];
}

const adminWrites = (id: string): Array<[string, string, unknown]> => [
  ['GET', '/api/admin/restaurants', undefined],
  ['POST', '/api/admin/restaurants', validRestaurant],
  ['DELETE', `/api/admin/restaurants/${id}`, undefined],
  ['PUT', `/api/admin/restaurants/${id}/active`, { active: false }],
  ['PUT', `/api/admin/restaurants/${id}/owner`, { ownerId: null }],
];

describe('who may manage a restaurant', () => {
  it('401 for visitors everywhere; 403 for members (the owner too) on the administrators’ routes', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    for (const [method, path, json] of [...adminWrites(place.id), ...(await ownerWrites(place.id))]) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.data.error.code).toBe('UNAUTHENTICATED');
    }
    for (const [method, path, json] of adminWrites(place.id)) {
      const res = await asOwner(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error.code).toBe('FORBIDDEN');
    }
    const row = (await asAdmin(`/api/restaurants/${place.id}/manage`)).data.restaurant;
    expect(row).toMatchObject({ active: true, owner: { id: owner.userId } });
  });

  it('403 for another member on a listed restaurant, 404 on an unlisted one; nothing changes', async () => {
    const listed = await createRestaurant(t.db, { ownerId: owner.userId, name: 'Listed Place' });
    const hidden = await createRestaurant(t.db, { ownerId: owner.userId, name: 'Hidden', active: false });
    for (const [method, path, json] of await ownerWrites(listed.id)) {
      const res = await call(path, { method, json, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.error.code).toBe('FORBIDDEN');
    }
    for (const [method, path, json] of await ownerWrites(hidden.id)) {
      const res = await call(path, { method, json, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe('Restaurant not found');
    }
    const after = (await asOwner(`/api/restaurants/${listed.id}/manage`)).data;
    expect(after.restaurant.name).toBe('Listed Place');
    expect(after.menu).toHaveLength(1);
    expect(after.photos).toHaveLength(1);
    expect(after.discounts).toHaveLength(1);
    // The owner manages their restaurant while it is inactive too.
    expect((await asOwner(`/api/restaurants/${hidden.id}/manage`)).data.restaurant.active).toBe(false);
  });

  it("404 'Restaurant not found' for unknown and malformed restaurants; the item's own text for unknown items", async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      for (const [method, path, json] of [
        ...adminWrites(id).slice(2),
        ['GET', `/api/restaurants/${id}/manage`, undefined] as [string, string, unknown],
        ['PUT', `/api/restaurants/${id}`, validRestaurant] as [string, string, unknown],
        ['POST', `/api/restaurants/${id}/discounts`, { description: 'x', percentage: 5 }] as [
          string,
          string,
          unknown,
        ],
      ]) {
        const res = await asAdmin(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.data.error.message).toBe('Restaurant not found');
      }
    }
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const cases: Array<[string, string, unknown, string]> = [
      ['PUT', `menu-items/${randomUUID()}`, { name: 'x', priceCents: 1 }, texts.menuItemNotFound],
      ['DELETE', `menu-items/not-an-id`, undefined, texts.menuItemNotFound],
      ['PUT', `photos/${randomUUID()}`, { caption: 'x' }, texts.photoNotFound],
      ['POST', `photos/${randomUUID()}/move`, { direction: 'down' }, texts.photoNotFound],
      ['DELETE', `discounts/${randomUUID()}`, undefined, texts.discountNotFound],
    ];
    for (const [method, rest, json, message] of cases) {
      const res = await asOwner(`/api/restaurants/${place.id}/${rest}`, { method, json });
      expect(res.status, rest).toBe(404);
      expect(res.data.error.message).toBe(message);
    }
    // Another restaurant's menu item is not this restaurant's.
    const elsewhere = await createMenuItem(t.db, (await createRestaurant(t.db)).id);
    const res = await asAdmin(`/api/restaurants/${place.id}/menu-items/${elsewhere.id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(404);
  });
});

describe('validation (422 with field messages)', () => {
  it('refuses a restaurant without name or location, bad links, lists and unknown fields', async () => {
    const blank = await asAdmin('/api/admin/restaurants', {
      method: 'POST',
      json: { name: ' ', location: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.data.error).toMatchObject(validationError(texts.nameAndLocation, 'name', 'location'));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl'],
      [{ eatNowUrl: 'ftp://order.example' }, 'eatNowUrl'],
      [{ cuisine: 'Italian' }, 'cuisine'],
      [{ priceRange: '$$$$$' }, 'priceRange'],
      [{ country: 'Paris' }, 'country'],
      [{ openingTime: '25:00' }, 'openingTime'],
      [{ latitude: 91, longitude: 0 }, 'latitude'],
      [{ latitude: 10, longitude: -181 }, 'longitude'],
      [{ latitude: 'north', longitude: 0 }, 'latitude'],
      [{ latitude: 10.65 }, 'longitude'],
      [{ longitude: -61.5 }, 'latitude'],
      [{ imageUrl: '/uploads/not-an-upload.webp' }, 'imageUrl'],
      [{ imageUrl: 'https://stock.example/photo.jpg' }, 'imageUrl'],
      [{ ownerId: owner.userId }, '_'],
      [{ active: false }, '_'],
    ];
    for (const [extra, field] of cases) {
      const res = await asAdmin('/api/admin/restaurants', {
        method: 'POST',
        json: { ...validRestaurant, ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.data.error.fields), JSON.stringify(extra)).toContain(field);
    }
  });

  it('refuses menu items without name or price, negative prices, bad percentages and validity out of order', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const base = `/api/restaurants/${place.id}`;
    const noPrice = await asOwner(`${base}/menu-items`, { method: 'POST', json: { name: 'Bake' } });
    expect(noPrice.status).toBe(422);
    expect(noPrice.data.error.fields).toEqual({ priceCents: texts.menuItemRequired });
    const noName = await asOwner(`${base}/menu-items`, { method: 'POST', json: { name: '', priceCents: 1 } });
    expect(noName.data.error.fields).toEqual({ name: texts.menuItemRequired });
    for (const priceCents of [-1, 1.5]) {
      const res = await asOwner(`${base}/menu-items`, { method: 'POST', json: { name: 'Bake', priceCents } });
      expect(res.status).toBe(422);
      expect(res.data.error.fields.priceCents).toBe(texts.price);
    }
    const noDiscount = await asOwner(`${base}/discounts`, { method: 'POST', json: {} });
    expect(noDiscount.data.error.fields).toEqual({
      description: texts.discountRequired,
      percentage: texts.discountRequired,
    });
    for (const percentage of [0, 101, 12.5]) {
      const res = await asOwner(`${base}/discounts`, {
        method: 'POST',
        json: { description: 'Lunch', percentage },
      });
      expect(res.data.error.fields.percentage, String(percentage)).toBe(texts.percentage);
    }
    const order = await asOwner(`${base}/discounts`, {
      method: 'POST',
      json: { description: 'Lunch', percentage: 10, validFrom: '2027-03-10', validUntil: '2027-03-09' },
    });
    expect(order.data.error.fields).toEqual({ validUntil: texts.validity });
    const owned = await asOwner(base, { method: 'PUT', json: { ...validRestaurant, active: false } });
    expect(owned.status).toBe(422);
    expect((await asOwner(`${base}/manage`)).data).toMatchObject({
      restaurant: { active: true },
      menu: [],
      discounts: [],
    });
  });

  it("refuses an owner who is not a member, and an image that is not the caller's own", async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    const res = await asAdmin(`/api/admin/restaurants/${place.id}/owner`, {
      method: 'PUT',
      json: { ownerId: 'no-such-member' },
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toEqual({ ownerId: texts.memberNotFound });
    const othersImage = await uploadImageUrl(t, other.cookie);
    const photo = await asOwner(`/api/restaurants/${place.id}/photos`, {
      method: 'POST',
      json: { imageUrl: othersImage },
    });
    expect(photo.status).toBe(422);
    expect(photo.data.error.fields).toEqual({ imageUrl: texts.photoRequired });
    const resume = await uploadAs(t, owner.cookie, 'resume');
    const asResume = await asOwner(`/api/restaurants/${place.id}/photos`, {
      method: 'POST',
      json: { imageUrl: `/api/files/${resume}` },
    });
    expect(asResume.status).toBe(422);
  });
});
