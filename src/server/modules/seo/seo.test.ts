// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newMember } from '../../auth/testing';
import { createBand, createEvent, createProduct, createProvider, createRestaurant } from '../../db/factories';
import { events } from '../../db/schema';
import { loadSharp } from '../../platform/images';
import { testServerForFile } from '../../test/harness';
import { detailPath, idFromSlugId, slugify } from '../../../shared/item-paths';
import { isoWithOffset } from './structured-data';

// A built document as Vite leaves it (title and description in the head), served by the app like dist/web.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-seo-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n name="description"\n content="Built description" />' +
    '<title>Built title</title><script type="module" src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const t = testServerForFile({}, { app: { webDir, seo: { sitemapLimit: 5 } } });
const origin = () => t.deps.config.publicUrl;

/** The head of a document, read like a previewer does: without running any script. */
function head(html: string) {
  const h = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(h);
    return tag ? unescape(tag[1]!) : undefined;
  };
  const titles = [...h.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!));
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(h);
  const graph = ld ? (JSON.parse(ld[1]!) as { '@context': string; '@graph': Record<string, any>[] }) : null;
  return {
    raw: h,
    titles,
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(h)?.[1],
    graph,
    thing: (type: string) => graph?.['@graph'].find((x) => x['@type'] === type),
  };
}
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The properties each schema.org type needs for search results (the search engines' structured-data
 * requirements); every description the site makes must carry them.
 */
const REQUIRED: Record<string, string[]> = {
  Event: ['name', 'startDate', 'location'],
  Restaurant: ['name', 'address'],
  Product: ['name', 'offers'],
  Person: ['name'],
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  WebSite: ['name', 'url'],
  Offer: ['price', 'priceCurrency'],
  Place: ['name', 'address'],
  ListItem: ['position', 'name', 'item'],
};
function expectRequired(thing: Record<string, any>) {
  for (const key of REQUIRED[thing['@type']] ?? [])
    expect(thing[key], `${thing['@type']}.${key}`).toBeDefined();
  for (const value of Object.values(thing)) {
    for (const inner of Array.isArray(value) ? value : [value])
      if (inner && typeof inner === 'object' && '@type' in inner) expectRequired(inner);
  }
}

describe('readable addresses (shared/item-paths)', () => {
  it('slugs words, folds accents, keeps the id deciding', () => {
    expect(slugify('Soca Brunch & Lime: 2026!')).toBe('soca-brunch-and-lime-2026');
    expect(slugify('Crop Över')).toBe('crop-over');
    expect(slugify('***')).toBe('');
    const id = '0b7c2e4a-1111-4222-8333-944445555666';
    expect(detailPath('event', id, 'Soca Brunch')).toBe(`/events/soca-brunch-${id}`);
    expect(detailPath('event', id, '!!!')).toBe(`/events/${id}`);
    expect(idFromSlugId(`soca-brunch-${id}`)).toBe(id);
    expect(idFromSlugId(id)).toBe(id);
    expect(idFromSlugId('not-an-id')).toBe('not-an-id');
  });

  it('writes an event time with its zone offset that day (DST included)', () => {
    expect(isoWithOffset('2026-02-14', '20:00:00', 'America/Port_of_Spain')).toBe(
      '2026-02-14T20:00:00-04:00',
    );
    expect(isoWithOffset('2026-07-04', '20:00', 'America/New_York')).toBe('2026-07-04T20:00:00-04:00');
    expect(isoWithOffset('2026-01-04', '20:00', 'America/New_York')).toBe('2026-01-04T20:00:00-05:00');
    expect(isoWithOffset('2026-01-04', '09:30', 'Asia/Kolkata')).toBe('2026-01-04T09:30:00+05:30');
  });
});

