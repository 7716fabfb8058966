// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { signInAdmin, newMember } from '../../auth/testing';
import { uniqueTag } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

const app = visitorCache();
const t = testServerForFile({}, { app });

const names = async (query: string) =>
  ((await t.request(`/api/restaurants?${query}`)).data.items as { name: string }[]).map((r) => r.name);

describe("visitors' cached answers and the restaurant writes", () => {
  it('shows each add, edit, deactivation and delete on the public list at the next request', async () => {
    const admin = await signInAdmin(t);
    const owner = await newMember(t);
    const tag = uniqueTag();
    const q = `q=${tag}`;
    expect(await names(q)).toEqual([]);
    const before = app.responseCache.size;
    expect(before).toBeGreaterThan(0);

    const created = await t.request('/api/admin/restaurants', {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: `Shark Hut ${tag}`, location: 'Maracas' },
    });
    const id = created.data.restaurant.id as string;
    expect(await names(q)).toEqual([`Shark Hut ${tag}`]);
    // The detail is cached too, and follows the owner's edit.
    expect((await t.request(`/api/restaurants/${id}`)).data.restaurant.name).toBe(`Shark Hut ${tag}`);

    await t.request(`/api/admin/restaurants/${id}/owner`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ownerId: owner.userId },
    });
    await t.request(`/api/restaurants/${id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { name: `Bake Hut ${tag}`, location: 'Maracas' },
    });
    expect(await names(q)).toEqual([`Bake Hut ${tag}`]);
    expect((await t.request(`/api/restaurants/${id}`)).data.restaurant.name).toBe(`Bake Hut ${tag}`);

    await t.request(`/api/restaurants/${id}/menu-items`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'Bake and shark', priceCents: 1500 },
    });
    expect((await t.request(`/api/restaurants/${id}`)).data.menu).toMatchObject([{ name: 'Bake and shark' }]);

    await t.request(`/api/admin/restaurants/${id}/active`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { active: false },
    });
    expect(await names(q)).toEqual([]);
    expect((await t.request(`/api/restaurants/${id}`)).status).toBe(404);

    await t.request(`/api/admin/restaurants/${id}/active`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { active: true },
    });
    expect(await names(q)).toEqual([`Bake Hut ${tag}`]);
    await t.request(`/api/admin/restaurants/${id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(await names(q)).toEqual([]);
  });
});
