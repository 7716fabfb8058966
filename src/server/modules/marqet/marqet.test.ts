// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { signedInForFile } from '../../auth/testing';
import { cents, createFeaturedItem, createProduct, uniqueTag } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { names, taggedRows } from '../../test/lists';
import { maxCents, minCents } from './service';
import { validationError } from '../../test/errors';

const t = testServerForFile();
const { member, admin } = signedInForFile(t);

const productsTagged = taggedRows(t, createProduct, 'Carnival wear');

const list = (query: string, cookie?: string) => t.request(`/api/products?${query}`, { cookie });

describe('GET /api/products', () => {
  it('lists products by name with the tile shape and the featured star', async () => {
    const tag = uniqueTag();
    const [bikini, backpiece] = await productsTagged(tag, [
      { name: 'Soca Sparkle Bikini', category: 'Swimwear', priceCents: 12_000, inStock: false },
      { name: 'Feather Backpiece', category: 'Costumes', priceCents: 38_500 },
    ]);
    await createFeaturedItem(t.db, 'marqet', backpiece!.id);
    const res = await list(`q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 2, page: 1, pageSize: 24 });
    expect(names(res)).toEqual(['Feather Backpiece', 'Soca Sparkle Bikini']);
    expect(res.data.items[1]).toEqual({
      id: bikini!.id,
      name: 'Soca Sparkle Bikini',
      description: bikini!.description,
      brand: bikini!.brand,
      category: 'Swimwear',
      priceCents: 12_000,
      imageUrl: null,
      externalUrl: bikini!.externalUrl,
      inStock: false,
      sizes: bikini!.sizes,
      colors: bikini!.colors,
      active: true,
      featured: false,
    });
    expect(res.data.items[0].featured).toBe(true);
  });

  it('filters by category; an unknown category is 422', async () => {
    const tag = uniqueTag();
    await productsTagged(tag, [
      { name: 'Tank', category: 'Tanks' },
      { name: 'Chain', category: 'Body Jewelry' },
    ]);
    expect(names(await list(`q=${tag}&category=Body%20Jewelry`))).toEqual(['Chain']);
    expect(names(await list(`q=${tag}&category=`))).toEqual(['Chain', 'Tank']);
    const bad = await list(`q=${tag}&category=Hats`);
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.category).toBe('Please choose a category from the list');
  });

  it('keeps prices between the minimum and maximum, both inclusive, in dollars', async () => {
    const tag = uniqueTag();
    await productsTagged(tag, [
      { name: 'A ten', priceCents: cents(10) },
      { name: 'B nineteen ninety-nine', priceCents: cents(19.99) },
      { name: 'C twenty', priceCents: cents(20) },
      { name: 'D thirty', priceCents: cents(30) },
      { name: 'E free', priceCents: 0 },
    ]);
    expect(names(await list(`q=${tag}&minPrice=10&maxPrice=20`))).toEqual([
      'A ten',
      'B nineteen ninety-nine',
      'C twenty',
    ]);
    expect(names(await list(`q=${tag}&minPrice=19.99&maxPrice=19.99`))).toEqual(['B nineteen ninety-nine']);
    expect(names(await list(`q=${tag}&minPrice=10.01`))).toEqual([
      'B nineteen ninety-nine',
      'C twenty',
      'D thirty',
    ]);
    expect(names(await list(`q=${tag}&maxPrice=0`))).toEqual(['E free']);
    expect(names(await list(`q=${tag}&minPrice=0&maxPrice=1000`))).toHaveLength(5);
    expect((await list(`q=${tag}&minPrice=&maxPrice=`)).data.total).toBe(5);
  });

  it("422 'Minimum price cannot exceed maximum price' and for prices that are not numbers of 0 or more", async () => {
    const res = await list('minPrice=50&maxPrice=20');
    expect(res.status).toBe(422);
    expect(res.data.error).toEqual(validationError('Minimum price cannot exceed maximum price', 'minPrice'));
    for (const bad of [
      'minPrice=-1',
      'maxPrice=-0.01',
      'minPrice=abc',
      'maxPrice=Infinity',
      'maxPrice=1e12',
    ]) {
      const r = await list(bad);
      expect(r.status, bad).toBe(422);
      expect(Object.values(r.data.error.fields)).toContain('Please enter a price of 0 or more');
    }
  });

  it('searches name, description and brand, case-insensitively', async () => {
    const tag = uniqueTag();
    await productsTagged(tag, [
      { name: 'Glitter Waist Chain', brand: 'Coral Gold Jewels', description: 'Crystal drops' },
      { name: 'Road March Crop Top', brand: 'Soca Stitch', description: 'Steel pan print' },
    ]);
    const within = async (q: string) => {
      const res = await list(`q=${encodeURIComponent(q)}&pageSize=100`);
      return res.data.items
        .filter((p: { description: string }) => p.description.includes(tag))
        .map((p: { name: string }) => p.name);
    };
    expect(await within('coral GOLD')).toEqual(['Glitter Waist Chain']);
    expect(await within('soca stitch')).toEqual(['Road March Crop Top']);
    expect(await within('waist')).toEqual(['Glitter Waist Chain']);
    expect(await within('STEEL PAN')).toEqual(['Road March Crop Top']);
    expect((await list(`q=${encodeURIComponent('%')}${tag}`)).data.total).toBe(0);
  });

  it('paginates on the server with the total of all matches', async () => {
    const tag = uniqueTag();
    await productsTagged(
      tag,
      ['P1', 'P2', 'P3', 'P4', 'P5'].map((name) => ({ name })),
    );
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`q=${tag}&pageSize=2&page=${page}`)));
    expect(pages.map(names)).toEqual([['P1', 'P2'], ['P3', 'P4'], ['P5'], []]);
    for (const page of pages) expect(page.data).toMatchObject({ total: 5, pageSize: 2 });
    expect((await list(`q=${tag}&pageSize=101`)).status).toBe(422);
  });

  it('hides inactive products from visitors and members, not from administrators', async () => {
    const tag = uniqueTag();
    await productsTagged(tag, [{ name: 'On sale' }, { name: 'Withdrawn', active: false }]);
    expect(names(await list(`q=${tag}`))).toEqual(['On sale']);
    expect(names(await list(`q=${tag}`, member.cookie))).toEqual(['On sale']);
    const forAdmin = await list(`q=${tag}`, admin.cookie);
    expect(names(forAdmin)).toEqual(['On sale', 'Withdrawn']);
    expect(forAdmin.data.items[1].active).toBe(false);
  });
});

describe('GET /api/products/:id', () => {
  const one = (id: string, cookie?: string) => t.request(`/api/products/${id}`, { cookie });

  it('answers one product as its tile shows it, with the featured star, to everyone', async () => {
    const [mask] = await productsTagged(uniqueTag(), [
      { name: 'Jewelled Mask', brand: 'Mas Camp', priceCents: 4_550, inStock: false },
    ]);
    await createFeaturedItem(t.db, 'marqet', mask!.id);
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const res = await one(mask!.id, cookie);
      expect(res.status).toBe(200);
      expect(res.data.product).toEqual({
        id: mask!.id,
        name: 'Jewelled Mask',
        description: mask!.description,
        brand: 'Mas Camp',
        category: mask!.category,
        priceCents: 4_550,
        imageUrl: null,
        externalUrl: mask!.externalUrl,
        inStock: false,
        sizes: mask!.sizes,
        colors: mask!.colors,
        active: true,
        featured: true,
      });
    }
  });

  it("is 404 'Product not found' once deactivated, except to administrators; and for unknown ids", async () => {
    const [fan] = await productsTagged(uniqueTag(), [{ name: 'Feather Fan' }]);
    // Read once first, so the answer is in the shared pages and the deactivation has to clear it.
    expect((await one(fan!.id)).status).toBe(200);
    const off = await t.request(`/api/admin/products/${fan!.id}/active`, {
      method: 'PUT',
      json: { active: false },
      cookie: admin.cookie,
    });
    expect(off.status).toBe(200);
    for (const cookie of [undefined, member.cookie]) {
      const res = await one(fan!.id, cookie);
      expect(res.status).toBe(404);
      expect(res.data.error).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    }
    const forAdmin = await one(fan!.id, admin.cookie);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.data.product).toMatchObject({ name: 'Feather Fan', active: false });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'feather-fan', 'not-a-uuid']) {
      const res = await one(id);
      expect(res.status, id).toBe(404);
      expect(res.data.error.message).toBe('Product not found');
    }
  });
});

describe('dollar bounds to cents', () => {
  it('keeps the bounds inclusive without float drift', () => {
    expect(minCents(19.99)).toBe(1999);
    expect(maxCents(19.99)).toBe(1999);
    expect(minCents(10.001)).toBe(1001);
    expect(maxCents(9.999)).toBe(999);
    expect(minCents(0)).toBe(0);
  });
});
