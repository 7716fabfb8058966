// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createAttendance, createBand, createEvent } from '../../db/factories';
import { createResponseCache } from '../../platform/response-cache';
import { createSharedPages } from '../../platform/shared-pages';
import { createWriteWatch } from '../../platform/write-watch';
import { countStatements } from '../../test/statements';
import { testServerForFile } from '../../test/harness';

// As in production: visitors' answers cached whole, members' pages shared, both cleared by every write.
const cache = createResponseCache({ ttlMs: 60_000 });
const pages = createSharedPages({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(cache.clear);
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { responseCache: cache, sharedPages: pages, writeWatch } });

type Item = { id: string; liked: boolean; attending: boolean };
const items = async (path: string, who?: SignedIn) => {
  const res = await t.request(path, { cookie: who?.cookie });
  expect(res.status, path).toBe(200);
  return res.data.items as Item[];
};
const attendingOf = async (path: string, id: string, who?: SignedIn) =>
  (await items(path, who)).find((i) => i.id === id)?.attending;
const setAttendance = (list: string, id: string, who: SignedIn, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request(`/api/${list}/${id}/attendance`, { method, cookie: who.cookie });

const siteDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('attendance on the cards of event and band lists', () => {
  it("gives each member their own attendance on one shared page, visitors none, and a toggle shows on the member's next request", async () => {
    const tag = `cards${Date.now()}`;
    const event = await createEvent(t.db, { title: `${tag} fete`, date: siteDay(10) });
    const destination = await createEvent(t.db, {
      title: `${tag} carnival`,
      category: 'Carnival',
      date: siteDay(12),
    });
    const band = await createBand(t.db, { name: `${tag} band`, startDate: siteDay(14) });
    const [a, b] = [await newMember(t), await newMember(t)];
    for (const [list, path, id] of [
      ['events', `/api/events?q=${tag}`, event.id],
      ['events', `/api/destinations?q=${tag}`, destination.id],
      ['bands', `/api/bands?q=${tag}`, band.id],
    ] as const) {
      expect((await setAttendance(list, id, a)).status).toBe(200);
      expect(await attendingOf(path, id, a), path).toBe(true);
      const size = pages.size;
      // b reads the very page a's request built: a's attendance does not come with it.
      expect(await attendingOf(path, id, b), path).toBe(false);
      expect(pages.size, path).toBe(size);
      expect(await attendingOf(path, id), path).toBe(false);
      // b attends: b sees it at once, a still sees their own.
      expect((await setAttendance(list, id, b)).status).toBe(200);
      expect(await attendingOf(path, id, b), path).toBe(true);
      // a stops attending: the next request of a says so, b is unchanged.
      expect((await setAttendance(list, id, a, 'DELETE')).status).toBe(200);
      expect(await attendingOf(path, id, a), path).toBe(false);
      expect(await attendingOf(path, id, b), path).toBe(true);
      expect(await attendingOf(path, id), path).toBe(false);
    }
  });

  it('carries attendance on the home sections that show event and band cards', async () => {
    const tag = `home${Date.now()}`;
    const event = await createEvent(t.db, { title: `${tag} pick`, category: 'Party', date: siteDay(3) });
    const band = await createBand(t.db, { name: `${tag} band`, startDate: siteDay(3) });
    const admin = await signInAdmin(t);
    for (const [type, id] of [
      ['event', event.id],
      ['band', band.id],
    ] as const) {
      const res = await t.request(`/api/admin/featured/${type}/${id}`, {
        method: 'PUT',
        cookie: admin.cookie,
      });
      expect(res.status).toBeLessThan(300);
    }
    const [a, b] = [await newMember(t), await newMember(t)];
    expect((await setAttendance('events', event.id, a)).status).toBe(200);
    expect((await setAttendance('bands', band.id, a)).status).toBe(200);
    for (const [section, id] of [
      ['events', event.id],
      ['bands', band.id],
    ] as const) {
      const path = `/api/home/${section}`;
      expect(await attendingOf(path, id, a), path).toBe(true);
      expect(await attendingOf(path, id, b), path).toBe(false);
      expect(await attendingOf(path, id), path).toBe(false);
    }
  });

  it('the dashboard lists and the detail carry the same attendance', async () => {
    const tag = `dash${Date.now()}`;
    const event = await createEvent(t.db, { title: `${tag} fete`, date: siteDay(5) });
    const band = await createBand(t.db, { name: `${tag} band` });
    const member = await newMember(t);
    await createAttendance(t.db, 'event', member.userId, event.id);
    await createAttendance(t.db, 'band', member.userId, band.id);
    await t.request(`/api/likes/events/${event.id}`, { method: 'PUT', cookie: member.cookie });
    await t.request(`/api/likes/bands/${band.id}`, { method: 'PUT', cookie: member.cookie });

    const mine = await t.request('/api/me/attending-events', { cookie: member.cookie });
    expect(mine.data.items.find((e: Item) => e.id === event.id)).toMatchObject({
      attending: true,
      liked: true,
    });
    const liked = await t.request('/api/likes', { cookie: member.cookie });
    expect(liked.data.events.items.find((e: Item) => e.id === event.id)?.attending).toBe(true);
    expect(liked.data.bands.items.find((e: Item) => e.id === band.id)?.attending).toBe(true);
    expect((await t.request(`/api/events/${event.id}`, { cookie: member.cookie })).data.event.attending).toBe(
      true,
    );
    expect((await t.request(`/api/bands/${band.id}`, { cookie: member.cookie })).data.band.attending).toBe(
      true,
    );
    expect((await t.request(`/api/events/${event.id}`)).data.event.attending).toBe(false);
    expect((await t.request(`/api/bands/${band.id}`)).data.band.attending).toBe(false);
  });

  it('a full event refuses from a card with the spec’s message, and the card stays not attending', async () => {
    const tag = `full${Date.now()}`;
    const event = await createEvent(t.db, { title: `${tag} small fete`, date: siteDay(6), capacity: 1 });
    const [first, late] = [await newMember(t), await newMember(t)];
    expect((await setAttendance('events', event.id, first)).status).toBe(200);
    const refused = await setAttendance('events', event.id, late);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toEqual({ code: 'EVENT_FULL', message: 'This event is full' });
    expect(await attendingOf(`/api/events?q=${tag}`, event.id, late)).toBe(false);
    expect(await attendingOf(`/api/events?q=${tag}`, event.id, first)).toBe(true);
  });

  it('costs a member one statement beyond the session for likes and attendance together, none on a repeat', async () => {
    const tag = `count${Date.now()}`;
    for (let i = 0; i < 6; i++) await createEvent(t.db, { title: `${tag} ${i}`, date: siteDay(20 + i) });
    await createBand(t.db, { name: `${tag} band`, startDate: siteDay(20) });
    const [a, b] = [await newMember(t), await newMember(t)];
    const session = await countStatements(t, () => t.request('/api/events/not-an-id', { cookie: b.cookie }));
    for (const path of [`/api/events?q=${tag}`, `/api/bands?q=${tag}`]) {
      await items(path, a); // builds the members' shared page
      expect(await countStatements(t, () => items(path, b)), path).toBe(session + 1);
      expect(await countStatements(t, () => items(path, b)), path).toBe(session);
    }
  });

  it('the attendance state of an item: the count shared, each member’s own attending, exact after each toggle', async () => {
    const event = await createEvent(t.db, { date: siteDay(8), capacity: 5 });
    const band = await createBand(t.db);
    const [a, b] = [await newMember(t), await newMember(t)];
    const stateOf = async (list: string, id: string, who?: SignedIn) =>
      (await t.request(`/api/${list}/${id}/attendance`, { cookie: who?.cookie })).data;
    for (const [list, id] of [
      ['events', event.id],
      ['bands', band.id],
    ] as const) {
      expect((await setAttendance(list, id, a)).status).toBe(200);
      expect(await stateOf(list, id, a)).toMatchObject({ count: 1, attending: true });
      expect(await stateOf(list, id, b)).toMatchObject({ count: 1, attending: false });
      expect(await stateOf(list, id)).toMatchObject({ count: 1, attending: false });
      expect((await setAttendance(list, id, b)).status).toBe(200);
      expect(await stateOf(list, id, a)).toMatchObject({ count: 2, attending: true });
      expect(await stateOf(list, id, b)).toMatchObject({ count: 2, attending: true });
      expect((await setAttendance(list, id, a, 'DELETE')).status).toBe(200);
      expect(await stateOf(list, id, a)).toMatchObject({ count: 1, attending: false });
    }
    expect(await stateOf('events', event.id, b)).toMatchObject({ capacity: 5, spotsLeft: 4 });
    const session = await countStatements(t, () => t.request('/api/events/not-an-id', { cookie: b.cookie }));
    await stateOf('events', event.id, b);
    expect(await countStatements(t, () => stateOf('events', event.id, b))).toBe(session);
  });
});
