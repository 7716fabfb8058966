// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { messages } from '../../../shared/errors';
import {
  createEvent,
  createEventDiscount,
  createEventReport,
  eventFormInput,
  siteDay,
  uniqueTag,
} from '../../db/factories';
import { expectAdminOnly, type AdminRoute } from '../../auth/testing';
import { eventDiscounts, events } from '../../db/schema';
import { UNKNOWN, eventsTesting } from './events-testing';

const { t, admin, member, asAdmin, uploadImage } = eventsTesting();

describe('who may use the events manager', () => {
  it('401 for visitors and 403 for members on every route; nothing changes', async () => {
    const event = await createEvent(t.db, { title: `Guarded ${uniqueTag()}` });
    const discount = await createEventDiscount(t.db, event.id);
    const report = await createEventReport(t.db, event.id, member.userId);
    const routes: AdminRoute[] = [
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
    await expectAdminOnly(t, member, routes);
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
