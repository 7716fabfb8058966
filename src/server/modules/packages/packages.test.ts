// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageKinds, packageMessages } from '../../../shared/domains/packages';
import { requestAs, signedInForFile } from '../../auth/testing';
import { createCustomForm, createFormSubmission, createRidePackage } from '../../db/factories';
import { customForms, formSubmissions, ridePackages } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
const { admin, member } = signedInForFile(t, {
  member: { firstName: 'Kes', lastName: 'Rider', email: 'kes.packages@example.com' },
});

const asAdmin = requestAs(t, admin);
const asMember = requestAs(t, member);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('who may call the package routes', () => {
  it('401 for visitors and 403 for members on the managers; members read the cards', async () => {
    const ride = await createRidePackage(t.db);
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/rides', undefined],
      ['POST', '/api/admin/rides', { title: 'Nope' }],
      ['PATCH', `/api/admin/rides/${ride.id}`, { title: 'Nope' }],
      ['POST', `/api/admin/rides/${ride.id}/move`, { direction: 'up' }],
      ['DELETE', `/api/admin/rides/${ride.id}`, undefined],
    ];
    for (const [method, path, json] of routes) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await asMember(path, { method, json })).status, `${method} ${path}`).toBe(403);
    }
    expect((await t.request('/api/rides')).status).toBe(401);
    expect((await asMember('/api/rides')).status).toBe(200);
    const [row] = await t.db.select().from(ridePackages).where(eq(ridePackages.id, ride.id));
    expect(row).toMatchObject({ title: ride.title, active: true });
  });

  it('404 with the spec text for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      for (const [method, path, json] of [
        ['PATCH', `/api/admin/rides/${id}`, { title: 'X' }],
        ['POST', `/api/admin/rides/${id}/move`, { direction: 'up' }],
        ['DELETE', `/api/admin/rides/${id}`, undefined],
      ] as Array<[string, string, unknown]>) {
        const res = await asAdmin(path, { method, json });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.data.error.message).toBe(packageKinds.ride.notFound);
      }
    }
    const pkg = await asAdmin(`/api/admin/packages/${UNKNOWN}`, { method: 'PATCH', json: { title: 'X' } });
    expect(pkg.data.error.message).toBe('Package not found or is no longer active');
  });
});

