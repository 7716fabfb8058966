// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { dateWhenMessages } from '../../../shared/schemas/public';
import { newMember } from '../../auth/testing';
import { createEvent, createFeaturedItem, createLike, siteDay, uniqueTag } from '../../db/factories';
import { listTestFile, titles } from '../../test/lists';
import { countStatements } from '../../test/statements';

const { t, member, admin, tagged: eventsTagged, get } = listTestFile(createEvent, 'A fete');

describe('GET /api/events (Fete Guide)', () => {
  it('lists upcoming non-destination events by date then start time, with the card shape', async () => {
    const tag = uniqueTag();
    const [late, early] = await eventsTagged(tag, [
      { title: 'Late fete', date: siteDay(5), startTime: '22:00', category: 'Party' },
      {
        title: 'Early fete',
        date: siteDay(5),
        startTime: '08:00',
        category: 'Beach Party',
        endDate: siteDay(6),
      },
      { title: 'Concert', date: siteDay(3), startTime: '19:00', category: 'Concert' },
      { title: 'Tonight', date: siteDay(0), startTime: '23:00', category: 'Party' },
      { title: 'Still running', date: siteDay(-2), endDate: siteDay(1), category: 'Party' },
      { title: 'Ended yesterday', date: siteDay(-3), endDate: siteDay(-1), category: 'Party' },
      { title: 'Last week', date: siteDay(-7), category: 'Party' },
      { title: 'Carnival', date: siteDay(4), category: 'Carnival' },
      { title: 'Festival', date: siteDay(4), category: 'Festival' },
      { title: 'Cruise', date: siteDay(4), category: 'Cruise' },
    ]);
    const res = await get(`/api/events?q=${tag}`);
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Still running', 'Tonight', 'Concert', 'Early fete', 'Late fete']);
    expect(res.data).toMatchObject({ total: 5, page: 1, pageSize: 24 });
    expect(res.data.items[3]).toEqual({
      id: early!.id,
      title: 'Early fete',
      description: `A fete ${tag}`,
      imageUrl: null,
      date: siteDay(5),
      endDate: siteDay(6),
      startTime: '08:00:00',
      endTime: early!.endTime,
      timeZone: 'America/Port_of_Spain',
      location: early!.location,
      country: early!.country,
      state: early!.state,
      category: 'Beach Party',
      priceCents: early!.priceCents,
      feteRideUrl: null,
      ticketUrl: early!.ticketUrl,
      feteIdTicketUrl: null,
      hasFeteIdTicket: false,
      instagramUrl: null,
      capacity: 800,
      carnivalId: null,
      active: true,
      liked: false,
      attending: false,
      featured: false,
    });
    expect(late!.id).toBe(res.data.items[4].id);
  });

  it('when=past lists the rest, newest first', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: 'Upcoming', date: siteDay(2) },
      { title: 'Still running', date: siteDay(-2), endDate: siteDay(0) },
      { title: 'Yesterday morning', date: siteDay(-1), startTime: '07:00' },
      { title: 'Yesterday night', date: siteDay(-1), startTime: '22:00' },
      { title: 'Ended yesterday', date: siteDay(-4), endDate: siteDay(-1) },
      { title: 'Last year', date: siteDay(-365) },
    ]);
    const res = await get(`/api/events?q=${tag}&when=past`);
    expect(titles(res)).toEqual(['Yesterday night', 'Yesterday morning', 'Ended yesterday', 'Last year']);
    expect(res.data.total).toBe(4);
  });

  it('filters by country, date and time of day (night runs past midnight)', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: 'Breakfast', date: siteDay(3), startTime: '06:00', country: 'Jamaica' },
      { title: 'Lunch', date: siteDay(3), startTime: '12:00', country: 'Trinidad' },
      { title: 'Sunset', date: siteDay(4), startTime: '17:00', country: 'Jamaica' },
      { title: 'Late', date: siteDay(4), startTime: '21:00', country: 'Barbados' },
      { title: 'After midnight', date: siteDay(4), startTime: '02:30', country: 'Jamaica' },
      { title: 'Before dawn', date: siteDay(5), startTime: '05:59', country: 'Tobago' },
      { title: 'Gone', date: siteDay(-10), startTime: '21:30', country: 'Jamaica' },
    ]);
    const q = `q=${tag}`;
    expect(titles(await get(`/api/events?${q}&country=Jamaica`))).toEqual([
      'Breakfast',
      'After midnight',
      'Sunset',
    ]);
    expect(titles(await get(`/api/events?${q}&timeOfDay=morning`))).toEqual(['Breakfast']);
    expect(titles(await get(`/api/events?${q}&timeOfDay=afternoon`))).toEqual(['Lunch']);
    expect(titles(await get(`/api/events?${q}&timeOfDay=evening`))).toEqual(['Sunset']);
    expect(titles(await get(`/api/events?${q}&timeOfDay=night`))).toEqual([
      'After midnight',
      'Late',
      'Before dawn',
    ]);
    expect(titles(await get(`/api/events?${q}&date=${siteDay(4)}`))).toEqual([
      'After midnight',
      'Sunset',
      'Late',
    ]);
    // A chosen date shows that day's events even when it has passed.
    expect(titles(await get(`/api/events?${q}&date=${siteDay(-10)}`))).toEqual(['Gone']);
    const combined = await get(`/api/events?${q}&country=Jamaica&timeOfDay=night`);
    expect(titles(combined)).toEqual(['After midnight']);
    expect(combined.data.total).toBe(1);
    // "All countries" and "All times" are the empty choice.
    expect((await get(`/api/events?${q}&country=&timeOfDay=&date=`)).data.total).toBe(6);
  });

  it('one rule for a date and Upcoming/Past: a date lists on its side of today; the other side is refused', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: 'Gone', date: siteDay(-10) },
      { title: 'Tonight', date: siteDay(0) },
      { title: 'Soon', date: siteDay(4) },
    ]);
    const q = `q=${tag}`;
    expect(titles(await get(`/api/events?${q}&date=${siteDay(-10)}&when=past`))).toEqual(['Gone']);
    expect(titles(await get(`/api/events?${q}&date=${siteDay(0)}&when=upcoming`))).toEqual(['Tonight']);
    expect(titles(await get(`/api/events?${q}&date=${siteDay(4)}`))).toEqual(['Soon']);
    // "Upcoming" with a past date, "Past" with today or a later date: refused, saying what to do (issue #23 item 15).
    for (const [date, when] of [
      [siteDay(-10), 'upcoming'],
      [siteDay(0), 'past'],
      [siteDay(4), 'past'],
    ] as const) {
      const res = await get(`/api/events?${q}&date=${date}&when=${when}`);
      expect(res.status, `${date} ${when}`).toBe(422);
      expect(res.data.error.fields).toEqual({ when: dateWhenMessages[when] });
    }
  });

  it('searches title, description and location, case-insensitively, with % _ and \\ taken literally', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: `SOCA Brunch ${tag}` },
      { title: 'Steel night', description: 'Pan and soca all night' },
      { title: 'On the sand', location: 'Maracas Bay (Soca Tent)' },
      { title: '100% Wet' },
      { title: 'Wet_fete' },
      { title: 'Back\\slash fete' },
      { title: 'Calypso tent' },
    ]);
    const search = async (q: string) =>
      titles(await get(`/api/events?q=${encodeURIComponent(q)}&pageSize=100`)).filter((x) =>
        [
          `SOCA Brunch ${tag}`,
          'Steel night',
          'On the sand',
          '100% Wet',
          'Wet_fete',
          'Back\\slash fete',
          'Calypso tent',
        ].includes(x),
      );
    expect((await search('sOcA')).sort()).toEqual(
      [`SOCA Brunch ${tag}`, 'On the sand', 'Steel night'].sort(),
    );
    expect(await search('100%')).toEqual(['100% Wet']);
    expect(await search('%')).toEqual(['100% Wet']);
    expect(await search('t_f')).toEqual(['Wet_fete']);
    expect(await search('\\')).toEqual(['Back\\slash fete']);
    // The tag is in every description: q also narrows by description.
    const tagged = await get(`/api/events?q=${tag.toUpperCase()}`);
    expect(tagged.data.total).toBe(7);
  });

  it('paginates with the total of the whole list', async () => {
    const tag = uniqueTag();
    await eventsTagged(
      tag,
      Array.from({ length: 7 }, (_, i) => ({ title: `Fete ${i + 1}`, date: siteDay(10 + i) })),
    );
    const first = await get(`/api/events?q=${tag}&pageSize=3`);
    expect(first.data).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(titles(first)).toEqual(['Fete 1', 'Fete 2', 'Fete 3']);
    const last = await get(`/api/events?q=${tag}&pageSize=3&page=3`);
    expect(titles(last)).toEqual(['Fete 7']);
    expect(last.data).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    const beyond = await get(`/api/events?q=${tag}&pageSize=3&page=4`);
    expect(beyond.data).toEqual({ items: [], total: 7, page: 4, pageSize: 3 });
  });

  it('answers 422 for filters outside the lists', async () => {
    for (const query of [
      'country=Atlantis',
      'country=trinidad',
      'timeOfDay=dawn',
      'date=2027-02-30',
      'date=tomorrow',
      'when=soon',
      'page=0',
      'page=x',
      'pageSize=101',
      'pageSize=0',
      'country=Jamaica&country=Cuba',
    ]) {
      const res = await get(`/api/events?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.data.error.code).toBe('VALIDATION');
    }
    const res = await get('/api/events?country=Atlantis');
    expect(res.data.error.fields).toEqual({ country: 'Please choose a country from the list' });
  });

  it('shows inactive events to administrators only', async () => {
    const tag = uniqueTag();
    await eventsTagged(tag, [
      { title: 'Live', date: siteDay(3) },
      { title: 'Hidden', date: siteDay(4), active: false },
    ]);
    expect(titles(await get(`/api/events?q=${tag}`))).toEqual(['Live']);
    expect(titles(await get(`/api/events?q=${tag}`, member.cookie))).toEqual(['Live']);
    const forAdmin = await get(`/api/events?q=${tag}`, admin.cookie);
    expect(titles(forAdmin)).toEqual(['Live', 'Hidden']);
    expect(forAdmin.data.items.map((e: { active: boolean }) => e.active)).toEqual([true, false]);
    expect(forAdmin.data.total).toBe(2);
  });

  it('marks the member’s likes and featured events, in the same statements whatever the page size', async () => {
    const tag = uniqueTag();
    const created = await eventsTagged(
      tag,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Fete ${String(i).padStart(2, '0')}`,
        date: siteDay(20 + i),
      })),
    );
    for (const e of created.filter((_, i) => i % 2 === 0))
      await createLike(t.db, 'event', member.userId, e.id);
    await createFeaturedItem(t.db, 'event', created[1]!.id, { sortOrder: 7 });
    await createFeaturedItem(t.db, 'event', created[3]!.id, { active: false });
    const other = await newMember(t);
    await createLike(t.db, 'event', other.userId, created[1]!.id);

    const mine = await get(`/api/events?q=${tag}&pageSize=4`, member.cookie);
    expect(mine.data.items.map((e: { liked: boolean }) => e.liked)).toEqual([true, false, true, false]);
    expect(mine.data.items.map((e: { featured: boolean }) => e.featured)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const visitor = await get(`/api/events?q=${tag}&pageSize=4`);
    expect(visitor.data.items.map((e: { liked: boolean }) => e.liked)).toEqual([false, false, false, false]);
    expect(visitor.data.items[1].featured).toBe(true);

    const small = await countStatements(t, () => get(`/api/events?q=${tag}&pageSize=1`, member.cookie));
    const large = await countStatements(t, () => get(`/api/events?q=${tag}&pageSize=12`, member.cookie));
    expect(large).toBe(small);
    // A visitor's list is exactly one statement: the page, each row carrying the total.
    expect(await countStatements(t, () => get(`/api/events?q=${tag}&pageSize=12`))).toBe(1);
    // A page past the end has no row to carry it: the total is counted apart, and stays right.
    const beyond = await get(`/api/events?q=${tag}&page=9&pageSize=4`);
    expect(beyond.data.items).toEqual([]);
    expect(beyond.data.total).toBe(12);
    expect((await get(`/api/events?q=${tag}zz`)).data.total).toBe(0);
  });
});
