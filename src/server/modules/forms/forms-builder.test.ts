// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formMessages as texts } from '../../../shared/domains/forms';
import { packageKinds } from '../../../shared/domains/packages';
import { createCustomForm, createFormSubmission, createPackage, createRidePackage } from '../../db/factories';
import { customForms, formSubmissions, packages, ridePackages } from '../../db/schema';
import { UNKNOWN, allTypes, formsTesting } from './forms-testing';

const { t, admin, member, asAdmin, asMember, rideWithForm } = formsTesting();

describe('the form builder: GET and PUT /api/admin/form-targets/:type/:id', () => {
  it('401, 403, and 404 for an unknown type or item', async () => {
    const ride = await createRidePackage(t.db);
    const path = `/api/admin/form-targets/ride/${ride.id}`;
    const json = { title: 'X', fields: allTypes };
    expect((await t.request(path)).status).toBe(401);
    expect((await asMember(path)).status).toBe(403);
    expect((await asMember(path, { method: 'PUT', json })).status).toBe(403);
    const badType = await asAdmin(`/api/admin/form-targets/staff/${ride.id}`);
    expect(badType.status).toBe(404);
    expect(badType.data.error.message).toBe(texts.invalidType);
    const unknown = await asAdmin(`/api/admin/form-targets/ride/${UNKNOWN}`, { method: 'PUT', json });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe('Ride package not found or is no longer active');
    expect((await asAdmin(path)).data).toMatchObject({ target: { id: ride.id, kind: 'ride' }, form: null });
  });

  it('422 with the spec’s messages', async () => {
    const pkg = await createPackage(t.db);
    const put = (json: unknown) =>
      asAdmin(`/api/admin/form-targets/package/${pkg.id}`, { method: 'PUT', json });
    const title = await put({ title: ' ', fields: allTypes });
    expect(title.status).toBe(422);
    expect(title.data.error.message).toBe(texts.titleRequired);
    expect((await put({ title: 'T', fields: [] })).data.error.fields.fields).toBe(texts.atLeastOneField);
    const select = await put({
      title: 'T',
      fields: [{ id: 'a', type: 'select', label: 'A', options: [' ', ''] }],
    });
    expect(select.data.error.fields['fields.0.options']).toBe(texts.selectOption);
    const box = await put({ title: 'T', fields: [{ id: 'a', type: 'checkbox', label: 'A' }] });
    expect(box.data.error.fields['fields.0.options']).toBe(texts.checkboxOption);
    const twice = await put({
      title: 'T',
      fields: [
        { id: 'a', type: 'text', label: 'Same' },
        { id: 'b', type: 'text', label: 'same' },
      ],
    });
    expect(twice.data.error.fields['fields.1.label']).toBe(texts.labelTaken);
    const unknown = await put({ title: 'T', fields: allTypes, theme: 'dark' });
    expect(unknown.status).toBe(422);
    expect(await t.db.select().from(customForms).where(eq(customForms.targetId, pkg.id))).toEqual([]);
  });

  it('creates the form and sets the item’s button link; saving again updates the same form', async () => {
    const pkg = await createPackage(t.db, { buttonLink: 'https://old.example.com' });
    const path = `/api/admin/form-targets/package/${pkg.id}`;
    const created = await asAdmin(path, { method: 'PUT', json: { title: ' Request ', fields: allTypes } });
    expect(created.status).toBe(200);
    expect(created.data.form).toMatchObject({ title: 'Request', submitButtonText: 'Submit', active: true });
    const extras = created.data.form.fields.find((f: { id: string }) => f.id === 'extras');
    expect(extras).toMatchObject({ options: ['Cooler', 'Music'], placeholder: '' });
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row!.buttonLink).toBe(`/form/package/${pkg.id}`);

    const updated = await asAdmin(path, {
      method: 'PUT',
      json: { title: 'Request v2', submitButtonText: 'Send', fields: allTypes.slice(0, 2) },
    });
    expect(updated.data.form).toMatchObject({
      id: created.data.form.id,
      title: 'Request v2',
      submitButtonText: 'Send',
    });
    expect(updated.data.form.fields).toHaveLength(2);
    const listed = (await asAdmin('/api/admin/packages')).data.items.find(
      (i: { id: string }) => i.id === pkg.id,
    );
    expect(listed.formId).toBe(created.data.form.id);
  });

  it('saves the form and the link in one transaction: if the link cannot be set, no form is left', async () => {
    const ride = await createRidePackage(t.db, { buttonLink: null });
    await t.db
      .execute(sql`create or replace function refuse_ride_update() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_ride_update before update on ride_packages for each row execute function refuse_ride_update()`,
    );
    try {
      const res = await asAdmin(`/api/admin/form-targets/ride/${ride.id}`, {
        method: 'PUT',
        json: { title: 'Never', fields: allTypes },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_ride_update on ride_packages`);
    }
    expect(await t.db.select().from(customForms).where(eq(customForms.targetId, ride.id))).toEqual([]);
    const [row] = await t.db.select().from(ridePackages).where(eq(ridePackages.id, ride.id));
    expect(row!.buttonLink).toBeNull();
  });
});

describe('GET /api/admin/forms and DELETE /api/admin/forms/:id', () => {
  it('searches title and description, filters by type, newest change first', async () => {
    const pkg = await createPackage(t.db, { title: 'Grenada Spicemas' });
    const spicemas = await createCustomForm(t.db, 'package', pkg.id, {
      title: 'Spicemas request',
      description: 'Jab jab',
    });
    await createFormSubmission(t.db, spicemas.id, admin.userId);
    await createFormSubmission(t.db, spicemas.id, admin.userId);
    const ride = await createRidePackage(t.db);
    await createCustomForm(t.db, 'ride', ride.id, { title: 'Ride booking', description: 'Spicemas shuttle' });
    expect((await t.request('/api/admin/forms')).status).toBe(401);
    expect((await asMember('/api/admin/forms')).status).toBe(403);
    const both = await asAdmin('/api/admin/forms?q=spicemas');
    expect(both.data.items.map((f: { title: string }) => f.title)).toEqual([
      'Ride booking',
      'Spicemas request',
    ]);
    const rides = await asAdmin('/api/admin/forms?q=spicemas&type=ride');
    expect(rides.data).toMatchObject({ total: 1, items: [{ title: 'Ride booking', formType: 'ride' }] });
    const packageForm = (await asAdmin('/api/admin/forms?q=jab')).data.items[0];
    expect(packageForm).toMatchObject({ targetTitle: 'Grenada Spicemas', fieldCount: 6, submissionCount: 2 });
    expect(rides.data.items[0].submissionCount).toBe(0);
    expect((await asAdmin('/api/admin/forms?type=staff')).status).toBe(422);
  });

  it('deletes a form with its submissions once no active card opens it; 404 afterwards', async () => {
    const { ride, form } = await rideWithForm();
    await createFormSubmission(t.db, form.id, member.userId);
    expect((await asMember(`/api/admin/forms/${form.id}`, { method: 'DELETE' })).status).toBe(403);
    const refused = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe(packageKinds.ride.formLinked(ride.title));
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toHaveLength(
      1,
    );
    await asAdmin(`/api/admin/rides/${ride.id}`, { method: 'PATCH', json: { active: false } });
    const deleted = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ id: form.id, deleted: true });
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toEqual([]);
    const again = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.data.error.message).toBe(texts.formNotFound);
  });

  it('deletes the form of an active card that links elsewhere; refuses while another card links to it', async () => {
    const { ride, form } = await rideWithForm();
    const other = await createRidePackage(t.db, {
      title: 'Second Ride',
      buttonLink: `/form/ride/${ride.id}`,
    });
    await asAdmin(`/api/admin/rides/${ride.id}`, {
      method: 'PATCH',
      json: { buttonLink: 'https://rides.example.com/book' },
    });
    const refused = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe(packageKinds.ride.formLinked(other.title));
    await asAdmin(`/api/admin/rides/${other.id}`, { method: 'DELETE' });
    expect((await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
