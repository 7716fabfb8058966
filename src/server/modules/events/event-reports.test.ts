// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { errorCatalogue, messages } from '../../../shared/errors';
import { newMember } from '../../auth/testing';
import { createEvent, createEventReport, uniqueTag } from '../../db/factories';
import { eventReports, events } from '../../db/schema';
import { UNKNOWN, eventsTesting, ids } from './events-testing';

const { t, admin, member: organiser, other, visitorGuide } = eventsTesting({ visitorCache: true });

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
