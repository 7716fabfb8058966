// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../auth/testing';
import { createEvent } from '../db/factories';
import { createTestServer, type TestServer } from '../test/harness';
import { createResponseCache } from './response-cache';
import { createWriteWatch } from './write-watch';

let t: TestServer;
let member: SignedIn;
let admin: SignedIn;
const cache = createResponseCache({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(cache.clear);
beforeAll(async () => {
  t = await createTestServer({}, { app: { responseCache: cache, writeWatch } });
  member = await newMember(t);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type Item = { id: string; title: string; liked: boolean; featured: boolean };
const visitorList = async (query = '') => (await t.request(`/api/events${query}`)).data.items as Item[];

describe('the response cache of visitors’ public answers', () => {
  it('serves a visitor the stored answer until a write, and its ETag answers 304', async () => {
    cache.clear();
    const first = await t.request('/api/events');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // A row written behind the app's back (no request) is not seen: the answer came from memory.
    const hidden = await createEvent(t.db, { title: 'Written behind the cache' });
    expect((await visitorList()).map((e) => e.id)).not.toContain(hidden.id);
    const again = await t.request('/api/events', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    // Any write through the API clears it: here a member's like.
    expect(
      (await t.request(`/api/likes/events/${hidden.id}`, { method: 'PUT', cookie: member.cookie })).status,
    ).toBe(200);
    expect((await visitorList()).map((e) => e.id)).toContain(hidden.id);
    const changed = await t.request('/api/events', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
  });

  it("keeps a visitor's terms and contact answers, and the terms follow an administrator's edit at once", async () => {
    cache.clear();
    const terms = await t.request('/api/site/pages/terms');
    expect(terms.status).toBe(200);
    await t.request('/api/site/contact');
    expect(cache.size).toBe(2);
    const edited = await t.request(`/api/admin/site-pages/${terms.data.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { title: terms.data.title, body: 'Be kind on the road.' },
    });
    expect(edited.status).toBe(200);
    expect((await t.request('/api/site/pages/terms')).data.body).toBe('Be kind on the road.');
  });

  it('keys on the normalised query: the order of parameters does not matter, their values do', async () => {
    cache.clear();
    await t.request('/api/events?when=upcoming&page=1');
    const size = cache.size;
    await t.request('/api/events?page=1&when=upcoming');
    expect(cache.size).toBe(size);
    await t.request('/api/events?page=1&when=past');
    expect(cache.size).toBe(size + 1);
  });

  it('never answers a member from it, and never hands a member’s flags to a visitor', async () => {
    const event = await createEvent(t.db, { title: 'Liked by one member' });
    cache.clear();
    await visitorList();
    expect(
      (await t.request(`/api/likes/events/${event.id}`, { method: 'PUT', cookie: member.cookie })).status,
    ).toBe(200);
    const mine = (await t.request('/api/events?q=Liked+by+one', { cookie: member.cookie })).data
      .items as Item[];
    expect(mine.find((e) => e.id === event.id)?.liked).toBe(true);
    expect(cache.size).toBe(0);
    expect((await visitorList('?q=Liked+by+one')).find((e) => e.id === event.id)?.liked).toBe(false);
    const detail = await t.request(`/api/events/${event.id}`);
    expect(detail.data.event.liked).toBe(false);
    expect(detail.data.likes).toBe(1);
    expect((await t.request(`/api/events/${event.id}`, { cookie: member.cookie })).data.event.liked).toBe(
      true,
    );
  });

  it('shows an administrator’s change to visitors on their next request', async () => {
    const event = await createEvent(t.db, { title: 'Featured by the admin', category: 'Party' });
    cache.clear();
    expect((await visitorList('?q=Featured+by')).find((e) => e.id === event.id)?.featured).toBe(false);
    const res = await t.request(`/api/admin/featured/event/${event.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
    });
    expect(res.status).toBeLessThan(300);
    expect((await visitorList('?q=Featured+by')).find((e) => e.id === event.id)?.featured).toBe(true);
  });

  it('keeps a miss from the JSON text the route made, without reading its answer back, byte for byte', async () => {
    cache.clear();
    const readBack = vi.spyOn(Response.prototype, 'arrayBuffer');
    try {
      const miss = await t.request('/api/events?q=Carnival');
      expect(readBack).not.toHaveBeenCalled();
      expect(cache.size).toBe(1);
      const hit = await t.request('/api/events?q=Carnival');
      expect(hit.text).toBe(miss.text);
      expect(JSON.parse(hit.text)).toHaveProperty('items');
      expect(hit.headers.get('content-type')).toBe('application/json');
      expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    } finally {
      readBack.mockRestore();
    }
  });

  it('leaves answers that are not public lists alone', async () => {
    cache.clear();
    await t.request('/api/openapi.json');
    await t.request('/api/events/not-a-uuid');
    await t.request('/api/likes', { cookie: member.cookie });
    expect(cache.size).toBe(0);
  });
});
