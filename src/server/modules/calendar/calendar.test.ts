// @module-tag postgres
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeedSchema } from '../../../shared/domains/calendar';
import { adminTestFile, newMember } from '../../auth/testing';
import {
  createAttendance,
  createUpcomingCarnival,
  createCarnivalPlan,
  createEvent,
  createLike,
  createPlanEntry,
  createPlanItem,
  siteDay,
} from '../../db/factories';

const { t, admin } = adminTestFile();

/** The VEVENTs of a calendar file, read by a calendar parser (ical.js) with its VTIMEZONEs registered. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      uid: event.uid,
      location: event.location,
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      wallStart: event.startDate.toString(),
      url: vevent.getFirstPropertyValue('url'),
      description: event.description,
    };
  });
}

describe('GET /api/events/:id/calendar.ics', () => {
  it('is the event in its own zone (TZID), a fete past midnight ending the next morning, with an ETag', async () => {
    const event = await createEvent(t.db, {
      title: 'Soca Brunch, Sunrise Edition',
      date: '2027-03-05',
      startTime: '21:00',
      endTime: '04:00',
      timeZone: 'America/Port_of_Spain',
      location: "Queen's Park Savannah",
      state: 'Port of Spain',
      country: 'Trinidad',
      description: 'Doubles at dawn.',
    });
    const res = await t.request(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.text).toContain('DTSTART;TZID=America/Port_of_Spain:20270305T210000');
    expect(res.text).toContain('BEGIN:VTIMEZONE');
    expect(parseEvents(res.text)).toEqual([
      {
        summary: 'Soca Brunch, Sunrise Edition',
        uid: expect.stringContaining(event.id),
        location: "Queen's Park Savannah, Port of Spain, Trinidad",
        zone: 'America/Port_of_Spain',
        start: '2027-03-06T01:00:00.000Z',
        end: '2027-03-06T08:00:00.000Z',
        wallStart: '2027-03-05T21:00:00',
        // The page's canonical address (decision 0033), not the bare id that only redirects to it.
        url: `${t.config.publicUrl}/events/soca-brunch-sunrise-edition-${event.id}`,
        description: `Doubles at dawn.\n\n${t.config.publicUrl}/events/soca-brunch-sunrise-edition-${event.id}`,
      },
    ]);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.request(`/api/events/${event.id}/calendar.ics`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('is 404 for an unknown event and, to everyone but administrators, an inactive one', async () => {
    const hidden = await createEvent(t.db, { active: false });
    expect((await t.request(`/api/events/${hidden.id}/calendar.ics`)).status).toBe(404);
    expect((await t.request(`/api/events/${crypto.randomUUID()}/calendar.ics`)).status).toBe(404);
    const asAdmin = await t.request(`/api/events/${hidden.id}/calendar.ics`, { cookie: admin.cookie });
    expect(asAdmin.status).toBe(200);
  });
});

describe("a member's private calendar feed", () => {
  it('answers on its secret URL with the events the member attends, liked ones when chosen, and stops after regeneration', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const going = await createEvent(t.db, { title: 'Going fete', date: siteDay(3) });
    const liked = await createEvent(t.db, { title: 'Liked fete', date: siteDay(4) });
    const othersOnly = await createEvent(t.db, { title: "Another member's fete", date: siteDay(5) });
    const longPast = await createEvent(t.db, { title: 'Long past fete', date: siteDay(-200) });
    await createAttendance(t.db, 'event', member.userId, going.id);
    await createAttendance(t.db, 'event', member.userId, longPast.id);
    await createLike(t.db, 'event', member.userId, liked.id);
    await createAttendance(t.db, 'event', other.userId, othersOnly.id);

    const none = await t.request('/api/members/me/calendar-feed', { cookie: member.cookie });
    expect(none.data).toEqual({ url: null, includeLiked: false });

    const made = await t.request('/api/members/me/calendar-feed', { method: 'POST', cookie: member.cookie });
    expect(made.status).toBe(200);
    const feed = calendarFeedSchema.parse(made.data);
    expect(feed.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    // Settings shows the same URL again.
    expect((await t.request('/api/members/me/calendar-feed', { cookie: member.cookie })).data).toEqual(feed);

    const path = new URL(feed.url!).pathname;
    const first = await t.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(parseEvents(first.text).map((e) => e.summary)).toEqual(['Going fete']);
    expect(first.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');

    // Unchanged: 304 on the ETag. Liking in: a new version.
    const etag = first.headers.get('etag')!;
    expect((await t.request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const withLiked = await t.request('/api/members/me/calendar-feed', {
      method: 'PUT',
      cookie: member.cookie,
      json: { includeLiked: true },
    });
    expect(withLiked.data).toEqual({ url: feed.url, includeLiked: true });
    const second = await t.request(path, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(200);
    expect(parseEvents(second.text).map((e) => e.summary)).toEqual(['Going fete', 'Liked fete']);

    const regenerated = await t.request('/api/members/me/calendar-feed', {
      method: 'POST',
      cookie: member.cookie,
    });
    expect(regenerated.data.url).not.toBe(feed.url);
    expect(regenerated.data.includeLiked).toBe(true);
    expect((await t.request(path)).status).toBe(404);
    const fresh = await t.request(new URL(regenerated.data.url).pathname);
    expect(parseEvents(fresh.text).map((e) => e.summary)).toEqual(['Going fete', 'Liked fete']);
  });

  it("holds the member's My Carnival plan: its events and own entries, in the plan's zone, past midnight", async () => {
    const member = await newMember(t);
    const carnival = await createUpcomingCarnival(t.db);
    const plan = await createCarnivalPlan(t.db, {
      userId: member.userId,
      carnivalId: carnival.id,
      year: 2030,
      timeZone: 'America/Barbados',
    });
    const planned = await createEvent(t.db, { title: 'Planned fete', date: siteDay(6) });
    await createPlanItem(t.db, plan.id, { eventId: planned.id });
    await createPlanEntry(t.db, plan.id, {
      kind: 'Flight',
      title: 'BW 421 home',
      date: siteDay(7),
      startTime: '23:30',
      endTime: '01:15',
      place: 'Grantley Adams Airport',
      notes: 'Terminal 1',
    });
    const other = await newMember(t);
    const othersPlan = await createCarnivalPlan(t.db, {
      userId: other.userId,
      carnivalId: carnival.id,
      year: 2030,
    });
    await createPlanEntry(t.db, othersPlan.id, { title: "Another member's slot", date: siteDay(7) });

    const made = await t.request('/api/members/me/calendar-feed', { method: 'POST', cookie: member.cookie });
    const feed = await t.request(new URL(made.data.url).pathname);
    const entries = parseEvents(feed.text);
    expect(entries.map((e) => e.summary)).toEqual(['Planned fete', 'Flight: BW 421 home']);
    const flight = entries[1]!;
    expect(flight).toMatchObject({
      zone: 'America/Barbados',
      wallStart: `${siteDay(7)}T23:30:00`,
      location: 'Grantley Adams Airport',
      url: `${t.config.publicUrl}/my-carnival/${plan.id}`,
      description: `Terminal 1\n\n${t.config.publicUrl}/my-carnival/${plan.id}`,
    });
    // 23:30 to 01:15 the next day, Barbados time (UTC−4): 1 h 45 min.
    expect(Date.parse(flight.end) - Date.parse(flight.start)).toBe(105 * 60_000);
  });

  it('is 404 for a made-up or malformed secret', async () => {
    expect((await t.request(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.request('/api/calendar/nothing')).status).toBe(404);
  });
});
