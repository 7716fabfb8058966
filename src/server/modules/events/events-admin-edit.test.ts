// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import {
  createEvent,
  createEventDiscount,
  createEventReport,
  eventFormInput,
  siteDay,
  uniqueTag,
} from '../../db/factories';
import { eventDiscounts, eventReports, events, featuredItems, likedEvents } from '../../db/schema';
import { eventsTesting } from './events-testing';

const { t, admin, member, asAdmin } = eventsTesting();

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
    const event = await createEvent(t.db, { category: 'Party' });
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
    // The page reads the days the administrator entered: valid through day 10, not "until" day 11 (issue #23 item 3).
    expect((await t.request(`/api/events/${event.id}`)).data.discounts).toMatchObject([
      { code: 'SOCA15', validFrom: siteDay(-1), validUntil: siteDay(10) },
    ]);

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
