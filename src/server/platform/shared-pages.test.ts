import { describe, expect, it } from 'vitest';
import { signInAdmin, signUp, type SignedIn } from '../auth/testing';
import { createBand, createEvent, createProvider, createRestaurant } from '../db/factories';
import { countStatements } from '../test/statements';
import { testServerForFile } from '../test/harness';
import { createSharedPages } from './shared-pages';
import { createWriteWatch } from './write-watch';

const pages = createSharedPages({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { sharedPages: pages, writeWatch } });

type Item = { id: string; liked: boolean; featured: boolean; feteIdTicketUrl?: string | null };
const list = async (path: string, who?: SignedIn) =>
  (await t.request(path, { cookie: who?.cookie })).data.items as Item[];
const liked = (items: Item[], id: string) => items.find((i) => i.id === id)?.liked;
const like = async (who: SignedIn, kind: string, id: string, method = 'PUT') =>
  expect((await t.request(`/api/likes/${kind}/${id}`, { method, cookie: who.cookie })).status).toBe(200);

describe('list pages shared by members, with each member’s own likes', () => {
  it('gives every member their own likes on the shared page, and a like shows on the liker’s next request', async () => {
    const tag = `shared${Date.now()}`;
    const [first, second] = [
      await createEvent(t.db, { title: `${tag} one`, feteIdTicketUrl: 'https://tickets.example/fete-id' }),
      await createEvent(t.db, { title: `${tag} two` }),
    ];
    const [a, b] = [await signUp(t), await signUp(t)];
    await like(a, 'events', first!.id);
    const path = `/api/events?q=${tag}`;

    expect(liked(await list(path, a), first!.id)).toBe(true);
    const size = pages.size;
    const forB = await list(path, b);
    expect(pages.size).toBe(size); // the same shared page
    expect(liked(forB, first!.id)).toBe(false);
    expect(forB.find((e) => e.id === first!.id)?.feteIdTicketUrl).toBe('https://tickets.example/fete-id');
    // A visitor is another audience: no members-only link, no likes.
    const forVisitor = await list(path);
    expect(forVisitor.find((e) => e.id === first!.id)?.feteIdTicketUrl).toBeNull();
    expect(forVisitor.every((e) => !e.liked)).toBe(true);

    await like(b, 'events', second!.id);
    expect(liked(await list(path, b), second!.id)).toBe(true);
    expect(liked(await list(path, a), second!.id)).toBe(false);
    await like(a, 'events', first!.id, 'DELETE');
    expect(liked(await list(path, a), first!.id)).toBe(false);
  });

  it('is cleared by a write through the app, and a hit costs no statement beyond the session', async () => {
    const tag = `cleared${Date.now()}`;
    await createEvent(t.db, { title: `${tag} listed` });
    const member = await signUp(t);
    const path = `/api/events?q=${tag}`;
    expect(await list(path, member)).toHaveLength(1);
    // Written behind the app's back: the shared page does not know yet…
    const hidden = await createEvent(t.db, { title: `${tag} hidden` });
    expect((await list(path, member)).map((e) => e.id)).not.toContain(hidden.id);
    // Reading the session costs the same on any route; the shared page adds only the likes statement, and the
    // member's likes among the page's ids are kept too until the next write.
    const session = await countStatements(t, () =>
      t.request('/api/events/not-an-id', { cookie: member.cookie }),
    );
    expect(await countStatements(t, () => list(path, member))).toBe(session);
    // …until any write through the app (here another member's like) clears it.
    await like(await signUp(t), 'events', hidden.id);
    expect((await list(path, member)).map((e) => e.id)).toContain(hidden.id);
  });

  it('keeps what administrators see (inactive items) apart from what members see', async () => {
    const tag = `inactive${Date.now()}`;
    const hidden = await createEvent(t.db, { title: `${tag} off`, active: false });
    const [member, admin] = [await signUp(t), await signInAdmin(t)];
    const path = `/api/events?q=${tag}`;
    expect((await list(path, admin)).map((e) => e.id)).toEqual([hidden.id]);
    expect(await list(path, member)).toEqual([]);
    expect((await list(path, admin)).map((e) => e.id)).toEqual([hidden.id]);
  });

  it('does the same for bands, restaurants, providers and the home sections', async () => {
    const tag = `kinds${Date.now()}`;
    const band = await createBand(t.db, { name: `${tag} band` });
    const restaurant = await createRestaurant(t.db, { name: `${tag} restaurant` });
    const provider = await createProvider(t.db, { firstName: tag, lastName: 'Provider' });
    const [a, b] = [await signUp(t), await signUp(t)];
    await like(a, 'bands', band.id);
    await like(a, 'restaurants', restaurant.id);
    await like(a, 'providers', provider.id);
    for (const [path, id] of [
      [`/api/bands?q=${tag}&when=all`, band.id],
      [`/api/restaurants?q=${tag}`, restaurant.id],
      [`/api/providers?q=${tag}`, provider.id],
    ] as const) {
      expect(liked(await list(path, a), id)).toBe(true);
      expect(liked(await list(path, b), id)).toBe(false);
      expect(liked(await list(path), id)).toBe(false);
    }
    // Home sections: featured by the administrator (a write), then liked per member.
    const admin = await signInAdmin(t);
    for (const [type, id] of [
      ['band', band.id],
      ['restaurant', restaurant.id],
      ['face', provider.id],
    ] as const) {
      expect(
        (await t.request(`/api/admin/featured/${type}/${id}`, { method: 'PUT', cookie: admin.cookie }))
          .status,
      ).toBeLessThan(300);
    }
    for (const [section, id] of [
      ['bands', band.id],
      ['eats', restaurant.id],
      ['faces', provider.id],
    ] as const) {
      const path = `/api/home/${section}`;
      expect(liked(await list(path, a), id)).toBe(true);
      expect(liked(await list(path, b), id)).toBe(false);
      expect((await list(path, b)).find((i) => i.id === id)?.featured).toBe(true);
    }
  });
});

