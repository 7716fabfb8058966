// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { productAdminMessages as texts } from '../../../shared/domains/product-admin';
import { expectAdminOnly, type AdminRoute } from '../../auth/testing';
import { createProduct, uniqueTag } from '../../db/factories';
import { uploadImageUrlAs } from '../../test/actors';
import { UNKNOWN, productBody as body, productsTesting } from './marqet-testing';

const { t, admin, member, asAdmin: call, create, productRow, shopNames } = productsTesting();

describe('who may call the products manager', () => {
  it('401 for visitors and 403 for members on every route; nothing changes', async () => {
    const product = await createProduct(t.db, { name: 'Guarded Chain' });
    const routes: AdminRoute[] = [
      ['GET', '/api/admin/products', undefined],
      ['POST', '/api/admin/products', body('guard')],
      ['PUT', `/api/admin/products/${product.id}`, body('guard')],
      ['PUT', `/api/admin/products/${product.id}/active`, { active: false }],
      ['DELETE', `/api/admin/products/${product.id}`, undefined],
    ];
    await expectAdminOnly(t, member, routes);
    expect(await productRow(product.id)).toMatchObject({ name: 'Guarded Chain', active: true });
  });

  it("404 'Product not found' for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      for (const [method, path, json] of [
        ['PUT', `/api/admin/products/${id}`, body('missing')],
        ['PUT', `/api/admin/products/${id}/active`, { active: true }],
        ['DELETE', `/api/admin/products/${id}`, undefined],
      ] as Array<[string, string, unknown]>) {
        const res = await call(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.data.error.message).toBe(texts.notFound);
      }
    }
  });
});

describe('POST /api/admin/products', () => {
  it('adds a product with the defaults, cleaning sizes and colours on the server', async () => {
    const tag = uniqueTag();
    const res = await call('/api/admin/products', {
      method: 'POST',
      json: {
        ...body(tag),
        sizes: [' M ', 'm', '', '   ', 'L', 'XL ', 'xl', 'L'],
        colors: ['Gold', ' gold', 'Red  ', ''],
        externalUrl: ' https://islandthreads.example/bikini ',
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(String),
      name: 'Sequin Bikini',
      description: `Sparkles on the road ${tag}`,
      brand: 'Island Threads',
      category: 'Accessories',
      priceCents: 8_500,
      imageUrl: null,
      externalUrl: 'https://islandthreads.example/bikini',
      inStock: true,
      sizes: ['M', 'L', 'XL'],
      colors: ['Gold', 'Red'],
      active: true,
      featured: false,
    });
    expect(await productRow(res.data.id)).toMatchObject({ sizes: ['M', 'L', 'XL'], colors: ['Gold', 'Red'] });
    // Visible in the shop at once.
    expect(await shopNames(tag)).toEqual(['Sequin Bikini']);
  });

  it("422 'Please fill in all required fields' without a name, brand or price", async () => {
    for (const missing of ['name', 'brand', 'priceCents']) {
      const json: Record<string, unknown> = body('required');
      delete json[missing];
      const res = await call('/api/admin/products', { method: 'POST', json });
      expect(res.status, missing).toBe(422);
      expect(res.data.error.message).toBe(texts.required);
      expect(res.data.error.fields[missing]).toBe(texts.required);
    }
    const blank = await call('/api/admin/products', {
      method: 'POST',
      json: body('blank', { name: '   ', brand: '' }),
    });
    expect(blank.data.error.fields).toMatchObject({ name: texts.required, brand: texts.required });
  });

  it('422 for a negative or fractional price, an unknown category, a link that is not http(s), unknown fields', async () => {
    const tag = uniqueTag();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ priceCents: -1 }, 'priceCents', texts.price],
      [{ priceCents: 10.5 }, 'priceCents', texts.priceWhole],
      [{ priceCents: '85' }, 'priceCents', texts.required],
      [{ category: 'Hats' }, 'category', texts.category],
      [
        { externalUrl: 'javascript:alert(1)' },
        'externalUrl',
        'Please enter a valid link starting with http:// or https://',
      ],
      [{ sizes: ['x'.repeat(41)] }, 'sizes.0', texts.option],
      [{ sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }, 'sizes', texts.options],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('/api/admin/products', { method: 'POST', json: body(tag, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.data.error.fields[field], JSON.stringify(extra)).toBe(message);
    }
    for (const extra of [{ featured: true }, { registrationId: UNKNOWN }, { createdAt: '2020-01-01' }]) {
      const res = await call('/api/admin/products', { method: 'POST', json: body(tag, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(422);
    }
    expect(await shopNames(tag, admin.cookie)).toEqual([]);
  });

  it('takes an image only from a shop upload; anything else is 422 on imageUrl and nothing is written', async () => {
    const tag = uniqueTag();
    const url = await uploadImageUrlAs(t, admin.cookie, 'marqet');
    const made = await create(tag, { imageUrl: url });
    expect(made.imageUrl).toBe(url);

    const listingImage = await uploadImageUrlAs(t, admin.cookie, 'image');
    for (const imageUrl of [listingImage, 'https://elsewhere.example/x.webp', `/uploads/${UNKNOWN}.webp`]) {
      const res = await call('/api/admin/products', {
        method: 'POST',
        json: body(tag, { name: 'Not written', imageUrl }),
      });
      expect(res.status, imageUrl).toBe(422);
      expect(res.data.error.fields.imageUrl).toBe(texts.image);
    }
    // A member's vendor-registration image may become a shop product's (the marqet-image rule).
    const membersImage = await uploadImageUrlAs(t, member.cookie, 'marqet');
    expect((await create(tag, { name: 'From a vendor', imageUrl: membersImage })).imageUrl).toBe(
      membersImage,
    );
    expect((await shopNames(tag)).sort()).toEqual(['From a vendor', 'Sequin Bikini']);
  });
});

describe('GET /api/admin/products', () => {
  it('searches name, description, brand and category; newest first; inactive ones included', async () => {
    const tag = uniqueTag();
    const first = await create(tag, { name: 'Feather Fan', brand: 'Plume House', category: 'Costumes' });
    await create(tag, { name: 'Glitter Boots', brand: 'Road Ready', category: 'Footwear' });
    await call(`/api/admin/products/${first.id}/active`, { method: 'PUT', json: { active: false } });

    const names = async (q: string) =>
      (await call(`/api/admin/products?q=${encodeURIComponent(q)}&pageSize=100`)).data.items
        .filter((p: { description: string }) => p.description.includes(tag))
        .map((p: { name: string }) => p.name);
    expect(await names(tag)).toEqual(['Glitter Boots', 'Feather Fan']);
    expect(await names('plume')).toEqual(['Feather Fan']);
    expect(await names('FOOTWEAR')).toEqual(['Glitter Boots']);
    expect(await names('costum')).toEqual(['Feather Fan']);
    expect(await names('glitter')).toEqual(['Glitter Boots']);
    const page = await call(`/api/admin/products?q=${tag}&pageSize=1&page=2`);
    expect(page.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.data.items[0]).toMatchObject({ name: 'Feather Fan', active: false });
    expect((await call('/api/admin/products?pageSize=101')).status).toBe(422);
  });
});
