// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productAdminMessages as texts } from '../../../shared/domains/product-admin';
import { createFeaturedItem, createProduct, uniqueTag } from '../../db/factories';
import { featuredItems } from '../../db/schema';
import { uploadImageUrlAs } from '../../test/actors';
import { productBody as body, productsTesting } from './marqet-testing';

const { t, admin, member, asAdmin: call, create, productRow, shopNames } = productsTesting();

describe('PUT /api/admin/products/:id', () => {
  it('replaces the fields; the image is kept when left out, replaced by a new upload, removed with null', async () => {
    const tag = uniqueTag();
    const first = await uploadImageUrlAs(t, admin.cookie, 'marqet');
    const made = await create(tag, { imageUrl: first, sizes: ['S'] });

    const edited = await call(`/api/admin/products/${made.id}`, {
      method: 'PUT',
      json: body(tag, { name: 'Sequin Bikini II', priceCents: 0, sizes: ['xs', 'XS', ' S'], inStock: false }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      name: 'Sequin Bikini II',
      priceCents: 0,
      sizes: ['xs', 'S'],
      inStock: false,
      imageUrl: first,
    });
    expect(await shopNames(tag)).toEqual(['Sequin Bikini II']);

    const second = await uploadImageUrlAs(t, admin.cookie, 'marqet');
    const replaced = await call(`/api/admin/products/${made.id}`, {
      method: 'PUT',
      json: body(tag, { imageUrl: second }),
    });
    expect(replaced.data.imageUrl).toBe(second);
    // Sending the current URL back keeps it (demo images have no upload row to check).
    const same = await call(`/api/admin/products/${made.id}`, {
      method: 'PUT',
      json: body(tag, { imageUrl: second }),
    });
    expect(same.data.imageUrl).toBe(second);
    const removed = await call(`/api/admin/products/${made.id}`, {
      method: 'PUT',
      json: body(tag, { imageUrl: null }),
    });
    expect(removed.data.imageUrl).toBeNull();
  });

  it('keeps an image the seed wrote without an upload row when the form sends it back', async () => {
    const product = await createProduct(t.db, { imageUrl: '/uploads/demo/marqet-bikini.webp' });
    const res = await call(`/api/admin/products/${product.id}`, {
      method: 'PUT',
      json: body('seeded', { imageUrl: '/uploads/demo/marqet-bikini.webp' }),
    });
    expect(res.status).toBe(200);
    expect(res.data.imageUrl).toBe('/uploads/demo/marqet-bikini.webp');
  });

  it('422 with field messages, and the product is unchanged', async () => {
    const tag = uniqueTag();
    const made = await create(tag);
    const res = await call(`/api/admin/products/${made.id}`, {
      method: 'PUT',
      json: body(tag, { name: '', priceCents: -5, active: false }),
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toMatchObject({ name: texts.required, priceCents: texts.price });
    expect(await productRow(made.id)).toMatchObject({
      name: 'Sequin Bikini',
      priceCents: 8_500,
      active: true,
    });
  });
});

describe('activate, deactivate, delete', () => {
  it('an inactive product is gone for visitors and members (shop and home picks), marked for administrators', async () => {
    const tag = uniqueTag();
    const made = await create(tag, { name: 'Withdrawn Wings' });
    await call(`/api/admin/featured/marqet/${made.id}`, { method: 'PUT' });
    const homeIds = async (cookie?: string) =>
      (await t.request('/api/home/marqet', { cookie })).data.items.map((p: { id: string }) => p.id);
    expect(await homeIds()).toContain(made.id);

    const off = await call(`/api/admin/products/${made.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ active: false, featured: true });
    expect(await shopNames(tag)).toEqual([]);
    expect(await shopNames(tag, member.cookie)).toEqual([]);
    expect(await homeIds()).not.toContain(made.id);
    expect(await homeIds(member.cookie)).not.toContain(made.id);
    const forAdmin = await t.request(`/api/products?q=${tag}`, { cookie: admin.cookie });
    expect(forAdmin.data.items).toMatchObject([{ name: 'Withdrawn Wings', active: false }]);

    const on = await call(`/api/admin/products/${made.id}/active`, { method: 'PUT', json: { active: true } });
    expect(on.data.active).toBe(true);
    expect(await shopNames(tag)).toEqual(['Withdrawn Wings']);
    expect((await call(`/api/admin/products/${made.id}/active`, { method: 'PUT', json: {} })).status).toBe(
      422,
    );
  });

  it('deletes the product and its featured row in one go; a second delete is 404', async () => {
    const tag = uniqueTag();
    const made = await create(tag);
    await createFeaturedItem(t.db, 'marqet', made.id);
    const res = await call(`/api/admin/products/${made.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: made.id, deleted: true });
    expect(await productRow(made.id)).toBeUndefined();
    const featured = await t.db
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.itemType, 'marqet'), eq(featuredItems.itemId, made.id)));
    expect(featured).toEqual([]);
    expect(await shopNames(tag)).toEqual([]);
    expect((await call(`/api/admin/products/${made.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
