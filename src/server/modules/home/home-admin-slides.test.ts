// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteConfirmation } from '../../../shared/domains/content-admin';
import { createAd, createHeroSlide, createPartner } from '../../db/factories';
import { heroSlides } from '../../db/schema';
import { uploadImageUrl } from '../../test/actors';
import { titles } from '../../test/lists';
import { insideWindow } from './admin-service';
import { at, homeAdminTesting, hour } from './home-admin-testing';

const { t, member, call, visitor, image } = homeAdminTesting();

describe('insideWindow (the home shows a slide or ad only inside its window)', () => {
  const now = new Date('2031-02-10T12:00:00Z');
  it('no window: always; a start: from then on; an end: until then (the end itself is outside)', () => {
    expect(insideWindow(null, null, now)).toBe(true);
    expect(insideWindow(new Date('2031-02-10T12:00:00Z'), null, now)).toBe(true);
    expect(insideWindow(new Date('2031-02-10T12:00:01Z'), null, now)).toBe(false);
    expect(insideWindow(null, new Date('2031-02-10T12:00:01Z'), now)).toBe(true);
    expect(insideWindow(null, new Date('2031-02-10T12:00:00Z'), now)).toBe(false);
    expect(insideWindow(new Date('2031-02-01T00:00:00Z'), new Date('2031-02-28T00:00:00Z'), now)).toBe(true);
  });
});

