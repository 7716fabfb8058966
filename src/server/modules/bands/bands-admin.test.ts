// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import { signedInForFile } from '../../auth/testing';
import { createBand, createBandRating, createFeaturedItem } from '../../db/factories';
import { bandRatings, carnivalBands, featuredItems, likedBands } from '../../db/schema';
import { uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

/** Visitors' answers go through the response cache and the write watch, as in production. */
const t = testServerForFile({}, { app: visitorCache() });
const { member, admin } = signedInForFile(t);

type Init = { method?: string; json?: unknown; cookie?: string };
const call = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const tag = () => `Mas${randomUUID().slice(0, 8)}`;

function bandBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    description: 'Feathers and a truck',
    location: 'Queen’s Park Savannah',
    state: 'Port of Spain',
    country: 'Trinidad',
    year: 2031,
    startDate: '2031-02-24',
    endDate: '2031-02-25',
    imageUrl: null,
    websiteUrl: 'https://band.example',
    instagramUrl: '',
    registrationUrl: 'https://band.example/register',
    feteIdRegistrationUrl: 'https://band.example/fete-id',
    ...extra,
  };
}

/** The public list as a visitor sees it, searched by the test's own name. */
const publicNames = async (q: string, when = 'all') =>
  (await t.request(`/api/bands?q=${q}&when=${when}`)).data.items.map((b: { name: string }) => b.name);

describe('who may call the bands manager', () => {
  it('401 for visitors, 403 for members, 404 "Band not found" for unknown bands; nothing changes', async () => {
    const band = await createBand(t.db);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/bands', undefined],
      ['POST', '/api/admin/bands', bandBody('Nope')],
      ['PUT', `/api/admin/bands/${band.id}`, bandBody('Nope')],
      ['PUT', `/api/admin/bands/${band.id}/active`, { active: false }],
      ['DELETE', `/api/admin/bands/${band.id}`, undefined],
    ];
    for (const [method, path, json] of routes) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect(
        (await t.request(path, { method, json, cookie: member.cookie })).status,
        `${method} ${path}`,
      ).toBe(403);
    }
    for (const [method, path, json] of routes.slice(2)) {
      const res = await call(path.replace(band.id, randomUUID()), { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe('Band not found');
    }
    const [row] = await t.db.select().from(carnivalBands).where(eq(carnivalBands.id, band.id));
    expect(row).toMatchObject({ name: band.name, active: true });
  });
});

