// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { adminForFile } from '../../auth/testing';
import { uniqueTag } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

/**
 * The products and providers managers write through the API, so the write watch clears the visitors'
 * response cache: a visitor's next read of the shop or Fete Faces shows the change, even with answers kept
 * for a minute.
 */
const app = visitorCache();
const t = testServerForFile({}, { app });
const admin = adminForFile(t);

const call = (path: string, method: string, json?: unknown) =>
  t.request(path, { method, json, cookie: admin.cookie });

describe('the managers’ writes reach visitors through the response cache at once', () => {
  it('products: added, edited, deactivated and deleted show on the next visitor read of /api/products', async () => {
    const tag = uniqueTag();
    const shop = async () => {
      const res = await t.request(`/api/products?q=${tag}`);
      expect(res.status).toBe(200);
      return res.data.items.map((p: { name: string }) => p.name);
    };
    expect(await shop()).toEqual([]);
    expect(app.responseCache.size).toBeGreaterThan(0);

    const made = await call('/api/admin/products', 'POST', {
      name: 'Cached Crown',
      brand: `Crown Co ${tag}`,
      priceCents: 4_000,
    });
    expect(made.status).toBe(201);
    expect(await shop()).toEqual(['Cached Crown']);

    const edited = await call(`/api/admin/products/${made.data.id}`, 'PUT', {
      name: 'Cached Crown Deluxe',
      brand: `Crown Co ${tag}`,
      priceCents: 4_500,
    });
    expect(edited.status).toBe(200);
    expect(await shop()).toEqual(['Cached Crown Deluxe']);

    await call(`/api/admin/products/${made.data.id}/active`, 'PUT', { active: false });
    expect(await shop()).toEqual([]);
    await call(`/api/admin/products/${made.data.id}/active`, 'PUT', { active: true });
    expect(await shop()).toEqual(['Cached Crown Deluxe']);
    await call(`/api/admin/products/${made.data.id}`, 'DELETE');
    expect(await shop()).toEqual([]);
  });

  it('providers: added, edited, deactivated show on the next visitor read of the list and the page', async () => {
    const tag = uniqueTag();
    const faces = async () =>
      (await t.request(`/api/providers?q=${tag}`)).data.items.map((p: { firstName: string }) => p.firstName);
    expect(await faces()).toEqual([]);

    const made = await call('/api/admin/providers', 'POST', {
      firstName: 'Cached',
      lastName: 'Artist',
      bio: `Glam ${tag}`,
    });
    expect(made.status).toBe(201);
    const id = made.data.id as string;
    expect(await faces()).toEqual(['Cached']);
    expect((await t.request(`/api/providers/${id}`)).status).toBe(200);

    await call(`/api/admin/providers/${id}`, 'PUT', {
      firstName: 'Renamed',
      lastName: 'Artist',
      bio: `Glam ${tag}`,
    });
    expect(await faces()).toEqual(['Renamed']);
    expect((await t.request(`/api/providers/${id}`)).data.provider.firstName).toBe('Renamed');

    await call(`/api/admin/providers/${id}/active`, 'PUT', { active: false });
    expect(await faces()).toEqual([]);
    expect((await t.request(`/api/providers/${id}`)).status).toBe(404);
  });
});
