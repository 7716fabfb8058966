// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBand, createCarnival, createEvent } from '../../db/factories';
import { carnivalBands, events } from '../../db/schema';
import { expectAdminOnly, requestAs, signedInForFile } from '../../auth/testing';
import { uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

const t = testServerForFile({}, { app: visitorCache() });
const { admin, member } = signedInForFile(t);
const call = requestAs(t, admin);

const rule = {
  anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 1 },
  days: [
    { name: 'Foreday Morning', offset: -3 },
    { name: 'Grand Kadooment', offset: 0 },
  ],
  seasonDays: 21,
};
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Crop Over',
  territory: 'Barbados',
  description: 'Summer festival.',
  imageUrl: '',
  rule,
  ...overrides,
});

describe('the carnivals manager', () => {
  it('401 for visitors and 403 for members on every route', async () => {
    const c = await createCarnival(t.db);
    await expectAdminOnly(t, member, [
      ['GET', '/api/admin/carnivals', undefined],
      ['POST', '/api/admin/carnivals', body()],
      ['PUT', `/api/admin/carnivals/${c.id}`, body()],
      ['PUT', `/api/admin/carnivals/${c.id}/active`, { active: false }],
      ['POST', `/api/admin/carnivals/${c.id}/move`, { direction: 'up' }],
      ['DELETE', `/api/admin/carnivals/${c.id}`, undefined],
    ]);
  });

  it('creates a carnival whose address comes from its name, with its image; it shows on the season', async () => {
    const imageUrl = await uploadImageUrl(t, admin.cookie);
    const res = await call('/api/admin/carnivals', {
      method: 'POST',
      json: body({ name: 'Crop Over Test Édition', imageUrl }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      slug: 'crop-over-test-edition',
      active: true,
      eventCount: 0,
      bandCount: 0,
      imageUrl,
    });
    const season = await t.request('/api/carnivals?year=2027');
    const shown = season.data.items.find((c: { id: string }) => c.id === res.data.id);
    expect(shown.days).toEqual([
      { name: 'Foreday Morning', date: '2027-07-30' },
      { name: 'Grand Kadooment', date: '2027-08-02' },
    ]);
    const list = await call('/api/admin/carnivals');
    expect(list.data.items.at(-1).id).toBe(res.data.id);
  });

  it('refuses an address another carnival has (422 on slug) and a bad rule field by field', async () => {
    const taken = await createCarnival(t.db);
    const dup = await call('/api/admin/carnivals', { method: 'POST', json: body({ slug: taken.slug }) });
    expect(dup.status).toBe(422);
    expect(dup.data.error.fields.slug).toBe(
      'Another carnival already has this address; please choose another',
    );
    const badSlug = await call('/api/admin/carnivals', {
      method: 'POST',
      json: body({ slug: 'Not A Slug' }),
    });
    expect(badSlug.data.error.fields.slug).toMatch(/lower-case/);
    const bad = await call('/api/admin/carnivals', {
      method: 'POST',
      json: body({
        rule: {
          anchor: { kind: 'fixed', month: 2, day: 30 },
          days: [{ name: '', offset: 200 }],
          seasonDays: 121,
        },
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields).toMatchObject({
      'rule.anchor.day': 'Please enter a day that this month has',
      'rule.days.0.name': 'Please name the day (1 to 60 characters)',
      'rule.days.0.offset': 'Please enter a whole number of days from -120 to 120',
      'rule.seasonDays': 'Please enter a whole number of days from 0 to 120',
    });
    const weekday = await call('/api/admin/carnivals', {
      method: 'POST',
      json: body({ rule: { ...rule, anchor: { kind: 'weekday', month: 13, weekday: 7, nth: 5 } } }),
    });
    expect(Object.keys(weekday.data.error.fields).sort()).toEqual([
      'rule.anchor.month',
      'rule.anchor.nth',
      'rule.anchor.weekday',
    ]);
    const none = await call('/api/admin/carnivals', {
      method: 'POST',
      json: body({ rule: { ...rule, days: [] } }),
    });
    expect(none.data.error.fields['rule.days']).toBe('Please give from 1 to 8 main days');
  });

  it('an update keeps its own address and may not take another’s', async () => {
    const c = await createCarnival(t.db);
    const other = await createCarnival(t.db);
    const same = await call(`/api/admin/carnivals/${c.id}`, { method: 'PUT', json: body({ slug: c.slug }) });
    expect(same.status).toBe(200);
    const taken = await call(`/api/admin/carnivals/${c.id}`, {
      method: 'PUT',
      json: body({ slug: other.slug }),
    });
    expect(taken.status).toBe(422);
  });

  it('updates, hides, moves and deletes; a delete leaves its events and bands without a carnival', async () => {
    const c = await createCarnival(t.db);
    const event = await createEvent(t.db, { carnivalId: c.id });
    const band = await createBand(t.db, { carnivalId: c.id });
    const edited = await call(`/api/admin/carnivals/${c.id}`, {
      method: 'PUT',
      json: body({ name: 'Renamed Mas', slug: 'renamed-mas' }),
    });
    expect(edited.data).toMatchObject({
      name: 'Renamed Mas',
      slug: 'renamed-mas',
      eventCount: 1,
      bandCount: 1,
    });
    const hidden = await call(`/api/admin/carnivals/${c.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(hidden.data.active).toBe(false);
    expect((await t.request('/api/carnivals/renamed-mas')).status).toBe(404);
    const moved = await call(`/api/admin/carnivals/${c.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(moved.status).toBe(200);
    const gone = await call(`/api/admin/carnivals/${c.id}`, { method: 'DELETE' });
    expect(gone.data).toEqual({ id: c.id, deleted: true });
    const [e] = await t.db
      .select({ carnivalId: events.carnivalId })
      .from(events)
      .where(eq(events.id, event.id));
    const [b] = await t.db
      .select({ carnivalId: carnivalBands.carnivalId })
      .from(carnivalBands)
      .where(eq(carnivalBands.id, band.id));
    expect(e!.carnivalId).toBeNull();
    expect(b!.carnivalId).toBeNull();
    const unknown = await call(`/api/admin/carnivals/${randomUUID()}`, { method: 'PUT', json: body() });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe('Carnival not found');
  });

  it('a visitor’s cached season shows a new carnival at once', async () => {
    const before = await t.request('/api/carnivals?year=2029');
    const made = await call('/api/admin/carnivals', { method: 'POST', json: body({ name: 'Fresh Mas' }) });
    const after = await t.request('/api/carnivals?year=2029');
    expect(before.data.items.some((c: { id: string }) => c.id === made.data.id)).toBe(false);
    expect(after.data.items.some((c: { id: string }) => c.id === made.data.id)).toBe(true);
  });
});

describe('the Carnival select of the event and band forms', () => {
  const eventBody = (carnivalId: string | null) => ({
    title: 'Carnival link fete',
    date: '2031-02-01',
    location: 'Savannah',
    category: 'Party',
    carnivalId,
  });
  const bandBody = (carnivalId: string | null) => ({
    name: 'Carnival Link Mas',
    country: 'Trinidad',
    startDate: '2031-02-20',
    carnivalId,
  });

  it('links an event and a band to a carnival, and refuses an id that names none (422 on the field)', async () => {
    const c = await createCarnival(t.db);
    const event = await call('/api/admin/events', { method: 'POST', json: eventBody(c.id) });
    expect(event.status).toBe(201);
    expect(event.data.carnivalId).toBe(c.id);
    const band = await call('/api/admin/bands', { method: 'POST', json: bandBody(c.id) });
    expect(band.status).toBe(201);
    expect(band.data.carnivalId).toBe(c.id);
    const unlinked = await call(`/api/admin/bands/${band.data.id}`, { method: 'PUT', json: bandBody(null) });
    expect(unlinked.data.carnivalId).toBeNull();
    const message = 'Please choose a carnival from the list';
    for (const [path, body] of [
      ['/api/admin/events', eventBody(randomUUID())],
      ['/api/admin/bands', bandBody(randomUUID())],
    ] as const) {
      const res = await call(path, { method: 'POST', json: body });
      expect(res.status, path).toBe(422);
      expect(res.data.error.fields.carnivalId).toBe(message);
    }
    const memberBody = {
      ...eventBody(randomUUID()),
      description: 'A fete.',
      startTime: '20:00',
      endTime: '23:00',
      country: 'Trinidad',
      state: 'Port of Spain',
    };
    const mine = await t.request('/api/events', {
      method: 'POST',
      json: memberBody,
      cookie: member.cookie,
    });
    expect(mine.status).toBe(422);
    expect(mine.data.error.fields.carnivalId).toBe(message);
  });
});