describe('who may call the home managers', () => {
  it('401 for visitors and 403 for members on every route; 404 with the kind’s text for unknown ids', async () => {
    const slide = await createHeroSlide(t.db);
    const ad = await createAd(t.db);
    const partner = await createPartner(t.db);
    const url = await image();
    const routes: Array<[string, string, unknown, string]> = [];
    for (const [base, id, body, notFound] of [
      ['/api/admin/hero-slides', slide.id, { imageUrl: url }, 'Hero slide not found'],
      ['/api/admin/ads', ad.id, { position: 'hero', imageUrl: url }, 'Ad not found'],
      ['/api/admin/partners', partner.id, { name: 'P', logoUrl: url }, 'Partner not found'],
    ] as const) {
      routes.push(
        ['GET', base, undefined, notFound],
        ['POST', base, body, notFound],
        ['PUT', `${base}/${id}`, body, notFound],
        ['PUT', `${base}/${id}/active`, { active: false }, notFound],
        ['POST', `${base}/${id}/move`, { direction: 'up' }, notFound],
        ['DELETE', `${base}/${id}`, undefined, notFound],
      );
    }
    routes.push(['GET', '/api/admin/featured/band', undefined, '']);
    for (const [method, path, json] of routes) {
      const asVisitor = await t.request(path, { method, json });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
      const asMember = await t.request(path, { method, json, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, json, notFound] of routes) {
      if (!/\/[0-9a-f-]{36}/.test(path)) continue;
      const unknown = path.replace(/[0-9a-f-]{36}/, randomUUID());
      const res = await call(unknown, { method, json });
      expect(res.status, `${method} ${unknown}`).toBe(404);
      expect(res.data.error.message).toBe(notFound);
    }
    // Nothing changed.
    expect(
      (await call('/api/admin/hero-slides')).data.items.find((s: { id: string }) => s.id === slide.id),
    ).toMatchObject({
      active: true,
    });
  });
});

describe('hero slides', () => {
  beforeEach(async () => {
    await t.db.delete(heroSlides);
  });

  it('422 with field messages: image required, links http(s) or a site path, window in order, unknown fields', async () => {
    const res = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { title: 'x', linkUrl: 'javascript:alert(1)', startsAt: 'tomorrow' },
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields).toEqual({
      imageUrl: 'Please upload an image',
      linkUrl: 'Please enter a link starting with http://, https:// or /',
      startsAt: 'Please enter a date and time',
    });
    const backwards = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { imageUrl: await image(), startsAt: at(2 * hour), endsAt: at(hour) },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.data.error.fields).toEqual({ endsAt: 'The end must not be before the start' });
    const unknown = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { imageUrl: await image(), sortOrder: 3 },
    });
    expect(unknown.status).toBe(422);
    // An image that is not the administrator's upload is refused on the field, not silently stored.
    const foreign = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { imageUrl: await uploadImageUrl(t, member.cookie) },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data.error.fields).toEqual({ imageUrl: 'Please upload the image again' });
    expect(await t.db.select().from(heroSlides)).toEqual([]);
  });

  it('adds last, edits, moves, hides and deletes; the home shows active slides inside their window at once', async () => {
    const first = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { title: 'Road March', subtitle: 'Tuesday', imageUrl: await image(), linkUrl: '/fete-guide' },
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      title: 'Road March',
      linkUrl: '/fete-guide',
      showing: true,
      active: true,
    });
    const later = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { title: 'Later', imageUrl: await image(), startsAt: at(24 * hour) },
    });
    expect(later.data.showing).toBe(false);
    const ended = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { title: 'Ended', imageUrl: await image(), startsAt: at(-48 * hour), endsAt: at(-24 * hour) },
    });
    const last = await call('/api/admin/hero-slides', {
      method: 'POST',
      json: { title: 'Last', imageUrl: await image(), linkUrl: 'https://fete.example/tickets' },
    });
    /** The titles the home shows. */
    const shown = async () => titles(await visitor('/api/hero-slides'));
    /** POST …/move for the slide "Last"; its answer is the managers' list in the new order. */
    const moveLast = (direction: string) =>
      call(`/api/admin/hero-slides/${last.data.id}/move`, { method: 'POST', json: { direction } });
    expect(await shown()).toEqual(['Road March', 'Last']);
    // The visitors' answer is cached: a row written behind the app's back is not seen until a write.
    await createHeroSlide(t.db, { title: 'Behind the cache', sortOrder: 99 });
    expect(await shown()).toEqual(['Road March', 'Last']);
    await t.db.delete(heroSlides).where(eq(heroSlides.title, 'Behind the cache'));
    expect(titles(await call('/api/admin/hero-slides'))).toEqual(['Road March', 'Later', 'Ended', 'Last']);

    // Move: one step, the ends stay put.
    expect(titles(await moveLast('up'))).toEqual(['Road March', 'Later', 'Last', 'Ended']);
    await moveLast('up');
    await moveLast('up');
    expect(titles(await moveLast('up'))).toEqual(['Last', 'Road March', 'Later', 'Ended']);
    expect(await shown()).toEqual(['Last', 'Road March']);
    const bad = await moveLast('left');
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields).toEqual({ direction: 'Please choose up or down' });

    // Edit keeps an unchanged image and opens the ended slide's window again.
    const edited = await call(`/api/admin/hero-slides/${ended.data.id}`, {
      method: 'PUT',
      json: { title: 'Encore', imageUrl: ended.data.imageUrl, startsAt: at(-hour), endsAt: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ title: 'Encore', imageUrl: ended.data.imageUrl, showing: true });
    expect(await shown()).toEqual(['Last', 'Road March', 'Encore']);

    // Hide, then delete.
    const hidden = await call(`/api/admin/hero-slides/${first.data.id}/active`, {
      method: 'PUT',
      json: { active: false },
    });
    expect(hidden.data).toMatchObject({ active: false, showing: false });
    expect(await shown()).toEqual(['Last', 'Encore']);
    const gone = await call(`/api/admin/hero-slides/${last.data.id}`, { method: 'DELETE' });
    expect(gone.data).toEqual({ id: last.data.id, deleted: true });
    expect(await shown()).toEqual(['Encore']);
    expect((await call(`/api/admin/hero-slides/${last.data.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('texts', () => {
  it('the delete confirmation follows the spec’s words', () => {
    expect(deleteConfirmation('hero slide')).toBe('Are you sure you want to delete this hero slide?');
  });
});
