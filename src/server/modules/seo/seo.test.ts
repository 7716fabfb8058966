// @module-tag pglite
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '../../auth/testing';
import { createBand, createEvent, createProduct, createProvider, createRestaurant } from '../../db/factories';
import { events, sitePages } from '../../db/schema';
import { detailPath, idFromSlugId, slugify } from '../../../shared/item-paths';
import { isoWithOffset } from './structured-data';
import { head, seoTestServer } from './testing';

const { t, origin } = seoTestServer();

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

  it('the contact, terms and privacy pages have their own head; the stored pages say what was last saved', async () => {
    const contact = head((await t.request('/contact')).text);
    expect(contact.titles).toEqual(['Contact · Fete']);
    expect(contact.canonical).toBe(`${origin()}/contact`);
    const privacy = head((await t.request('/privacy')).text);
    expect(privacy.titles).toEqual(['Privacy Policy · Fete']);
    expect(privacy.meta('description')).toMatch(/^This policy says what Fete stores about you/);
    await t.db.update(sitePages).set({ title: 'House <Rules>' }).where(eq(sitePages.slug, 'terms'));
    const terms = head((await t.request('/terms')).text);
    expect(terms.titles).toEqual(['House <Rules> · Fete']);
    expect(terms.raw).toContain('House &lt;Rules&gt;');
    expect(terms.canonical).toBe(`${origin()}/terms`);
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