describe("a public page's head, written by the server", () => {
  it('an event: title, description, canonical, previews and Event JSON-LD; member-written text escaped', async () => {
    const title = `Soca "Night" </title><script>alert(1)</script> & 'more'`;
    const e = await createEvent(t.db, {
      title,
      description: 'A night of soca </script><script>alert(2)</script> on the beach.',
      date: '2026-02-14',
      startTime: '20:00',
      endTime: '02:00',
      timeZone: 'America/Port_of_Spain',
      location: 'Maracas Bay',
      country: 'Trinidad',
      state: 'Port of Spain',
      priceCents: 4500,
      category: 'Party',
    });
    const path = detailPath('event', e.id, title);
    expect(path).toBe(`/events/soca-night-title-script-alert-1-script-and-more-${e.id}`);
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const h = head(res.text);
    // Nothing member-written breaks out of its element: one title, no script but the JSON-LD block.
    expect(h.titles).toEqual([`${title} · Fete`]);
    expect(h.raw).not.toContain('<script>alert');
    expect(h.raw.match(/<script/g)).toHaveLength(2); // the entry module and the JSON-LD
    expect(h.meta('description')).toBe('A night of soca </script><script>alert(2)</script> on the beach.');
    expect(h.canonical).toBe(`${origin()}${path}`);
    expect(h.meta('og:title')).toBe(`${title} · Fete`);
    expect(h.meta('og:url')).toBe(`${origin()}${path}`);
    expect(h.meta('og:type')).toBe('article');
    expect(h.meta('og:image')).toBe(`${origin()}/og/fete.png`);
    expect(h.meta('twitter:card')).toBe('summary_large_image');
    expect(h.meta('robots')).toBeUndefined();
    // The built title and description are replaced, not doubled.
    expect(h.raw).not.toContain('Built title');
    expect(h.raw).not.toContain('Built description');

    const event = h.thing('Event')!;
    expect(h.graph!['@context']).toBe('https://schema.org');
    expectRequired(event);
    expect(event).toMatchObject({
      name: title,
      startDate: '2026-02-14T20:00:00-04:00',
      // Ends at 2 AM: the next day.
      endDate: '2026-02-15T02:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { name: 'Maracas Bay', address: { addressCountry: 'Trinidad' } },
      offers: { price: '45.00', priceCurrency: 'USD' },
      organizer: { name: 'Fete' },
      image: [`${origin()}/og/fete.png`],
    });
    const crumbs = h.thing('BreadcrumbList')!;
    expectRequired(crumbs);
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Fete',
      'Fete Guide',
      title,
    ]);
  });

  it('a restaurant, a provider, a band and a product have their own head and JSON-LD', async () => {
    const r = await createRestaurant(t.db, { name: 'Roti Corner', description: 'Doubles and roti.' });
    const p = await createProvider(t.db, { firstName: 'Ana', lastName: 'Lee', bio: 'Carnival makeup.' });
    const b = await createBand(t.db, { name: 'Tribe', description: 'A mas band.' });
    const prod = await createProduct(t.db, {
      name: 'Feather Crown',
      description: 'Gold feathers.',
      priceCents: 2599,
    });
    const cases = [
      [detailPath('restaurant', r.id, r.name), 'Restaurant', 'Roti Corner', 'Doubles and roti.'],
      [detailPath('provider', p.id, 'Ana Lee'), 'Person', 'Ana Lee', 'Carnival makeup.'],
      [detailPath('band', b.id, b.name), 'Event', 'Tribe', 'A mas band.'],
      [detailPath('product', prod.id, prod.name), 'Product', 'Feather Crown', 'Gold feathers.'],
    ] as const;
    for (const [path, type, name, description] of cases) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      const h = head(res.text);
      expect(h.titles).toEqual([`${name} · Fete`]);
      expect(h.meta('description')).toBe(description);
      expect(h.canonical).toBe(`${origin()}${path}`);
      const thing = h.thing(type)!;
      expectRequired(thing);
      expect(thing.name).toBe(name);
      expect(thing.url).toBe(`${origin()}${path}`);
    }
    const restaurant = head((await t.request(cases[0][0])).text).thing('Restaurant')!;
    expect(restaurant.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: r.latitude,
      longitude: r.longitude,
    });
    const product = head((await t.request(cases[3][0])).text).thing('Product')!;
    expect(product.offers).toMatchObject({ price: '25.99', priceCurrency: 'USD' });
  });

  it('home and list pages have their own head with Organization and breadcrumbs', async () => {
    const home = head((await t.request('/')).text);
    expect(home.canonical).toBe(`${origin()}/`);
    for (const thing of home.graph!['@graph']) expectRequired(thing);
    expect(home.thing('Organization')).toMatchObject({ name: 'Fete', url: `${origin()}/` });
    const eats = head((await t.request('/fete-eats')).text);
    expect(eats.titles).toEqual(['Fete Eats · Fete']);
    expect(eats.canonical).toBe(`${origin()}/fete-eats`);
    expectRequired(eats.thing('BreadcrumbList')!);
  });

  it('members-only, back-office and unknown pages: noindex and nothing private', async () => {
    const member = await newMember(t);
    const e = await createEvent(t.db, { title: 'Inactive secret fete', active: false });
    for (const path of [
      '/dashboard',
      '/settings/profile',
      '/admin/users',
      `/events/${e.id}/edit`,
      `/fete-nation/${member.userId}`,
      '/fete-packages',
      `/events/inactive-secret-fete-${e.id}`,
    ]) {
      const res = await t.request(path, { cookie: member.cookie });
      const h = head(res.text);
      expect(h.meta('robots'), path).toBe('noindex, nofollow');
      expect(h.canonical, path).toBeUndefined();
      expect(h.graph, path).toBeNull();
      expect(h.raw, path).not.toContain('Inactive secret fete');
      expect(h.raw, path).not.toContain(member.input.lastName);
      expect(h.raw, path).not.toContain(member.input.email);
    }
    // An item a visitor cannot see is not found for previewers and crawlers.
    expect((await t.request(`/events/${e.id}`)).status).toBe(404);
  });

  it('old and mistyped addresses redirect permanently to the canonical one; a new title keeps them working', async () => {
    const e = await createEvent(t.db, { title: 'Old Name' });
    const old = await t.request(`/events/${e.id}?ref=wa`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/events/old-name-${e.id}?ref=wa`);
    await t.db.update(events).set({ title: 'New Name' }).where(eq(events.id, e.id));
    for (const from of [`/events/${e.id}`, `/events/old-name-${e.id}`]) {
      const res = await t.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(`/events/new-name-${e.id}`);
    }
    expect((await t.request(`/events/new-name-${e.id}`)).status).toBe(200);
  });

  it('answers carry an ETag and a 304 for a client that has the page', async () => {
    const e = await createEvent(t.db, { title: 'Cached Fete' });
    const path = detailPath('event', e.id, 'Cached Fete');
    const first = await t.request(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // An edit that keeps the address changes the head, so the tag: the client gets the new page.
    await t.db.update(events).set({ description: 'Now with a steelpan side.' }).where(eq(events.id, e.id));
    const edited = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(edited.status).toBe(200);
    expect(head(edited.text).meta('description')).toBe('Now with a steelpan side.');
    const etag2 = edited.headers.get('etag')!;
    expect(etag2).not.toBe(etag);
    await t.db.update(events).set({ title: 'Cached Fete Renamed' }).where(eq(events.id, e.id));
    const moved = await t.request(detailPath('event', e.id, 'Cached Fete Renamed'), {
      headers: { 'if-none-match': etag2 },
    });
    expect(moved.status).toBe(200);
  });
});

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
