// @module-tag postgres
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { errorCatalogue, messages } from '../../../shared/errors';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createEvent, createEventReport, eventFormInput, uniqueTag } from '../../db/factories';
import { eventReports, events, likedEvents } from '../../db/schema';
import { createResponseCache } from '../../platform/response-cache';
import { createWriteWatch } from '../../platform/write-watch';
import { tinyPhoto, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

// The visitor cache on, as in production: every write here must show on the public list right after it.
const cache = createResponseCache({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(cache.clear);
const t = testServerForFile({}, { app: { responseCache: cache, writeWatch } });

let admin: SignedIn;
let organiser: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  organiser = await newMember(t);
  other = await newMember(t);
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ids = (res: { data: { items: { id: string }[] } }) => res.data.items.map((e) => e.id);
const visitorGuide = (q: string) => t.request(`/api/events?q=${encodeURIComponent(q)}`);

async function uploadImage(cookie: string): Promise<string> {
  const form = uploadForm('image', await tinyPhoto(), 'flyer.png', 'image/png');
  const res = await t.request(uploadPath('image'), { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return res.data.upload.url as string;
}

describe('POST /api/events (member event creation)', () => {
  it('401 "You must be logged in to create an event" for a visitor', async () => {
    const res = await t.request('/api/events', { method: 'POST', json: eventFormInput() });
    expect(res.status).toBe(401);
    expect(res.data.error.message).toBe(texts.signInToCreate);
  });

  it('creates an active event with the member as organiser; it is on the Fete Guide at once', async () => {
    const tag = uniqueTag();
    await visitorGuide(tag); // an answer in the cache that the write must clear
    const imageUrl = await uploadImage(organiser.cookie);
    const res = await t.request('/api/events', {
      method: 'POST',
      cookie: organiser.cookie,
      json: eventFormInput({ title: `Member Fete ${tag}`, imageUrl, capacity: 300, priceCents: 2550 }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: `Member Fete ${tag}`,
      active: true,
      imageUrl,
      capacity: 300,
      priceCents: 2550,
    });
    const [row] = await t.db.select().from(events).where(eq(events.id, res.data.id));
    expect(row!.organizerId).toBe(organiser.userId);
    expect(ids(await visitorGuide(tag))).toEqual([res.data.id]);
  });

  it('422 with the §5 rules: required fields (description too), URLs, price ≥ 0, capacity ≥ 0', async () => {
    const missing = await t.request('/api/events', { method: 'POST', cookie: organiser.cookie, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.data.error.message).toBe(texts.required);
    expect(Object.keys(missing.data.error.fields).sort()).toEqual([
      'category',
      'date',
      'description',
      'location',
      'title',
    ]);
    for (const [change, field] of [
      [{ ticketUrl: 'not a link' }, 'ticketUrl'],
      [{ feteIdTicketUrl: 'javascript:alert(1)' }, 'feteIdTicketUrl'],
      [{ priceCents: -5 }, 'priceCents'],
      [{ capacity: -1 }, 'capacity'],
      [{ capacity: 1.5 }, 'capacity'],
      // The Fete Ride link is the events manager's: a member's form has no such field.
      [{ feteRideUrl: '/fete-rides' }, '_'],
    ] as Array<[Record<string, unknown>, string]>) {
      const res = await t.request('/api/events', {
        method: 'POST',
        cookie: organiser.cookie,
        json: eventFormInput(change),
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.data.error.fields)).toContain(field);
    }
  });

  it('refuses an image uploaded by someone else', async () => {
    const theirs = await uploadImage(other.cookie);
    const res = await t.request('/api/events', {
      method: 'POST',
      cookie: organiser.cookie,
      json: eventFormInput({ imageUrl: theirs }),
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields.imageUrl).toBe(texts.image);
  });
});

describe('My events: GET /api/me/events, PUT and DELETE /api/events/:id', () => {
  it('lists the member’s own events only, inactive ones included', async () => {
    const member = await newMember(t);
    const mine = await createEvent(t.db, { organizerId: member.userId });
    const takenDown = await createEvent(t.db, { organizerId: member.userId, active: false });
    await createEvent(t.db, { organizerId: other.userId });
    const res = await t.request('/api/me/events', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([mine.id, takenDown.id].sort());
    expect(res.data.total).toBe(2);
    expect((await t.request('/api/me/events')).status).toBe(401);
  });

  it('the organiser reads and edits their event; the change shows on the public page right away', async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { organizerId: organiser.userId, title: `Own ${tag}` });
    expect((await t.request(`/api/me/events/${event.id}`, { cookie: organiser.cookie })).data.title).toBe(
      `Own ${tag}`,
    );
    await visitorGuide(tag);
    const res = await t.request(`/api/events/${event.id}`, {
      method: 'PUT',
      cookie: organiser.cookie,
      json: eventFormInput({ title: `Edited ${tag}` }),
    });
    expect(res.status).toBe(200);
    expect(res.data.title).toBe(`Edited ${tag}`);
    expect((await visitorGuide(tag)).data.items[0].title).toBe(`Edited ${tag}`);
  });

  it('another member gets "Event not found" for someone else’s event; nothing changes', async () => {
    const event = await createEvent(t.db, { organizerId: organiser.userId, title: 'Not Yours' });
    for (const [method, path, json] of [
      ['GET', `/api/me/events/${event.id}`, undefined],
      ['PUT', `/api/events/${event.id}`, eventFormInput({ title: 'Hijacked' })],
      ['DELETE', `/api/events/${event.id}`, undefined],
    ] as Array<[string, string, unknown]>) {
      const res = await t.request(path, { method, json, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe(messages.events.notFound);
      expect((await t.request(path, { method, json })).status).toBe(401);
    }
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.title).toBe('Not Yours');
  });

  it('404 for an unknown event; 422 for an invalid edit', async () => {
    expect(
      (
        await t.request(`/api/events/${UNKNOWN}`, {
          method: 'PUT',
          cookie: organiser.cookie,
          json: eventFormInput(),
        })
      ).status,
    ).toBe(404);
    const event = await createEvent(t.db, { organizerId: organiser.userId });
    const bad = await t.request(`/api/events/${event.id}`, {
      method: 'PUT',
      cookie: organiser.cookie,
      json: eventFormInput({ title: '' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.title).toBe(texts.required);
  });

  it('an organiser cannot switch their event back on; an administrator can edit or delete any of them', async () => {
    const event = await createEvent(t.db, { organizerId: organiser.userId, active: false });
    const res = await t.request(`/api/events/${event.id}`, {
      method: 'PUT',
      cookie: organiser.cookie,
      json: eventFormInput({ active: true }),
    });
    expect(res.status).toBe(422);
    expect(
      (
        await t.request(`/api/admin/events/${event.id}/active`, {
          method: 'PUT',
          cookie: organiser.cookie,
          json: { active: true },
        })
      ).status,
    ).toBe(403);
    const edited = await t.request(`/api/events/${event.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: eventFormInput({ title: 'Admin Fixed' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data.active).toBe(false);
    expect(
      (await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: admin.cookie })).status,
    ).toBe(200);
  });

  it('the organiser deletes their event: gone from the Fete Guide and from likes at once', async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { organizerId: organiser.userId, title: `Short Lived ${tag}` });
    await t.db.insert(likedEvents).values({ userId: other.userId, eventId: event.id });
    expect(ids(await visitorGuide(tag))).toEqual([event.id]);
    const res = await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: organiser.cookie });
    expect(res.status).toBe(200);
    expect(ids(await visitorGuide(tag))).toEqual([]);
    const likes = await t.request('/api/likes', { cookie: other.cookie });
    expect(JSON.stringify(likes.data)).not.toContain(event.id);
  });
});

describe('reports: POST /api/events/:id/reports and the administrators’ dismiss', () => {
  it('401 for visitors, 404 for unknown or inactive events, 422 without a reason or with a long one', async () => {
    const event = await createEvent(t.db);
    const hidden = await createEvent(t.db, { active: false });
    expect(
      (await t.request(`/api/events/${event.id}/reports`, { method: 'POST', json: { reason: 'x' } })).status,
    ).toBe(401);
    for (const id of [UNKNOWN, hidden.id]) {
      const res = await t.request(`/api/events/${id}/reports`, {
        method: 'POST',
        cookie: other.cookie,
        json: { reason: 'Spam' },
      });
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe(messages.events.notFound);
    }
    for (const [reason, message] of [
      ['   ', texts.reportReason],
      ['x'.repeat(501), texts.reportReasonLength],
    ]) {
      const res = await t.request(`/api/events/${event.id}/reports`, {
        method: 'POST',
        cookie: other.cookie,
        json: { reason },
      });
      expect(res.status).toBe(422);
      expect(res.data.error.fields.reason).toBe(message);
    }
  });

  it('takes one open report per member and event; the event stays up; administrators see the reason', async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { title: `Reported ${tag}` });
    const first = await t.request(`/api/events/${event.id}/reports`, {
      method: 'POST',
      cookie: other.cookie,
      json: { reason: '  Wrong venue, it moved to Chaguaramas.  ' },
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ eventId: event.id, status: 'open' });
    const again = await t.request(`/api/events/${event.id}/reports`, {
      method: 'POST',
      cookie: other.cookie,
      json: { reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.reportAlreadyOpen);

    expect(ids(await visitorGuide(tag))).toEqual([event.id]);
    const detail = await t.request(`/api/admin/events/${event.id}`, { cookie: admin.cookie });
    expect(detail.data.event.openReports).toBe(1);
    expect(detail.data.reports).toEqual([
      expect.objectContaining({
        reason: 'Wrong venue, it moved to Chaguaramas.',
        status: 'open',
        reporter: expect.objectContaining({ id: other.userId }),
      }),
    ]);
    // The detail tells a member they may report.
    expect((await t.request(`/api/events/${event.id}`, { cookie: other.cookie })).data.can.report).toBe(true);
    expect((await t.request(`/api/events/${event.id}`)).data.can.report).toBe(false);
  });

  it('dismissing closes the report (the member may report again); a handled one is 409, an unknown one 404', async () => {
    const event = await createEvent(t.db);
    const report = await createEventReport(t.db, event.id, other.userId);
    const path = `/api/admin/events/${event.id}/reports/${report.id}/dismiss`;
    const res = await t.request(path, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('dismissed');
    const [row] = await t.db.select().from(eventReports).where(eq(eventReports.id, report.id));
    expect(row).toMatchObject({ status: 'dismissed', resolvedBy: admin.userId });
    expect((await t.request(path, { method: 'POST', cookie: admin.cookie })).status).toBe(409);
    const unknown = await t.request(`/api/admin/events/${event.id}/reports/${UNKNOWN}/dismiss`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe(texts.reportNotFound);
    expect(
      (
        await t.request(`/api/events/${event.id}/reports`, {
          method: 'POST',
          cookie: other.cookie,
          json: { reason: 'Still wrong' },
        })
      ).status,
    ).toBe(201);
  });

  it("an organiser deleting their reported event keeps the reports, with the event's title, for the administrators", async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { organizerId: organiser.userId, title: `Bogus Fete ${tag}` });
    const sent = await t.request(`/api/events/${event.id}/reports`, {
      method: 'POST',
      cookie: other.cookie,
      json: { reason: 'Takes money, no such party.' },
    });
    expect(sent.status).toBe(201);
    // The organiser edits the title, then deletes the event to make the report go away.
    await t.db.update(events).set({ title: 'Nothing to see' }).where(eq(events.id, event.id));
    expect(
      (await t.request(`/api/events/${event.id}`, { method: 'DELETE', cookie: organiser.cookie })).status,
    ).toBe(200);

    const [kept] = await t.db.select().from(eventReports).where(eq(eventReports.id, sent.data.id));
    expect(kept).toMatchObject({ eventId: null, eventTitle: `Bogus Fete ${tag}`, status: 'open' });
    const list = await t.request('/api/admin/deleted-event-reports', { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const mine = list.data.items.find((r: { id: string }) => r.id === sent.data.id);
    expect(mine).toMatchObject({
      eventTitle: `Bogus Fete ${tag}`,
      organizer: { id: organiser.userId },
      reporter: { id: other.userId },
      reason: 'Takes money, no such party.',
      status: 'open',
    });
    // Members never see that list.
    expect((await t.request('/api/admin/deleted-event-reports', { cookie: other.cookie })).status).toBe(403);

    const path = `/api/admin/deleted-event-reports/${sent.data.id}/dismiss`;
    const dismissed = await t.request(path, { method: 'POST', cookie: admin.cookie });
    expect(dismissed.status).toBe(200);
    expect(dismissed.data.items.find((r: { id: string }) => r.id === sent.data.id).status).toBe('dismissed');
    expect((await t.request(path, { method: 'POST', cookie: admin.cookie })).status).toBe(404);
    // A report of an event that still exists is dismissed on its event, not here.
    const live = await createEvent(t.db);
    const report = await createEventReport(t.db, live.id, other.userId);
    const res = await t.request(`/api/admin/deleted-event-reports/${report.id}/dismiss`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBe(texts.reportNotFound);
  });

  it('an administrator deleting a reported event keeps the reports, closed as actioned', async () => {
    const event = await createEvent(t.db, { organizerId: organiser.userId, title: 'Taken down' });
    const report = await createEventReport(t.db, event.id, other.userId);
    expect(
      (await t.request(`/api/admin/events/${event.id}`, { method: 'DELETE', cookie: admin.cookie })).status,
    ).toBe(200);
    const [kept] = await t.db.select().from(eventReports).where(eq(eventReports.id, report.id));
    expect(kept).toMatchObject({ eventId: null, status: 'actioned', resolvedBy: admin.userId });
  });

  it('limits a member to 10 reports an hour (429)', async () => {
    const reporter = await newMember(t);
    for (let i = 0; i < 10; i++) {
      const event = await createEvent(t.db);
      const res = await t.request(`/api/events/${event.id}/reports`, {
        method: 'POST',
        cookie: reporter.cookie,
        json: { reason: `Spam ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const event = await createEvent(t.db);
    const res = await t.request(`/api/events/${event.id}/reports`, {
      method: 'POST',
      cookie: reporter.cookie,
      json: { reason: 'One more' },
    });
    expect(res.status).toBe(429);
    expect(res.data.error.message).toBe(errorCatalogue.RATE_LIMITED.message);
  });
});

describe('inactive events exist for administrators only', () => {
  it('the Fete Guide, the detail, home sections and likes lists show them to nobody else', async () => {
    const tag = uniqueTag();
    const event = await createEvent(t.db, { title: `Hidden ${tag}`, category: 'Party' });
    await t.db.insert(likedEvents).values({ userId: other.userId, eventId: event.id });
    expect(
      (await t.request(`/api/admin/featured/event/${event.id}`, { method: 'PUT', cookie: admin.cookie }))
        .status,
    ).toBe(200);
    const homeIds = async (cookie?: string) =>
      JSON.stringify((await t.request('/api/home/events', { cookie })).data);
    expect(await homeIds()).toContain(event.id);
    expect(JSON.stringify((await t.request('/api/likes', { cookie: other.cookie })).data)).toContain(
      event.id,
    );

    await t.request(`/api/admin/events/${event.id}/active`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { active: false },
    });

    for (const cookie of [undefined, other.cookie]) {
      expect(ids(await t.request(`/api/events?q=${tag}`, { cookie }))).toEqual([]);
      expect((await t.request(`/api/events/${event.id}`, { cookie })).status).toBe(404);
      expect(await homeIds(cookie)).not.toContain(event.id);
    }
    expect(JSON.stringify((await t.request('/api/likes', { cookie: other.cookie })).data)).not.toContain(
      event.id,
    );
    const asAdmin = await t.request(`/api/events?q=${tag}`, { cookie: admin.cookie });
    expect(asAdmin.data.items[0]).toMatchObject({ id: event.id, active: false });
    expect(
      (await t.request(`/api/admin/events?q=${tag}`, { cookie: admin.cookie })).data.items[0].active,
    ).toBe(false);
  });
});