describe('the bands manager', () => {
  it('422 with field messages: name, country, dates in order, http(s) links, year, unknown fields', async () => {
    const res = await call('/api/admin/bands', {
      method: 'POST',
      json: bandBody(' ', {
        country: 'Atlantis',
        websiteUrl: 'javascript:alert(1)',
        year: 1200,
        startDate: '',
      }),
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toEqual({
      name: 'Please enter the band name',
      country: 'Please choose a country from the list',
      websiteUrl: 'Please enter a valid link starting with http:// or https://',
      year: 'Please enter a year from 1900 to 2200',
      startDate: 'Please enter the start date',
    });
    const backwards = await call('/api/admin/bands', {
      method: 'POST',
      json: bandBody('Backwards', { startDate: '2031-02-24', endDate: '2031-02-20' }),
    });
    expect(backwards.data.error.fields).toEqual({
      endDate: 'The end date must not be before the start date',
    });
    const unknown = await call('/api/admin/bands', { method: 'POST', json: { ...bandBody('X'), rating: 5 } });
    expect(unknown.status).toBe(422);
    const foreignImage = await call('/api/admin/bands', {
      method: 'POST',
      json: bandBody('Foreign', { imageUrl: await uploadImageUrl(t, member.cookie) }),
    });
    expect(foreignImage.data.error.fields).toEqual({ imageUrl: 'Please upload the image again' });
  });

  it('create → on the public list at once → edit → deactivate (gone for visitors) → delete', async () => {
    const name = tag();
    const before = await publicNames(name);
    expect(before).toEqual([]);
    const imageUrl = await uploadImageUrl(t, admin.cookie);
    const created = await call('/api/admin/bands', { method: 'POST', json: bandBody(name, { imageUrl }) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name,
      imageUrl,
      year: 2031,
      instagramUrl: null,
      feteIdRegistrationUrl: 'https://band.example/fete-id',
      active: true,
      featured: false,
    });
    // The visitors' answer was cached before; the write cleared it.
    expect(await publicNames(name)).toEqual([name]);

    const renamed = `${name} Reloaded`;
    const edited = await call(`/api/admin/bands/${created.data.id}`, {
      method: 'PUT',
      json: bandBody(renamed, { imageUrl, location: 'Port of Spain' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ name: renamed, location: 'Port of Spain', imageUrl });
    expect(await publicNames(name)).toEqual([renamed]);

    const listed = await call(`/api/admin/bands?q=${name}`);
    expect(listed.data).toMatchObject({ total: 1, items: [{ id: created.data.id, name: renamed }] });

    const hidden = await call(`/api/admin/bands/${created.data.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(hidden.data.active).toBe(false);
    expect(await publicNames(name)).toEqual([]);
    expect((await t.request(`/api/bands/${created.data.id}`)).status).toBe(404);
    // Administrators still find it in the manager.
    expect((await call(`/api/admin/bands?q=${name}`)).data.items[0]).toMatchObject({ active: false });

    const deleted = await call(`/api/admin/bands/${created.data.id}`, { method: 'DELETE' });
    expect(deleted.data).toEqual({ id: created.data.id, deleted: true });
    expect((await call(`/api/admin/bands?q=${name}`)).data.total).toBe(0);
  });

  it('deleting removes ratings, likes and the featured row in one go (decision 0013)', async () => {
    const band = await createBand(t.db, { name: tag() });
    await createBandRating(t.db, { bandId: band.id, userId: member.userId, rating: 4 });
    await t.request(`/api/likes/bands/${band.id}`, { method: 'PUT', cookie: member.cookie });
    await call(`/api/admin/featured/band/${band.id}`, { method: 'PUT' });
    expect((await call(`/api/admin/bands?q=${band.name}`)).data.items[0]).toMatchObject({ featured: true });
    expect((await call(`/api/admin/bands/${band.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(bandRatings).where(eq(bandRatings.bandId, band.id))).toEqual([]);
    expect(await t.db.select().from(likedBands).where(eq(likedBands.bandId, band.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(featuredItems)
        .where(and(eq(featuredItems.itemType, 'band'), eq(featuredItems.itemId, band.id))),
    ).toEqual([]);
  });

  it('an unchanged image is kept on edit, and a cleared one is removed', async () => {
    const band = await createBand(t.db, { name: tag(), imageUrl: 'https://images.example/seeded.jpg' });
    await createFeaturedItem(t.db, 'band', band.id);
    const kept = await call(`/api/admin/bands/${band.id}`, {
      method: 'PUT',
      json: bandBody(band.name, { imageUrl: 'https://images.example/seeded.jpg' }),
    });
    expect(kept.data).toMatchObject({ imageUrl: 'https://images.example/seeded.jpg', featured: true });
    const swapped = await call(`/api/admin/bands/${band.id}`, {
      method: 'PUT',
      json: bandBody(band.name, { imageUrl: 'https://images.example/other.jpg' }),
    });
    expect(swapped.data.error.fields).toEqual({ imageUrl: 'Please upload the image again' });
    const cleared = await call(`/api/admin/bands/${band.id}`, { method: 'PUT', json: bandBody(band.name) });
    expect(cleared.data.imageUrl).toBeNull();
  });
});

describe('GET /api/bands?when=past (the Upcoming / Past switch)', () => {
  it('past: ended before today, newest first; upcoming leaves them out; a running band is upcoming', async () => {
    const today = todayIn(SITE_TIME_ZONE);
    const shift = (days: number) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const name = tag();
    await createBand(t.db, { name: `${name} old`, startDate: shift(-400), endDate: shift(-398) });
    await createBand(t.db, { name: `${name} recent`, startDate: shift(-10), endDate: null });
    await createBand(t.db, { name: `${name} running`, startDate: shift(-2), endDate: shift(2) });
    await createBand(t.db, { name: `${name} next`, startDate: shift(30), endDate: null });
    const past = await t.request(`/api/bands?q=${name}&when=past`);
    expect(past.data.total).toBe(2);
    expect(await publicNames(name, 'past')).toEqual([`${name} recent`, `${name} old`]);
    expect(await publicNames(name, 'upcoming')).toEqual([`${name} running`, `${name} next`]);
    expect((await t.request('/api/bands?when=later')).data.error.fields).toEqual({
      when: 'Please choose upcoming, past or all',
    });
  });
});
