// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '../../auth/testing';
import {
  createFeaturedItem,
  createLike,
  createMenuItem,
  createRestaurant,
  uniqueTag,
} from '../../db/factories';
import { featuredItems } from '../../db/schema/home';
import { likedRestaurants } from '../../db/schema/likes';
import { restaurantMenuItems } from '../../db/schema/restaurants';
import { uploadImageUrl } from '../../test/actors';
import { restaurantManageTesting } from './restaurant-manage-testing';

const { t, admin, owner, other, call, asAdmin, asOwner } = restaurantManageTesting();

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

  it('marks a featured restaurant in the manager’s list and on its owner’s page (the home page features it)', async () => {
    const tag = uniqueTag();
    const place = await createRestaurant(t.db, { name: `Roti Hut ${tag}`, ownerId: owner.userId });
    await createRestaurant(t.db, { name: `Roti Shop ${tag}` });
    await createFeaturedItem(t.db, 'restaurant', place.id);
    const list = await asAdmin(`/api/admin/restaurants?q=${tag}`);
    expect(list.data.items.map((r: { name: string; featured: boolean }) => [r.name, r.featured])).toEqual([
      [`Roti Hut ${tag}`, true],
      [`Roti Shop ${tag}`, false],
    ]);
    expect((await asOwner(`/api/restaurants/${place.id}/manage`)).data.restaurant.featured).toBe(true);
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
