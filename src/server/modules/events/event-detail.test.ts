// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validityDays } from '../../../shared/validity-days';
import {
  createEvent,
  createEventDiscount,
  createLike,
  daysFromNow,
  siteDay,
  uniqueTag,
} from '../../db/factories';
import { listTestFile, titles } from '../../test/lists';

const { t, member, admin, tagged: eventsTagged, get } = listTestFile(createEvent, 'A fete');

describe('GET /api/destinations (Fete Travel)', () => {
  it('lists upcoming Festival, Carnival and Cruise events by date, filtered by country', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: 'Crop Over', category: 'Festival', date: siteDay(30), country: 'Barbados' },
      { title: 'Trinidad Carnival', category: 'Carnival', date: siteDay(10), country: 'Trinidad' },
      { title: 'Soca Cruise', category: 'Cruise', date: siteDay(20), country: 'Jamaica' },
      { title: 'A party', category: 'Party', date: siteDay(5) },
      { title: 'Old Carnival', category: 'Carnival', date: siteDay(-300), country: 'Trinidad' },
    ]);
    const res = await get(`/api/destinations?q=${tag}`);
    expect(titles(res)).toEqual(['Trinidad Carnival', 'Soca Cruise', 'Crop Over']);
    expect(res.data.total).toBe(3);
    expect(titles(await get(`/api/destinations?q=${tag}&country=Barbados`))).toEqual(['Crop Over']);
    expect(titles(await get(`/api/destinations?q=${tag}&when=past`))).toEqual(['Old Carnival']);
    expect((await get('/api/destinations?country=Mars')).status).toBe(422);
    expect((await get('/api/destinations?when=later')).status).toBe(422);
  });
});

describe('GET /api/events/:id', () => {
  it('answers the event with its active discounts valid now', async () => {
    const [event] = await eventsTagged(uniqueTag(), [{ title: 'Detail fete', date: siteDay(8) }]);
    const valid = await createEventDiscount(t.db, event!.id, { code: 'EARLY15', percentage: 15 });
    const open = await createEventDiscount(t.db, event!.id, {
      code: 'OPEN10',
      percentage: 10,
      validFrom: null,
      validUntil: null,
    });
    await createEventDiscount(t.db, event!.id, { code: 'OFF', active: false });
    await createEventDiscount(t.db, event!.id, {
      code: 'OVER',
      validFrom: daysFromNow(-10),
      validUntil: daysFromNow(-1),
    });
    await createEventDiscount(t.db, event!.id, {
      code: 'SOON',
      validFrom: daysFromNow(2),
      validUntil: daysFromNow(9),
    });
    await createLike(t.db, 'event', member.userId, event!.id);

    const res = await get(`/api/events/${event!.id}`, member.cookie);
    expect(res.status).toBe(200);
    expect(res.data.event).toMatchObject({
      id: event!.id,
      title: 'Detail fete',
      liked: true,
      featured: false,
    });
    expect(res.data.discounts).toEqual([
      {
        id: valid.id,
        code: 'EARLY15',
        percentage: 15,
        description: valid.description,
        ...validityDays(valid),
      },
      {
        id: open.id,
        code: 'OPEN10',
        percentage: 10,
        description: open.description,
        validFrom: null,
        validUntil: null,
      },
    ]);
    expect((await get(`/api/events/${event!.id}`)).data.event.liked).toBe(false);
  });

  it("404 'Event not found' for unknown, malformed and (to non-administrators) inactive events", async () => {
    const [hidden] = await eventsTagged(uniqueTag(), [{ title: 'Hidden', active: false }]);
    for (const [id, cookie] of [
      [randomUUID(), member.cookie],
      ['not-a-uuid', undefined],
      ['1', admin.cookie],
      [hidden!.id, undefined],
      [hidden!.id, member.cookie],
    ] as const) {
      const res = await get(`/api/events/${id}`, cookie);
      expect(res.status, id).toBe(404);
      expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: 'Event not found' });
    }
    const forAdmin = await get(`/api/events/${hidden!.id}`, admin.cookie);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.data.event.active).toBe(false);
  });
});