describe('the package manager', () => {
  it('adds a package last in order, active, red with white text by default', async () => {
    const before = (await asAdmin('/api/admin/packages')).data.items.length;
    const res = await asAdmin('/api/admin/packages', {
      method: 'POST',
      json: { title: '  Jouvert Special  ' },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      kind: 'package',
      title: 'Jouvert Special',
      bgColor: 'red',
      textColor: 'white',
      active: true,
      order: before + 1,
      buttonLink: null,
      formId: null,
    });
  });

  it('black text on Amber and Yellow, white on the others, following the gradient on edit', async () => {
    const created = await asAdmin('/api/admin/rides', {
      method: 'POST',
      json: { title: 'Sunrise Shuttle', bgColor: 'yellow' },
    });
    expect(created.data.textColor).toBe('black');
    const edited = await asAdmin(`/api/admin/rides/${created.data.id}`, {
      method: 'PATCH',
      json: { bgColor: 'indigo', subtitle: '3 AM pick-up', buttonLink: 'https://rides.example.com/sunrise' },
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      bgColor: 'indigo',
      textColor: 'white',
      subtitle: '3 AM pick-up',
      buttonLink: 'https://rides.example.com/sunrise',
    });
  });

  it('422 with field messages: blank title, colour outside the palette, unsafe link, unknown field', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ title: '   ' }, 'title', packageMessages.titleRequired],
      [{ title: 'A', bgColor: 'bg-gradient-to-r from-black' }, 'bgColor', packageMessages.color],
      [{ title: 'A', buttonLink: 'javascript:alert(1)' }, 'buttonLink', packageMessages.link],
      [{ title: 'A', buttonLink: '//evil.example.com' }, 'buttonLink', packageMessages.link],
      [{ title: 'A', textColor: 'black' }, '_', 'Unrecognized key: "textColor"'],
    ];
    for (const [json, field, message] of cases) {
      const res = await asAdmin('/api/admin/packages', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.data.error.fields[field]).toBe(message);
    }
    const move = await asAdmin(`/api/admin/packages/${UNKNOWN}/move`, {
      method: 'POST',
      json: { direction: 'left' },
    });
    expect(move.status).toBe(422);
    expect(move.data.error.fields.direction).toBe(packageMessages.direction);
  });

  it('moves a ride up and down; the first cannot go up, the last cannot go down', async () => {
    const start = (await asAdmin('/api/admin/rides')).data.items as { id: string; title: string }[];
    const last = start[start.length - 1]!;
    const up = await asAdmin(`/api/admin/rides/${last.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(up.status).toBe(200);
    const moved = titles(up.data.items);
    expect(moved[moved.length - 2]).toBe(last.title);
    expect(up.data.items.map((i: { order: number }) => i.order)).toEqual(start.map((_, i) => i + 1));
    const first = up.data.items[0] as { id: string };
    const again = await asAdmin(`/api/admin/rides/${first.id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    });
    expect(titles(again.data.items)).toEqual(moved);
    const down = await asAdmin(`/api/admin/rides/${last.id}/move`, {
      method: 'POST',
      json: { direction: 'down' },
    });
    expect(titles(down.data.items)).toEqual(titles(start));
  });

  it('a change shows on the members’ list right after the write; inactive cards come dimmed, without link', async () => {
    const created = await asAdmin('/api/admin/rides', {
      method: 'POST',
      json: { title: 'Airport Late Night', buttonLink: 'https://rides.example.com/late' },
    });
    const card = () =>
      asMember('/api/rides').then((r) => r.data.items.find((i: { id: string }) => i.id === created.data.id));
    expect(await card()).toMatchObject({ active: true, buttonLink: 'https://rides.example.com/late' });
    await asAdmin(`/api/admin/rides/${created.data.id}`, { method: 'PATCH', json: { active: false } });
    expect(await card()).toMatchObject({ active: false, buttonLink: null });
    // Administrators may still open it (they can fill inactive forms).
    const adminView = (await asAdmin('/api/rides')).data.items.find(
      (i: { id: string }) => i.id === created.data.id,
    );
    expect(adminView.buttonLink).toBe('https://rides.example.com/late');
    await asAdmin(`/api/admin/rides/${created.data.id}`, {
      method: 'PATCH',
      json: { title: 'Airport After Dark' },
    });
    expect((await card()).title).toBe('Airport After Dark');
  });

  it('deletes a ride with its form and the form’s submissions only with its title typed (422 otherwise)', async () => {
    const ride = await createRidePackage(t.db, { title: 'Maracas Run' });
    const form = await createCustomForm(t.db, 'ride', ride.id);
    await createFormSubmission(t.db, form.id, member.userId);
    const listed = (await asAdmin('/api/admin/rides')).data.items.find(
      (i: { id: string }) => i.id === ride.id,
    );
    expect(listed).toMatchObject({ formId: form.id, formTitle: form.title, submissionCount: 1 });
    for (const query of ['', '?confirm=maracas%20run', '?confirm=Maracas']) {
      const refused = await asAdmin(`/api/admin/rides/${ride.id}${query}`, { method: 'DELETE' });
      expect(refused.status, query).toBe(422);
      expect(refused.data.error.fields.confirm).toBe(packageKinds.ride.typeToDelete);
    }
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(
      1,
    );
    const res = await asAdmin(`/api/admin/rides/${ride.id}?confirm=${encodeURIComponent(' Maracas Run ')}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: ride.id, deleted: true });
    expect(await t.db.select().from(ridePackages).where(eq(ridePackages.id, ride.id))).toEqual([]);
    expect(await t.db.select().from(customForms).where(eq(customForms.id, form.id))).toEqual([]);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toEqual([]);
    expect((await asAdmin(`/api/admin/rides/${ride.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes a card whose form has no submissions (or that has no form) without a typed title', async () => {
    const ride = await createRidePackage(t.db);
    const form = await createCustomForm(t.db, 'ride', ride.id);
    expect((await asAdmin(`/api/admin/rides/${ride.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(customForms).where(eq(customForms.id, form.id))).toEqual([]);
    const bare = await createRidePackage(t.db);
    expect((await asAdmin(`/api/admin/rides/${bare.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
