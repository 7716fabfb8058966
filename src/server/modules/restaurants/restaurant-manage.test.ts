// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurantAdminMessages as texts } from '../../../shared/domains/restaurant-manage';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import {
  createFeaturedItem,
  createLike,
  createMenuItem,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  uniqueTag,
} from '../../db/factories';
import { featuredItems } from '../../db/schema/home';
import { likedRestaurants } from '../../db/schema/likes';
import { restaurantMenuItems } from '../../db/schema/restaurants';
import { uploadAs, uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  owner = await newMember(t, { firstName: 'Roti', lastName: 'Owner' });
  other = await newMember(t, { firstName: 'Nosy', lastName: 'Neighbour' });
});

type Init = { method?: string; json?: unknown; cookie?: string };
const call = (path: string, init: Init = {}) => t.request(path, init);
const asAdmin = (path: string, init: Init = {}) => call(path, { cookie: admin.cookie, ...init });
const asOwner = (path: string, init: Init = {}) => call(path, { cookie: owner.cookie, ...init });

const validRestaurant = { name: 'Doubles Corner', location: 'Curepe Junction' };

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
    expect(blank.data.error).toMatchObject({
      code: 'VALIDATION',
      message: texts.nameAndLocation,
      fields: { name: texts.nameAndLocation, location: texts.nameAndLocation },
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl'],
      [{ eatNowUrl: 'ftp://order.example' }, 'eatNowUrl'],
      [{ cuisine: 'Italian' }, 'cuisine'],
      [{ priceRange: '$$$$$' }, 'priceRange'],
      [{ country: 'Paris' }, 'country'],
      [{ openingTime: '25:00' }, 'openingTime'],
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

describe('the administrators’ manager', () => {
  it('adds a restaurant with defaults and an image; it is listed at once; searched, paged', async () => {
    const tag = uniqueTag();
    const imageUrl = await uploadImageUrl(t, admin.cookie);
    const res = await asAdmin('/api/admin/restaurants', {
      method: 'POST',
      json: { name: `Bake and Shark ${tag}`, location: 'Maracas Bay', imageUrl },
    });
    expect(res.status).toBe(201);
    const created = res.data.restaurant;
    expect(created).toMatchObject({
      name: `Bake and Shark ${tag}`,
      country: 'Trinidad',
      state: 'Port of Spain',
      cuisine: 'Caribbean',
      priceRange: '$$',
      openingTime: '11:00:00',
      closingTime: '22:00:00',
      websiteUrl: null,
      active: true,
      featured: false,
      owner: null,
    });
    expect(created.imageUrl).toBe(imageUrl);
    expect(res.data.can).toEqual({
      edit: true,
      delete: true,
      setActive: true,
      assignOwner: true,
      feature: true,
    });
    const list = await asAdmin(`/api/admin/restaurants?q=${tag}`);
    expect(list.data).toMatchObject({ total: 1, items: [{ id: created.id }] });
    const visitors = await call(`/api/restaurants?q=${tag}`);
    expect(visitors.data.items.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect((await asAdmin('/api/admin/restaurants?q=zzzz-nothing-here')).data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('deactivates (administrators still see it, marked) and reactivates', async () => {
    const tag = uniqueTag();
    const place = await createRestaurant(t.db, { name: `Pelau Pot ${tag}`, description: tag });
    const off = await asAdmin(`/api/admin/restaurants/${place.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.data.restaurant.active).toBe(false);
    expect((await call(`/api/restaurants?q=${tag}`)).data.items).toEqual([]);
    expect((await call(`/api/restaurants/${place.id}`, { cookie: other.cookie })).status).toBe(404);
    const adminList = await asAdmin(`/api/restaurants?q=${tag}`);
    expect(adminList.data.items).toMatchObject([{ id: place.id, active: false }]);
    expect((await asAdmin(`/api/admin/restaurants?q=${tag}`)).data.items[0].active).toBe(false);
    await asAdmin(`/api/admin/restaurants/${place.id}/active`, { method: 'PUT', json: { active: true } });
    expect((await call(`/api/restaurants?q=${tag}`)).data.items).toHaveLength(1);
  });

  it('assigns and removes the owner; the owner sees their restaurant and may then manage it', async () => {
    const fresh = await newMember(t, { firstName: 'Fresh', lastName: 'Owner' });
    const place = await createRestaurant(t.db);
    expect((await call('/api/me/restaurants', { cookie: fresh.cookie })).data).toEqual({ items: [] });
    expect((await call(`/api/restaurants/${place.id}/manage`, { cookie: fresh.cookie })).status).toBe(403);
    const res = await asAdmin(`/api/admin/restaurants/${place.id}/owner`, {
      method: 'PUT',
      json: { ownerId: fresh.userId },
    });
    expect(res.data.restaurant.owner).toEqual({
      id: fresh.userId,
      firstName: 'Fresh',
      lastName: 'Owner',
      email: fresh.input.email,
    });
    expect((await call('/api/me/restaurants', { cookie: fresh.cookie })).data).toEqual({
      items: [{ id: place.id, name: place.name, active: true }],
    });
    const mine = await call(`/api/restaurants/${place.id}/manage`, { cookie: fresh.cookie });
    expect(mine.status).toBe(200);
    expect(mine.data.can).toEqual({
      edit: true,
      delete: false,
      setActive: false,
      assignOwner: false,
      feature: false,
    });
    await asAdmin(`/api/admin/restaurants/${place.id}/owner`, { method: 'PUT', json: { ownerId: null } });
    expect((await call('/api/me/restaurants', { cookie: fresh.cookie })).data.items).toEqual([]);
    expect((await call(`/api/restaurants/${place.id}/manage`, { cookie: fresh.cookie })).status).toBe(403);
  });

  it('deletes a restaurant with its menu, likes and featured row (decision 0013)', async () => {
    const place = await createRestaurant(t.db, { ownerId: owner.userId });
    await createMenuItem(t.db, place.id);
    await createLike(t.db, 'restaurant', other.userId, place.id);
    await createFeaturedItem(t.db, 'restaurant', place.id);
    const res = await asAdmin(`/api/admin/restaurants/${place.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: place.id, deleted: true });
    expect((await call(`/api/restaurants/${place.id}`)).status).toBe(404);
    const featured = await t.db
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.itemType, 'restaurant'), eq(featuredItems.itemId, place.id)));
    expect(featured).toEqual([]);
    expect(
      await t.db.select().from(likedRestaurants).where(eq(likedRestaurants.restaurantId, place.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(restaurantMenuItems).where(eq(restaurantMenuItems.restaurantId, place.id)),
    ).toEqual([]);
    expect((await asOwner('/api/me/restaurants')).data.items.map((r: { id: string }) => r.id)).not.toContain(
      place.id,
    );
    expect((await asAdmin(`/api/admin/restaurants/${place.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

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
