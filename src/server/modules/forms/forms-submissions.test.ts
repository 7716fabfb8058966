// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formMessages as texts } from '../../../shared/domains/forms';
import { createFormSubmission } from '../../db/factories';
import { formSubmissions, notifications } from '../../db/schema';
import { UNKNOWN, formsTesting, goodAnswers } from './forms-testing';

const { t, member, other, asAdmin, asMember, rideWithForm } = formsTesting();

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
