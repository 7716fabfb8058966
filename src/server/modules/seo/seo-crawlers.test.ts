// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { createEvent, createRestaurant } from '../../db/factories';
import { loadSharp } from '../../platform/images';
import { detailPath } from '../../../shared/item-paths';
import { head, seoTestServer } from './testing';

const { t, origin } = seoTestServer({ sitemapLimit: 5 });

describe('robots.txt, sitemap.xml and preview images', () => {
  it('robots.txt keeps admin, member and API paths out and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    for (const line of ['Disallow: /api/', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /settings'])
      expect(res.text).toContain(line);
    expect(res.text).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it('the sitemap lists public pages and active details with lastmod, split into an index past the limit', async () => {
    const e = await createEvent(t.db, { title: 'Mapped Fete' });
    const hidden = await createEvent(t.db, { title: 'Hidden Fete', active: false });
    // The limit is 5 in this file: the site has more URLs, so /sitemap.xml is an index of parts.
    const index = await t.request('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(index.text).toContain('<sitemapindex');
    expect(parts.length).toBeGreaterThan(1);
    const urls: string[] = [];
    for (const part of parts) {
      const res = await t.request(part.slice(origin().length));
      expect(res.status).toBe(200);
      const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(5);
      urls.push(...locs);
    }
    expect(urls).toContain(`${origin()}/fete-guide`);
    for (const page of ['/contact', '/terms', '/privacy']) expect(urls).toContain(`${origin()}${page}`);
    expect(urls).toContain(`${origin()}${detailPath('event', e.id, 'Mapped Fete')}`);
    expect(urls.some((u) => u.includes(hidden.id))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    const withLastmod = await t.request(parts[parts.length - 1]!.slice(origin().length));
    expect(withLastmod.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    expect((await t.request(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
  });

  it("an item's picture becomes a 1200×630 preview, made once and kept in storage", async () => {
    const sharp = await loadSharp();
    const picture = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#3366cc' },
    })
      .webp()
      .toBuffer();
    await t.deps.storage.put('public/images/seo-test.webp', picture, 'image/webp');
    const r = await createRestaurant(t.db, {
      name: 'Pictured',
      imageUrl: t.deps.storage.publicUrl('public/images/seo-test.webp'),
    });
    const h = head((await t.request(detailPath('restaurant', r.id, 'Pictured'))).text);
    const image = h.meta('og:image')!;
    expect(image).toBe(`${origin()}/og/images/seo-test.webp.jpg`);
    const res = await t.app.request(image.slice(origin().length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(await t.deps.storage.get('public/og/images/seo-test.webp.jpg')).not.toBeNull();

    const mark = await t.app.request('/og/fete.png');
    expect(mark.status).toBe(200);
    const markMeta = await sharp(Buffer.from(await mark.arrayBuffer())).metadata();
    expect([markMeta.width, markMeta.height]).toEqual([1200, 630]);
    // Only public pictures, never a path out of the folder.
    expect((await t.app.request('/og/images/..%2F..%2Fsecret.jpg')).status).toBe(404);
    expect((await t.app.request('/og/images/missing.webp.jpg')).status).toBe(404);
  });
});
