// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../auth/testing';
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
    const [a, b] = [await newMember(t), await newMember(t)];
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
    const member = await newMember(t);
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
    await like(await newMember(t), 'events', hidden.id);
    expect((await list(path, member)).map((e) => e.id)).toContain(hidden.id);
  });

  it('keeps what administrators see (inactive items) apart from what members see', async () => {
    const tag = `inactive${Date.now()}`;
    const hidden = await createEvent(t.db, { title: `${tag} off`, active: false });
    const [member, admin] = [await newMember(t), await signInAdmin(t)];
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
    const [a, b] = [await newMember(t), await newMember(t)];
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

describe('detail pages shared by an audience, with each member’s own marks', () => {
  const detail = async (path: string, who?: SignedIn) => {
    const res = await t.request(path, { cookie: who?.cookie });
    expect(res.status, path).toBe(200);
    return res.data;
  };
  const rate = async (who: SignedIn, path: string, rating: number) =>
    expect(
      (await t.request(`${path}/rating`, { method: 'PUT', cookie: who.cookie, json: { rating } })).status,
    ).toBe(200);

  it('an event: one body for every member, each member’s own like and attendance, the members-only link for members only', async () => {
    const event = await createEvent(t.db, { feteIdTicketUrl: 'https://tickets.example/fete-id' });
    const path = `/api/events/${event.id}`;
    const [a, b] = [await newMember(t), await newMember(t)];
    await like(a, 'events', event.id);
    expect((await t.request(`${path}/attendance`, { method: 'PUT', cookie: a.cookie })).status).toBe(200);

    const forA = await detail(path, a);
    expect(forA.event).toMatchObject({ liked: true, attending: true });
    expect(forA.likes).toBe(1);
    const size = pages.size;
    const forB = await detail(path, b);
    expect(pages.size).toBe(size); // the same shared body
    expect(forB.event).toMatchObject({
      liked: false,
      attending: false,
      feteIdTicketUrl: 'https://tickets.example/fete-id',
    });
    const forVisitor = await detail(path);
    expect(forVisitor.event).toMatchObject({
      liked: false,
      attending: false,
      feteIdTicketUrl: null,
      hasFeteIdTicket: true,
    });
    expect(forVisitor.can.edit).toBe(false);

    // b's like shows on b's next request (and the count for everyone); a's stays a's.
    await like(b, 'events', event.id);
    expect((await detail(path, b)).event.liked).toBe(true);
    expect((await detail(path, b)).likes).toBe(2);
    await like(a, 'events', event.id, 'DELETE');
    expect((await detail(path, a)).event).toMatchObject({ liked: false, attending: true });
    expect((await detail(path, b)).event.liked).toBe(true);
    expect((await detail(path, a)).likes).toBe(1);
  });

  it('an event’s organiser gets their edit controls on the shared body; administrators see inactive events apart', async () => {
    const organiser = await newMember(t);
    const mine = await createEvent(t.db, { organizerId: organiser.userId });
    const other = await newMember(t);
    expect((await detail(`/api/events/${mine.id}`, other)).can.edit).toBe(false);
    expect((await detail(`/api/events/${mine.id}`, organiser)).can.edit).toBe(true);

    const hidden = await createEvent(t.db, { active: false });
    const admin = await signInAdmin(t);
    expect((await detail(`/api/events/${hidden.id}`, admin)).event.active).toBe(false);
    expect((await t.request(`/api/events/${hidden.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await detail(`/api/events/${hidden.id}`, admin)).event.id).toBe(hidden.id);
  });

  it('a band: each member’s own like, attendance and rating; a new rating shows on the rater’s next request', async () => {
    const band = await createBand(t.db);
    const path = `/api/bands/${band.id}`;
    const [a, b] = [await newMember(t), await newMember(t)];
    await like(a, 'bands', band.id);
    await rate(a, path, 4);
    expect((await t.request(`${path}/attendance`, { method: 'PUT', cookie: b.cookie })).status).toBe(200);

    expect(await detail(path, a)).toMatchObject({
      myRating: 4,
      band: { liked: true, attending: false, rating: 4 },
    });
    expect(await detail(path, b)).toMatchObject({
      myRating: null,
      band: { liked: false, attending: true, rating: 4 },
    });
    expect(await detail(path)).toMatchObject({ myRating: null, band: { liked: false, attending: false } });
    await rate(a, path, 2);
    expect(await detail(path, a)).toMatchObject({ myRating: 2, band: { rating: 2, totalRatings: 1 } });
    await rate(b, path, 5);
    expect(await detail(path, b)).toMatchObject({ myRating: 5, band: { rating: 3.5, totalRatings: 2 } });
    expect((await detail(path, a)).myRating).toBe(2);
  });

  it('a restaurant and a provider: each member’s own like (and rating), exact on the next request', async () => {
    const restaurant = await createRestaurant(t.db);
    const provider = await createProvider(t.db);
    const [a, b] = [await newMember(t), await newMember(t)];
    await like(a, 'restaurants', restaurant.id);
    await like(b, 'providers', provider.id);
    await rate(a, `/api/providers/${provider.id}`, 5);

    expect((await detail(`/api/restaurants/${restaurant.id}`, a)).restaurant.liked).toBe(true);
    expect((await detail(`/api/restaurants/${restaurant.id}`, b)).restaurant.liked).toBe(false);
    expect((await detail(`/api/restaurants/${restaurant.id}`)).restaurant.liked).toBe(false);
    expect(await detail(`/api/providers/${provider.id}`, a)).toMatchObject({
      myRating: 5,
      provider: { liked: false },
    });
    expect(await detail(`/api/providers/${provider.id}`, b)).toMatchObject({
      myRating: null,
      provider: { liked: true },
    });
    expect(await detail(`/api/providers/${provider.id}`)).toMatchObject({
      myRating: null,
      provider: { liked: false },
    });
    await like(a, 'restaurants', restaurant.id, 'DELETE');
    expect((await detail(`/api/restaurants/${restaurant.id}`, a)).restaurant.liked).toBe(false);
  });

  it('a member’s detail costs one statement beyond the session when another member built the body, none on a repeat', async () => {
    const event = await createEvent(t.db);
    const band = await createBand(t.db);
    const restaurant = await createRestaurant(t.db);
    const provider = await createProvider(t.db);
    const [a, b] = [await newMember(t), await newMember(t)];
    const session = await countStatements(t, () => t.request('/api/events/not-an-id', { cookie: b.cookie }));
    for (const path of [
      `/api/events/${event.id}`,
      `/api/bands/${band.id}`,
      `/api/restaurants/${restaurant.id}`,
      `/api/providers/${provider.id}`,
    ]) {
      await detail(path, a);
      expect(await countStatements(t, () => detail(path, b)), path).toBe(session + 1);
      expect(await countStatements(t, () => detail(path, b)), path).toBe(session);
    }
    // An unknown id is shared too: 404 at no cost after the first.
    const unknown = `/api/events/${crypto.randomUUID()}`;
    expect((await t.request(unknown, { cookie: a.cookie })).status).toBe(404);
    expect(
      await countStatements(t, async () =>
        expect((await t.request(unknown, { cookie: b.cookie })).status).toBe(404),
      ),
    ).toBe(session);
  });
});
