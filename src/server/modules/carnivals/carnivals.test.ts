// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { createBand, createCarnival, createEvent } from '../../db/factories';
import { requestAs, signedInForFile } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';
import { densityOf } from './service';

const t = testServerForFile({}, { app: visitorCache() });
const { admin } = signedInForFile(t);
const call = requestAs(t, admin);

/** Kadooment-like: 10 August (fixed), main days the 10th and 11th, the season three days before. */
const rule = {
  anchor: { kind: 'fixed' as const, month: 8, day: 10 },
  days: [
    { name: 'Second Day', offset: 1 },
    { name: 'First Day', offset: 0 },
  ],
  seasonDays: 3,
};

describe('densityOf', () => {
  it('counts each event on every day it runs and widens the window to the events', () => {
    const days = densityOf(
      [
        { date: '2031-08-05', endDate: '2031-08-07' },
        { date: '2031-08-06', endDate: null },
      ],
      '2031-08-06',
      '2031-08-08',
    );
    expect(days).toEqual([
      { date: '2031-08-05', count: 1 },
      { date: '2031-08-06', count: 2 },
      { date: '2031-08-07', count: 1 },
      { date: '2031-08-08', count: 0 },
    ]);
  });
});

describe('GET /api/carnivals (the season)', () => {
  it('answers a year’s active carnivals by first main day, with dated days, window and counts', async () => {
    const late = await createCarnival(t.db, { name: 'Late Mas', rule });
    const early = await createCarnival(t.db, {
      name: 'Early Mas',
      rule: {
        anchor: { kind: 'weekday', month: 3, weekday: 1, nth: -1 },
        days: [{ name: 'Road', offset: 0 }],
        seasonDays: 0,
      },
    });
    await createCarnival(t.db, { name: 'Hidden Mas', rule, active: false });
    await createEvent(t.db, { carnivalId: late.id, date: '2031-08-09' });
    await createEvent(t.db, { carnivalId: late.id, date: '2030-08-12' }); // last year's occurrence
    await createEvent(t.db, { carnivalId: late.id, date: '2031-08-10', active: false });
    await createBand(t.db, { carnivalId: late.id, startDate: '2031-08-10', endDate: '2031-08-11' });
    const res = await t.request('/api/carnivals?year=2031');
    expect(res.status).toBe(200);
    const items = res.data.items.filter((c: { id: string }) => [late.id, early.id].includes(c.id));
    expect(items.map((c: { name: string }) => c.name)).toEqual(['Early Mas', 'Late Mas']);
    expect(res.data.items.some((c: { name: string }) => c.name === 'Hidden Mas')).toBe(false);
    expect(items[0].days).toEqual([{ name: 'Road', date: '2031-03-31' }]);
    expect(items[1]).toMatchObject({
      year: 2031,
      slug: late.slug,
      days: [
        { name: 'First Day', date: '2031-08-10' },
        { name: 'Second Day', date: '2031-08-11' },
      ],
      start: '2031-08-10',
      end: '2031-08-11',
      seasonStart: '2031-08-07',
      eventCount: 1,
      bandCount: 1,
    });
  });

  it('without a year answers each carnival’s occurrence under way or next; a bad year is 422', async () => {
    const c = await createCarnival(t.db, { rule });
    const res = await t.request('/api/carnivals');
    expect(res.data.year).toBeNull();
    const item = res.data.items.find((i: { id: string }) => i.id === c.id);
    expect(item.end >= res.data.today).toBe(true);
    expect(
      item.year === Number(res.data.today.slice(0, 4)) ||
        item.year === Number(res.data.today.slice(0, 4)) + 1,
    ).toBe(true);
    const bad = await t.request('/api/carnivals?year=1800');
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.year).toBe('Please choose a year from 2000 to 2100');
  });
});

describe('GET /api/carnivals/:slug (a carnival’s page)', () => {
  it('draws the density strip over the window, widened to its events, multi-day events on each day', async () => {
    const c = await createCarnival(t.db, { rule });
    await createEvent(t.db, { carnivalId: c.id, date: '2031-08-08', endDate: '2031-08-10' });
    await createEvent(t.db, { carnivalId: c.id, date: '2031-08-10' });
    await createEvent(t.db, { carnivalId: c.id, date: '2031-08-10', active: false });
    await createEvent(t.db, { carnivalId: c.id, date: '2031-08-04' });
    await createEvent(t.db, { carnivalId: c.id, date: '2030-08-12' });
    await createEvent(t.db, { date: '2031-08-10' }); // no carnival
    const res = await t.request(`/api/carnivals/${c.slug}?year=2031`);
    expect(res.status).toBe(200);
    expect(res.data.density).toEqual([
      { date: '2031-08-04', count: 1 },
      { date: '2031-08-05', count: 0 },
      { date: '2031-08-06', count: 0 },
      { date: '2031-08-07', count: 0 },
      { date: '2031-08-08', count: 1 },
      { date: '2031-08-09', count: 1 },
      { date: '2031-08-10', count: 2 },
      { date: '2031-08-11', count: 0 },
    ]);
  });

  it('lists its upcoming Fete Guide events, its travel events and its bands', async () => {
    const c = await createCarnival(t.db, { rule });
    await createEvent(t.db, { carnivalId: c.id, title: 'Guide fete', category: 'Party', date: '2031-08-09' });
    await createEvent(t.db, {
      carnivalId: c.id,
      title: 'Mas trip',
      category: 'Carnival',
      date: '2031-08-10',
    });
    await createEvent(t.db, { title: 'Elsewhere', category: 'Party', date: '2031-08-09' });
    await createBand(t.db, { carnivalId: c.id, name: 'Road Band', startDate: '2031-08-10', endDate: null });
    const res = await t.request(`/api/carnivals/${c.slug}`);
    expect(res.data.events.map((e: { title: string }) => e.title)).toEqual(['Guide fete']);
    expect(res.data.travel.map((e: { title: string }) => e.title)).toEqual(['Mas trip']);
    expect(res.data.bands.map((b: { name: string }) => b.name)).toEqual(['Road Band']);
  });

  it('404 for an unknown or inactive carnival', async () => {
    const hidden = await createCarnival(t.db, { rule, active: false });
    for (const slug of ['no-such-carnival', hidden.slug]) {
      const res = await t.request(`/api/carnivals/${slug}`);
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe('Carnival not found');
    }
  });

  it('a visitor’s cached page changes after an event write', async () => {
    const c = await createCarnival(t.db, { rule });
    const event = await createEvent(t.db, { carnivalId: c.id, date: '2031-08-10' });
    const path = `/api/carnivals/${c.slug}?year=2031`;
    const day = (res: { data: { density: { date: string; count: number }[] } }) =>
      res.data.density.find((d) => d.date === '2031-08-10')!.count;
    expect(day(await t.request(path))).toBe(1);
    expect(day(await t.request(path))).toBe(1);
    const off = await call(`/api/admin/events/${event.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(day(await t.request(path))).toBe(0);
  });
});
