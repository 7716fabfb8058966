// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formMessages as texts } from '../../../shared/domains/forms';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createCustomForm, createFormSubmission, createPackage, createRidePackage } from '../../db/factories';
import { customForms, formSubmissions, notifications, packages, ridePackages } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t, { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.forms@example.com' });
  other = await newMember(t, { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.forms@example.com' });
});

type Init = { method?: string; json?: unknown };
const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const asMember = (path: string, init: Init = {}) => t.request(path, { cookie: member.cookie, ...init });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** One field of each of the 7 types. */
const allTypes = [
  { id: 'name', type: 'text', label: 'Full name', placeholder: 'Your name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'guests', type: 'number', label: 'Guests', required: true },
  { id: 'seat', type: 'select', label: 'Seat', options: ['Front', 'Back'], required: true },
  { id: 'extras', type: 'checkbox', label: 'Extras', options: [' Cooler ', '', 'Music'], required: true },
  { id: 'notes', type: 'textarea', label: 'Notes' },
  { id: 'day', type: 'date', label: 'Day', required: true },
];
const goodAnswers = {
  name: 'Kaia Baptiste',
  email: 'kaia@example.com',
  guests: '3',
  seat: 'Back',
  extras: ['Music', 'Cooler'],
  day: '2027-02-08',
};

async function rideWithForm(overrides: { active?: boolean; formActive?: boolean } = {}) {
  const ride = await createRidePackage(t.db, { active: overrides.active ?? true });
  const saved = await asAdmin(`/api/admin/form-targets/ride/${ride.id}`, {
    method: 'PUT',
    json: { title: 'Book this ride', fields: allTypes, active: overrides.formActive ?? true },
  });
  expect(saved.status).toBe(200);
  return { ride, form: saved.data.form as { id: string } };
}

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

  it('deletes a form with its submissions; 404 afterwards', async () => {
    const { form } = await rideWithForm();
    await createFormSubmission(t.db, form.id, member.userId);
    expect((await asMember(`/api/admin/forms/${form.id}`, { method: 'DELETE' })).status).toBe(403);
    const deleted = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ id: form.id, deleted: true });
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).toEqual([]);
    const again = await asAdmin(`/api/admin/forms/${form.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.data.error.message).toBe(texts.formNotFound);
  });
});

describe('members filling a form: /api/forms/:type/:id', () => {
  it('401 for visitors; 404 for an invalid type, an unknown item, an inactive item (members)', async () => {
    const { ride } = await rideWithForm({ active: false });
    expect((await t.request(`/api/forms/ride/${ride.id}`)).status).toBe(401);
    const badType = await asMember(`/api/forms/staff/${ride.id}`);
    expect(badType.data.error.message).toBe(texts.invalidType);
    expect((await asMember('/api/forms/ride/not-an-id')).data.error.message).toBe(texts.invalidType);
    const inactive = await asMember(`/api/forms/ride/${ride.id}`);
    expect(inactive.status).toBe(404);
    expect(inactive.data.error.message).toBe('Ride package not found or is no longer active');
    const submit = await asMember(`/api/forms/ride/${ride.id}/submissions`, {
      method: 'POST',
      json: { answers: goodAnswers },
    });
    expect(submit.status).toBe(404);
    // Administrators may open and fill it.
    expect((await asAdmin(`/api/forms/ride/${ride.id}`)).data.form.title).toBe('Book this ride');
    const byAdmin = await asAdmin(`/api/forms/ride/${ride.id}/submissions`, {
      method: 'POST',
      json: { answers: goodAnswers },
    });
    expect(byAdmin.status).toBe(201);
  });

  it('an inactive form is null for members ("This form is currently unavailable") and refused', async () => {
    const { ride } = await rideWithForm({ formActive: false });
    expect((await asMember(`/api/forms/ride/${ride.id}`)).data).toMatchObject({
      form: null,
      target: { id: ride.id },
    });
    const res = await asMember(`/api/forms/ride/${ride.id}/submissions`, {
      method: 'POST',
      json: { answers: goodAnswers },
    });
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBe(texts.unavailable);
    expect((await asAdmin(`/api/forms/ride/${ride.id}`)).data.form).not.toBeNull();
  });

  it('checks the answers against the stored form', async () => {
    const { ride } = await rideWithForm();
    const submit = (answers: Record<string, unknown>) =>
      asMember(`/api/forms/ride/${ride.id}/submissions`, { method: 'POST', json: { answers } });
    const missing = await submit({ name: 'Kaia', extras: [] });
    expect(missing.status).toBe(422);
    const listMessage = 'Please fill in the following required fields: Email, Guests, Seat, Extras, Day';
    expect(missing.data.error.message).toBe(listMessage);
    expect(missing.data.error.fields['answers.extras']).toBe(listMessage);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-email' }, 'answers.email', texts.email],
      [{ guests: 'three' }, 'answers.guests', texts.number],
      [{ seat: 'Roof' }, 'answers.seat', texts.option],
      [{ extras: ['Cooler', 'Champagne'] }, 'answers.extras', texts.option],
      [{ day: '2027-02-30' }, 'answers.day', texts.date],
      [{ name: 'x'.repeat(501) }, 'answers.name', texts.answerLength(500)],
      [{ notes: ['a'] }, 'answers.notes', texts.text],
    ];
    for (const [change, field, message] of cases) {
      const res = await submit({ ...goodAnswers, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.data.error.fields[field], JSON.stringify(change)).toBe(message);
    }
    const unknownField = await submit({ ...goodAnswers, admin: 'yes' });
    expect(unknownField.status).toBe(422);
    const badKey = await submit({ ...goodAnswers, '0': 'x' });
    expect(badKey.status).toBe(422);
    expect(
      await t.db.select().from(formSubmissions).where(eq(formSubmissions.userId, member.userId)),
    ).toEqual([]);
  });

  it('stores the answers keyed by field id with the label at submit time, pending', async () => {
    const { ride, form } = await rideWithForm();
    const res = await asMember(`/api/forms/ride/${ride.id}/submissions`, {
      method: 'POST',
      json: { answers: { ...goodAnswers, guests: 3, notes: '  ' } },
    });
    expect(res.status).toBe(201);
    expect(res.data.status).toBe('pending');
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, res.data.id));
    expect(row).toMatchObject({ formId: form.id, userId: member.userId, status: 'pending' });
    expect(row!.data).toEqual({
      name: { label: 'Full name', value: 'Kaia Baptiste' },
      email: { label: 'Email', value: 'kaia@example.com' },
      guests: { label: 'Guests', value: '3' },
      seat: { label: 'Seat', value: 'Back' },
      extras: { label: 'Extras', value: ['Cooler', 'Music'] },
      day: { label: 'Day', value: '2027-02-08' },
    });
    const mine = await asMember('/api/me/form-submissions');
    expect(mine.data.items[0]).toMatchObject({
      id: res.data.id,
      formTitle: 'Book this ride',
      status: 'pending',
    });
    const detail = await asMember(`/api/me/form-submissions/${res.data.id}`);
    expect(detail.data.answers.map((a: { label: string }) => a.label)).toEqual([
      'Full name',
      'Email',
      'Guests',
      'Seat',
      'Extras',
      'Day',
    ]);
    const theirs = await t.request(`/api/me/form-submissions/${res.data.id}`, { cookie: other.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.data.error.message).toBe(texts.submissionNotFound);
  });
});

describe('submissions: list, search, status', () => {
  it('lists newest first and searches id, member id, member name and answers on the server', async () => {
    const { form } = await rideWithForm();
    const a = await createFormSubmission(t.db, form.id, member.userId, {
      data: { seat: { label: 'Seat', value: 'Front' }, extras: { label: 'Extras', value: ['Cooler'] } },
    });
    const b = await createFormSubmission(t.db, form.id, other.userId, {
      data: { seat: { label: 'Seat', value: 'Back' } },
    });
    const path = `/api/admin/forms/${form.id}/submissions`;
    expect((await t.request(path)).status).toBe(401);
    expect((await asMember(path)).status).toBe(403);
    expect((await asAdmin(`/api/admin/forms/${UNKNOWN}/submissions`)).data.error.message).toBe(
      texts.formNotFound,
    );
    const all = await asAdmin(path);
    expect(all.data.total).toBe(2);
    expect(all.data.form.id).toBe(form.id);
    const ids = async (q: string) =>
      (await asAdmin(`${path}?q=${encodeURIComponent(q)}`)).data.items.map((s: { id: string }) => s.id);
    expect(await ids('marlon')).toEqual([b.id]);
    expect(await ids('cooler')).toEqual([a.id]);
    expect(await ids(a.id.slice(0, 13))).toEqual([a.id]);
    expect(await ids(other.userId)).toEqual([b.id]);
    expect((await asAdmin(`${path}?q=front`)).data.items[0]).toMatchObject({ userName: 'Kaia Baptiste' });
  });

  it('changes a status (any to any), notifies the member in the site and by e-mail', async () => {
    const { form } = await rideWithForm();
    const submission = await createFormSubmission(t.db, form.id, member.userId);
    const path = `/api/admin/form-submissions/${submission.id}`;
    expect((await t.request(path, { method: 'PATCH', json: { status: 'completed' } })).status).toBe(401);
    expect((await asMember(path, { method: 'PATCH', json: { status: 'completed' } })).status).toBe(403);
    expect((await asAdmin(path, { method: 'PATCH', json: { status: 'done' } })).status).toBe(422);
    const unknown = await asAdmin(`/api/admin/form-submissions/${UNKNOWN}`, {
      method: 'PATCH',
      json: { status: 'completed' },
    });
    expect(unknown.data.error.message).toBe(texts.submissionNotFound);

    const res = await asAdmin(path, { method: 'PATCH', json: { status: 'completed' } });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('completed');
    const back = await asAdmin(path, { method: 'PATCH', json: { status: 'pending' } });
    expect(back.data.status).toBe('pending');
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    const mine = notices.filter((n) => n.data.submissionId === submission.id);
    expect(mine.map((n) => n.message).sort()).toEqual([
      'Your submission for Book this ride has been updated to completed',
      'Your submission for Book this ride has been updated to pending',
    ]);
    expect(mine[0]).toMatchObject({ type: 'form_status_update', title: 'Form Status Updated', read: false });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toBe('Fete: Form Status Updated');
    expect(mail.text).toContain('Your submission for Book this ride has been updated to');
    // The same status again changes nothing and tells no one.
    await asAdmin(path, { method: 'PATCH', json: { status: 'pending' } });
    const after = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(after.filter((n) => n.data.submissionId === submission.id)).toHaveLength(2);
    const inbox = await asMember('/api/notifications');
    expect(inbox.data.unread).toBeGreaterThanOrEqual(2);
  });
});
