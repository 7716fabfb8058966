// @module-tag postgres
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { messages } from '../../../shared/errors';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import {
  createEvent,
  createEventDiscount,
  createEventReport,
  eventFormInput,
  siteDay,
  uniqueTag,
} from '../../db/factories';
import { eventDiscounts, eventReports, events, featuredItems, likedEvents } from '../../db/schema';
import { tinyPhoto, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t);
});

type Init = { method?: string; json?: unknown; cookie?: string };
const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function uploadImage(cookie: string): Promise<string> {
  const form = uploadForm('image', await tinyPhoto(), 'flyer.png', 'image/png');
  const res = await t.request(uploadPath('image'), { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return res.data.upload.url as string;
}

describe('who may use the events manager', () => {
  it('401 for visitors and 403 for members on every route; nothing changes', async () => {
    const event = await createEvent(t.db, { title: `Guarded ${uniqueTag()}` });
    const discount = await createEventDiscount(t.db, event.id);
    const report = await createEventReport(t.db, event.id, member.userId);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/events', undefined],
      ['POST', '/api/admin/events', eventFormInput()],
      ['GET', `/api/admin/events/${event.id}`, undefined],
      ['PUT', `/api/admin/events/${event.id}`, eventFormInput()],
      ['PUT', `/api/admin/events/${event.id}/active`, { active: false }],
      ['DELETE', `/api/admin/events/${event.id}`, undefined],
      ['POST', `/api/admin/events/${event.id}/discounts`, { code: 'NOPE', percentage: 5 }],
      ['PUT', `/api/admin/events/${event.id}/discounts/${discount.id}`, { code: 'NOPE', percentage: 5 }],
      ['DELETE', `/api/admin/events/${event.id}/discounts/${discount.id}`, undefined],
      ['POST', `/api/admin/events/${event.id}/reports/${report.id}/dismiss`, undefined],
    ];
    for (const [method, path, json] of routes) {
      const visitor = await t.request(path, { method, json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      const asMember = await t.request(path, { method, json, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.data.error.code).toBe('FORBIDDEN');
    }
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ title: event.title, active: true });
    expect(await t.db.select().from(eventDiscounts).where(eq(eventDiscounts.id, discount.id))).toHaveLength(
      1,
    );
  });

  it('404 "Event not found" for an unknown event on every route', async () => {
    for (const [method, path, json] of [
      ['GET', `/api/admin/events/${UNKNOWN}`, undefined],
      ['GET', `/api/admin/events/not-a-uuid`, undefined],
      ['PUT', `/api/admin/events/${UNKNOWN}`, eventFormInput()],
      ['PUT', `/api/admin/events/${UNKNOWN}/active`, { active: true }],
      ['DELETE', `/api/admin/events/${UNKNOWN}`, undefined],
      ['POST', `/api/admin/events/${UNKNOWN}/discounts`, { code: 'X1', percentage: 5 }],
    ] as Array<[string, string, unknown]>) {
      const res = await asAdmin(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe(messages.events.notFound);
    }
  });
});

describe('GET /api/admin/events', () => {
  it('lists every event, inactive ones too, newest date first, searching title, description and location', async () => {
    const tag = uniqueTag();
    const older = await createEvent(t.db, { title: `Lime ${tag} A`, date: siteDay(10) });
    const newer = await createEvent(t.db, { title: `Lime ${tag} B`, date: siteDay(40), active: false });
    const byPlace = await createEvent(t.db, {
      title: 'Elsewhere',
      location: `Hall ${tag}`,
      date: siteDay(5),
    });
    const byText = await createEvent(t.db, {
      title: 'Other',
      description: `With ${tag} inside`,
      date: siteDay(-5),
    });
    await createEventReport(t.db, older.id, member.userId);

    const res = await asAdmin(`/api/admin/events?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(4);
    expect(res.data.items.map((e: { id: string }) => e.id)).toEqual([
      newer.id,
      older.id,
      byPlace.id,
      byText.id,
    ]);
    const first = res.data.items[0];
    expect(first).toMatchObject({ active: false, openReports: 0 });
    expect(res.data.items[1]).toMatchObject({ openReports: 1 });

    const reported = await asAdmin(`/api/admin/events?q=${tag}&reported=true`);
    expect(reported.data.items.map((e: { id: string }) => e.id)).toEqual([older.id]);

    const paged = await asAdmin(`/api/admin/events?q=${tag}&pageSize=3&page=2`);
    expect(paged.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.data.items.map((e: { id: string }) => e.id)).toEqual([byText.id]);
  });

  it('answers an empty page for a search that matches nothing, and 422 for a bad filter', async () => {
    const none = await asAdmin(`/api/admin/events?q=nothing-${uniqueTag()}`);
    expect(none.data).toMatchObject({ items: [], total: 0 });
    const bad = await asAdmin('/api/admin/events?reported=maybe');
    expect(bad.status).toBe(422);
  });
});

describe('POST /api/admin/events', () => {
  it('adds an event with the spec defaults, the administrator as organiser, and an uploaded image', async () => {
    const imageUrl = await uploadImage(admin.cookie);
    const res = await asAdmin('/api/admin/events', {
      method: 'POST',
      json: {
        title: 'Admin Added Fete',
        date: siteDay(30),
        location: 'Chaguaramas',
        category: 'Concert',
        imageUrl,
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: 'Admin Added Fete',
      startTime: '18:00:00',
      endTime: '23:00:00',
      country: 'Trinidad',
      state: 'Port of Spain',
      priceCents: 0,
      active: true,
      imageUrl,
      organizer: { id: admin.userId },
      openReports: 0,
    });
    const visible = await t.request(`/api/events/${res.data.id}`);
    expect(visible.status).toBe(200);
  });

  it('422 "Please fill in all required fields" without title, date or location, with the fields marked', async () => {
    const res = await asAdmin('/api/admin/events', { method: 'POST', json: { category: 'Party' } });
    expect(res.status).toBe(422);
    expect(res.data.error.message).toBe(texts.required);
    expect(Object.keys(res.data.error.fields).sort()).toEqual(['date', 'location', 'title']);
  });

  it('422 for links that are not http(s), a negative price, dates out of order, unknown fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ticketUrl: 'javascript:alert(1)' }, 'ticketUrl'],
      [{ instagramUrl: 'ftp://example.com/x' }, 'instagramUrl'],
      [{ feteRideUrl: 'javascript:alert(1)' }, 'feteRideUrl'],
      [{ priceCents: -1 }, 'priceCents'],
      [{ endDate: siteDay(1), date: siteDay(5) }, 'endDate'],
      [{ category: 'Rave' }, 'category'],
      [{ country: 'Atlantis' }, 'country'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ organizerId: member.userId }, '_'],
    ];
    for (const [change, field] of cases) {
      const res = await asAdmin('/api/admin/events', { method: 'POST', json: eventFormInput(change) });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.data.error.fields), JSON.stringify(change)).toContain(field);
    }
  });

  it('refuses an image that is not an upload of the administrator', async () => {
    const theirs = await uploadImage(member.cookie);
    const res = await asAdmin('/api/admin/events', {
      method: 'POST',
      json: eventFormInput({ imageUrl: theirs }),
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields.imageUrl).toBe(texts.image);
  });
});

describe('PUT /api/admin/events/:id and /active', () => {
  it('replaces the fields, keeps the current image when sent back, and shows the change on the public page', async () => {
    const event = await createEvent(t.db, { title: `Before ${uniqueTag()}`, imageUrl: '/seed/event.webp' });
    const res = await asAdmin(`/api/admin/events/${event.id}`, {
      method: 'PUT',
      json: eventFormInput({
        title: 'After The Edit',
        imageUrl: '/seed/event.webp',
        feteRideUrl: '/fete-rides',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      title: 'After The Edit',
      imageUrl: '/seed/event.webp',
      feteRideUrl: '/fete-rides',
    });
    expect((await t.request(`/api/events/${event.id}`)).data.event.title).toBe('After The Edit');
  });

  it('deactivates (gone for visitors and members, marked for administrators) and closes open reports', async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { title: `Switch ${tag}` });
    await createEventReport(t.db, event.id, member.userId);
    const off = await asAdmin(`/api/admin/events/${event.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ active: false, openReports: 0 });
    const [report] = await t.db.select().from(eventReports).where(eq(eventReports.eventId, event.id));
    expect(report).toMatchObject({ status: 'actioned', resolvedBy: admin.userId });

    expect((await t.request(`/api/events/${event.id}`)).status).toBe(404);
    expect((await t.request(`/api/events/${event.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await t.request(`/api/events?q=${tag}`)).data.items).toEqual([]);
    expect((await asAdmin(`/api/events?q=${tag}`)).data.items[0]).toMatchObject({
      id: event.id,
      active: false,
    });

    const on = await asAdmin(`/api/admin/events/${event.id}/active`, {
      method: 'PUT',
      json: { active: true },
    });
    expect(on.data.active).toBe(true);
    expect((await t.request(`/api/events?q=${tag}`)).data.items.map((e: { id: string }) => e.id)).toEqual([
      event.id,
    ]);
  });

  it('422 for an active flag that is not a boolean', async () => {
    const event = await createEvent(t.db);
    const res = await asAdmin(`/api/admin/events/${event.id}/active`, {
      method: 'PUT',
      json: { active: 'no' },
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields.active).toBe(texts.activeChoice);
  });
});

describe('DELETE /api/admin/events/:id', () => {
  it('removes the event with its likes, discounts and featured row in one go; its reports stay', async () => {
    const event = await createEvent(t.db);
    await createEventDiscount(t.db, event.id);
    const kept = await createEventReport(t.db, event.id, member.userId);
    await t.db.insert(likedEvents).values({ userId: member.userId, eventId: event.id });
    expect((await asAdmin(`/api/admin/featured/event/${event.id}`, { method: 'PUT' })).status).toBe(200);

    const res = await asAdmin(`/api/admin/events/${event.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: event.id, deleted: true });
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(await t.db.select().from(eventDiscounts).where(eq(eventDiscounts.eventId, event.id))).toEqual([]);
    const [report] = await t.db.select().from(eventReports).where(eq(eventReports.id, kept.id));
    expect(report).toMatchObject({ eventId: null, status: 'actioned' });
    expect(await t.db.select().from(likedEvents).where(eq(likedEvents.eventId, event.id))).toEqual([]);
    expect(await t.db.select().from(featuredItems).where(eq(featuredItems.itemId, event.id))).toEqual([]);
    expect((await asAdmin(`/api/admin/events/${event.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('discount codes in the events manager', () => {
  it('adds, changes and deletes a code; the public detail shows it while valid', async () => {
    const event = await createEvent(t.db);
    const added = await asAdmin(`/api/admin/events/${event.id}/discounts`, {
      method: 'POST',
      json: {
        code: 'SOCA15',
        percentage: 15,
        description: 'Early birds',
        validFrom: siteDay(-1),
        validUntil: siteDay(10),
      },
    });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      code: 'SOCA15',
      percentage: 15,
      validFrom: siteDay(-1),
      validUntil: siteDay(10),
      active: true,
    });
    expect(
      (await t.request(`/api/events/${event.id}`)).data.discounts.map((d: { code: string }) => d.code),
    ).toEqual(['SOCA15']);

    const detail = await asAdmin(`/api/admin/events/${event.id}`);
    expect(detail.data.discounts).toHaveLength(1);

    const changed = await asAdmin(`/api/admin/events/${event.id}/discounts/${added.data.id}`, {
      method: 'PUT',
      json: { code: 'SOCA20', percentage: 20, validFrom: siteDay(5), validUntil: null },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ code: 'SOCA20', validFrom: siteDay(5), validUntil: null });
    // Not valid yet: the public page leaves it out.
    expect((await t.request(`/api/events/${event.id}`)).data.discounts).toEqual([]);

    const gone = await asAdmin(`/api/admin/events/${event.id}/discounts/${added.data.id}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect((await asAdmin(`/api/admin/events/${event.id}`)).data.discounts).toEqual([]);
  });

  it('422 for a percentage outside 1-100, a validity out of order, or a blank code; 409 for a taken code', async () => {
    const event = await createEvent(t.db);
    const post = (json: unknown) =>
      asAdmin(`/api/admin/events/${event.id}/discounts`, { method: 'POST', json });
    for (const [json, field] of [
      [{ code: 'A1', percentage: 0 }, 'percentage'],
      [{ code: 'A1', percentage: 101 }, 'percentage'],
      [{ code: 'A1', percentage: 10, validFrom: siteDay(5), validUntil: siteDay(1) }, 'validUntil'],
      [{ code: '', percentage: 10 }, 'code'],
      [{ code: 'has space', percentage: 10 }, 'code'],
    ] as Array<[unknown, string]>) {
      const res = await post(json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(res.data.error.fields)).toContain(field);
    }
    expect((await post({ code: 'TAKEN', percentage: 10 })).status).toBe(201);
    const again = await post({ code: 'taken', percentage: 12 });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.discountCodeTaken);
  });

  it('404 "Discount not found" for a discount of another event', async () => {
    const [a, b] = [await createEvent(t.db), await createEvent(t.db)];
    const discount = await createEventDiscount(t.db, a.id);
    const res = await asAdmin(`/api/admin/events/${b.id}/discounts/${discount.id}`, {
      method: 'PUT',
      json: { code: 'X', percentage: 5 },
    });
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBe(texts.discountNotFound);
    expect(
      (await asAdmin(`/api/admin/events/${b.id}/discounts/${discount.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });
});
