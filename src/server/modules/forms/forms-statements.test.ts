// @module-tag postgres
import { describe, expect, it, vi } from 'vitest';
import { recordStatements } from '../../test/statements';
import { eq } from 'drizzle-orm';
import { formSubmissions } from '../../db/schema';
import type { CustomFormField } from '../../db/schema/forms';
import { allTypes, formsTesting, goodAnswers } from './forms-testing';
import { answersSchemaOf } from './service';
import { newMember } from '../../auth/testing';

/*
 * Issue #25, goal 3: sending a form counts the member's attempt against their limit and reads its item and the
 * form in one statement (no count of the form's submissions), then inserts the submission: two statements, each
 * built once and prepared (db/prepared.ts).
 */
// The server's own session lookups (kept 5 s), as in production.
const { t, asAdmin, asMember, rideWithForm } = formsTesting({}, { productionCaches: true });

const tables = ['"app_rate_limits"', '"ride_packages"', '"custom_forms"', '"form_submissions"'];

/** The statements of `run` that touch a form's tables, each as the tables it names. */
async function formStatements(run: () => Promise<unknown>) {
  const texts = await recordStatements(t, run);
  return texts
    .map((text) => tables.filter((table) => text.includes(table)))
    .filter((named) => named.length > 0);
}

describe('a form submission', () => {
  it('counts the attempt and reads the item and its form in one statement, then inserts', async () => {
    const { ride } = await rideWithForm();
    const submit = () =>
      asMember(`/api/forms/ride/${ride.id}/submissions`, { method: 'POST', json: { answers: goodAnswers } });
    let status = 0;
    expect(await formStatements(async () => (status = (await submit()).status))).toEqual([
      ['"app_rate_limits"', '"ride_packages"', '"custom_forms"'],
      ['"form_submissions"'],
    ]);
    expect(status).toBe(201);
    // A refused submission (422) reads the same one statement and writes nothing.
    const refused = await formStatements(async () => {
      const res = await asMember(`/api/forms/ride/${ride.id}/submissions`, {
        method: 'POST',
        json: { answers: { ...goodAnswers, seat: 'Roof' } },
      });
      status = res.status;
    });
    expect(refused).toEqual([['"app_rate_limits"', '"ride_packages"', '"custom_forms"']]);
    expect(status).toBe(422);
  });

  it('answers 429 before the body is read, as the limit’s middleware did; every refusal counts', async () => {
    const { ride } = await rideWithForm();
    const { cookie } = await newMember(t);
    const post = (type: string, json: unknown) =>
      t.request(`/api/forms/${type}/${ride.id}/submissions`, { method: 'POST', json, cookie });
    const send = (json: unknown) => post('ride', json);
    // A body the contract refuses (422) and a type that names nothing (404) are counted too.
    expect((await send({ answers: 'none' })).status).toBe(422);
    expect((await post('bus', { answers: {} })).status).toBe(404);
    for (let i = 2; i < 20; i++)
      expect((await send({ answers: { ...goodAnswers, seat: 'Roof' } })).status).toBe(422);
    const refused = await send({ answers: 'none' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send({ answers: goodAnswers })).status).toBe(429);
  });

  it('builds its statements once, then only runs them', async () => {
    const [first, second] = [await rideWithForm(), await rideWithForm()];
    const submit = (id: string) =>
      asMember(`/api/forms/ride/${id}/submissions`, { method: 'POST', json: { answers: goodAnswers } });
    expect((await submit(first.ride.id)).status).toBe(201);
    await asMember(`/api/forms/ride/${second.ride.id}`);
    const builds = ['select', 'insert', 'execute'].map((method) => vi.spyOn(t.db, method as 'select'));
    let answer: { status: number; data: { status: string } };
    try {
      answer = await submit(second.ride.id);
      expect(builds.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      for (const spy of builds) spy.mockRestore();
    }
    expect(answer.status).toBe(201);
    expect(answer.data.status).toBe('pending');
  });

  it('checks the answers with a schema built once per form fields; a relabelled field gets a new one', async () => {
    const fields = allTypes.map((f) => ({ required: false, ...f })) as CustomFormField[];
    expect(answersSchemaOf(structuredClone(fields))).toBe(answersSchemaOf(structuredClone(fields)));
    const { ride } = await rideWithForm();
    const submit = async () =>
      (
        await asMember(`/api/forms/ride/${ride.id}/submissions`, {
          method: 'POST',
          json: { answers: goodAnswers },
        })
      ).data.id as string;
    const labelOf = async (id: string) =>
      (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!.data.name!.label;
    expect(await labelOf(await submit())).toBe('Full name');
    const renamed = allTypes.map((f) => (f.id === 'name' ? { ...f, label: 'Name on the ticket' } : f));
    const saved = await asAdmin(`/api/admin/form-targets/ride/${ride.id}`, {
      method: 'PUT',
      json: { title: 'Book this ride', fields: renamed, active: true },
    });
    expect(saved.status).toBe(200);
    expect(await labelOf(await submit())).toBe('Name on the ticket');
  });
});