describe('createSharedPages', () => {
  it('builds a key once for askers at the same time, and keeps no page built across a write', async () => {
    const cache = createSharedPages({ ttlMs: 60_000 });
    let builds = 0;
    let release = () => {};
    const build = () =>
      new Promise<number>((resolve) => {
        builds++;
        release = () => resolve(builds);
      });
    const [one, two] = [cache.get('k', build), cache.get('k', build)];
    release();
    expect([await one, await two]).toEqual([1, 1]);
    expect(builds).toBe(1);
    expect(await cache.get('k', build)).toBe(1);

    cache.clear();
    const during = cache.get('k', build);
    cache.clear(); // a write while it was being built
    release();
    expect(await during).toBe(2);
    expect(cache.size).toBe(0);
    const after = cache.get('k', build);
    release();
    expect(await after).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('keeps members’ values apart from the pages, so many members do not push the pages out', async () => {
    const cache = createSharedPages({ ttlMs: 60_000, maxEntries: 10, maxMemberEntries: 1 });
    expect(await cache.get('page', async () => 'page')).toBe('page');
    expect(await cache.perMember('a:likes', async () => 'a')).toBe('a');
    expect(await cache.perMember('b:likes', async () => 'b')).toBe('b');
    // The page is still kept; only one member's value is.
    expect(await cache.get('page', async () => 'rebuilt')).toBe('page');
    expect(await cache.perMember('b:likes', async () => 'b again')).toBe('b');
    expect(await cache.perMember('a:likes', async () => 'a again')).toBe('a again');
    cache.clear();
    expect(await cache.perMember('a:likes', async () => 'after a write')).toBe('after a write');
  });

  it('forgets an entry after its age and a failed build', async () => {
    const cache = createSharedPages({ ttlMs: 0 });
    expect(await cache.get('k', async () => 1)).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
    await expect(cache.get('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('e', async () => 3)).toBe(3);
  });
});
