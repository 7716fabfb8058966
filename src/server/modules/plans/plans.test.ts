// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/carnival-dates';
import { planMessages as texts, planSchema, type Plan } from '../../../shared/domains/plans';
import { newMember } from '../../auth/testing';
import { createBand, createEvent } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { entry, plansTestKit, UNKNOWN } from './testing';

/** My Carnival (issue #24, item 2; decision 0050): plans, privacy, clashes, own entries. */
const t = testServerForFile();
const { as, setUp, startPlan } = plansTestKit(t);

describe('starting a plan: POST /api/me/carnival-plans', () => {
  it('401 for a visitor; 422, 404, then 201 for the occurrence and 409 for a second', async () => {
    const { carnival, occurrence, member } = await setUp();
    const post = (json: unknown) => as(member, '/api/me/carnival-plans', { method: 'POST', json });
    expect(
      (await t.request('/api/me/carnival-plans', { method: 'POST', json: { carnivalId: carnival.id } }))
        .status,
    ).toBe(401);
    expect((await post({})).data.error.fields.carnivalId).toBe(texts.carnival);
    const unknown = await post({ carnivalId: UNKNOWN });
    expect([unknown.status, unknown.data.error.message]).toEqual([404, texts.carnivalNotFound]);
    const plan = await startPlan(member, carnival.id);
    expect(plan).toMatchObject({
      year: occurrence.year,
      start: occurrence.start,
      end: occurrence.end,
      firstDay: addDays(occurrence.seasonStart, -3),
      lastDay: addDays(occurrence.end, 3),
      travelBufferMinutes: 30,
      shareUrl: null,
      budget: { totalCents: 0 },
    });
    // The main days are in the day-by-day plan from the start.
    expect(plan.days.map((d) => d.mainDay)).toEqual(['Parade Monday', 'Parade Tuesday']);
    const again = await post({ carnivalId: carnival.id });
    expect([again.status, again.data.error.message]).toEqual([409, texts.alreadyPlanned]);
    const list = await as(member, '/api/me/carnival-plans');
    expect(list.data.plans).toEqual([expect.objectContaining({ id: plan.id, lineCount: 0, shared: false })]);
    expect(list.data.carnivals).toContainEqual(expect.objectContaining({ id: carnival.id, planId: plan.id }));
  });
});

describe('a plan is its member’s alone', () => {
  it('every route of another member’s plan answers 404 Plan not found; a visitor 401', async () => {
    const { carnival, member } = await setUp();
    const plan = await startPlan(member, carnival.id);
    const other = await newMember(t);
    const base = `/api/me/carnival-plans/${plan.id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', base],
      ['PUT', base, { travelBufferMinutes: 10 }],
      ['DELETE', base],
      ['DELETE', `${base}/events/${UNKNOWN}`],
      ['DELETE', `${base}/bands/${UNKNOWN}`],
      ['POST', `${base}/entries`, entry({ date: plan.start })],
      ['PUT', `${base}/entries/${UNKNOWN}`, entry({ date: plan.start })],
      ['DELETE', `${base}/entries/${UNKNOWN}`],
      ['POST', `${base}/share`],
      ['DELETE', `${base}/share`],
    ];
    for (const [method, path, json] of routes) {
      const res = await as(other, path, { method, json });
      expect([method, path, res.status, res.data.error?.message]).toEqual([
        method,
        path,
        404,
        texts.notFound,
      ]);
      expect((await t.request(path, { method, json })).status).toBe(401);
    }
    expect((await t.request('/api/me/carnival-plans')).status).toBe(401);
    expect((await t.request(`/api/me/carnival-plans/events/${UNKNOWN}`, { method: 'PUT' })).status).toBe(401);
    expect((await t.request(`/api/me/carnival-plans/bands/${UNKNOWN}`, { method: 'PUT' })).status).toBe(401);
    expect((await as(member, base)).status).toBe(200);
  });
});

describe('events, bands and own entries, with clash warnings', () => {
  it('adds events and bands of the carnival (making the plan), warns on overlaps and on travel, and removes them', async () => {
    const { carnival, occurrence, member } = await setUp();
    const day = addDays(occurrence.start, -2);
    const fete = (title: string, startTime: string, endTime: string, location: string, priceCents: number) =>
      createEvent(t.db, {
        title,
        date: day,
        startTime,
        endTime,
        location,
        priceCents,
        carnivalId: carnival.id,
      });
    const breakfast = await fete('Sunrise Breakfast Fete', '06:00', '12:00', 'Queen’s Park Savannah', 12_000);
    const cooler = await fete('Cooler Fete', '10:00', '16:00', 'Savannah Grounds', 6_500);
    const outsider = await createEvent(t.db, { date: day });
    const tooEarly = await createEvent(t.db, {
      date: addDays(occurrence.seasonStart, -10),
      carnivalId: carnival.id,
    });
    const band = await createBand(t.db, {
      startDate: occurrence.start,
      endDate: occurrence.end,
      carnivalId: carnival.id,
    });

    const add = (what: string, id: string) =>
      as(member, `/api/me/carnival-plans/${what}/${id}`, { method: 'PUT' });
    const added = await add('events', breakfast.id);
    expect(added.status, added.text).toBe(200);
    const planId = added.data.planId;
    expect((await add('events', cooler.id)).data).toEqual({ planId });
    expect((await add('events', cooler.id)).data).toEqual({ planId });
    expect((await add('bands', band.id)).data).toEqual({ planId });
    const notCarnival = await add('events', outsider.id);
    expect([notCarnival.status, notCarnival.data.error.message]).toEqual([422, texts.notInCarnival]);
    const outside = await add('events', tooEarly.id);
    expect([outside.status, outside.data.error.message]).toEqual([422, texts.outsideWindow]);
    expect((await add('events', UNKNOWN)).status).toBe(404);
    expect((await add('bands', UNKNOWN)).status).toBe(404);

    // A make-up slot ending 15 minutes before the breakfast fete elsewhere: less than the 30-minute buffer.
    const base = `/api/me/carnival-plans/${planId}`;
    const made = await as(member, `${base}/entries`, {
      method: 'POST',
      json: entry({ date: day, startTime: '04:45', endTime: '05:45' }),
    });
    expect(made.status, made.text).toBe(201);
    const plan = planSchema.parse(made.data);
    const lines = plan.days.flatMap((d) => d.lines);
    const line = (title: string) => lines.find((l) => l.title === title && !l.allDay)!;
    expect(line('Sunrise Breakfast Fete').clashes).toEqual([
      {
        kind: 'travel',
        withKey: line('Make-up with Tasha').key,
        withTitle: 'Make-up with Tasha',
        gapMinutes: 15,
      },
      { kind: 'overlap', withKey: `event:${cooler.id}`, withTitle: 'Cooler Fete', gapMinutes: null },
    ]);
    expect(line('Cooler Fete').clashes).toEqual([
      {
        kind: 'overlap',
        withKey: `event:${breakfast.id}`,
        withTitle: 'Sunrise Breakfast Fete',
        gapMinutes: null,
      },
    ]);
    expect(line('Make-up with Tasha').clashes.map((c) => c.kind)).toEqual(['travel']);
    expect(plan.clashCount).toBe(3);
    // The band spans its two days, all day, without clashing.
    expect(lines.filter((l) => l.source === 'band').map((l) => [l.date, l.allDay])).toEqual([
      [occurrence.start, true],
      [addDays(occurrence.start, 1), true],
    ]);

    // A smaller buffer: no travel warning any more.
    const buffer = await as(member, base, { method: 'PUT', json: { travelBufferMinutes: 10 } });
    expect(buffer.data.clashCount).toBe(2);
    expect(
      (await as(member, base, { method: 'PUT', json: { travelBufferMinutes: 241 } })).data.error.fields
        .travelBufferMinutes,
    ).toBe(texts.buffer);

    const removed = await as(member, `${base}/events/${cooler.id}`, { method: 'DELETE' });
    expect(removed.data.clashCount).toBe(0);
    const noBand = await as(member, `${base}/bands/${band.id}`, { method: 'DELETE' });
    expect(
      noBand.data.days
        .flatMap((d: Plan['days'][number]) => d.lines)
        .some((l: { source: string }) => l.source === 'band'),
    ).toBe(false);
    const list = await as(member, '/api/me/carnival-plans');
    expect(list.data.eventIds).toEqual([breakfast.id]);
  });

  it('refuses a bad entry field by field; an end before the start is the next day; edits and deletes', async () => {
    const { carnival, occurrence, member } = await setUp();
    const plan = await startPlan(member, carnival.id);
    const base = `/api/me/carnival-plans/${plan.id}/entries`;
    const post = (json: unknown) => as(member, base, { method: 'POST', json });
    const fields = async (json: unknown) => {
      const res = await post(json);
      expect(res.status).toBe(422);
      return res.data.error.fields;
    };
    expect(await fields(entry({ date: plan.start, title: ' ', kind: 'Nap', costCents: -1 }))).toEqual({
      title: texts.title,
      kind: texts.kind,
      costCents: texts.cost,
    });
    expect((await fields(entry({ date: plan.start, endTime: '03:00' }))).endTime).toBe(texts.endAfterStart);
    expect((await fields(entry({ date: plan.start, startTime: '25:00' }))).startTime).toBe(texts.time);
    expect((await fields(entry({ date: plan.start, notes: 'x'.repeat(1001) }))).notes).toBe(
      texts.notesLength,
    );
    const early = addDays(occurrence.seasonStart, -4);
    expect((await fields(entry({ date: early }))).date).toBe(texts.dateRange(plan.firstDay, plan.lastDay));
    expect((await fields(entry({ date: addDays(occurrence.end, 4) }))).date).toBe(
      texts.dateRange(plan.firstDay, plan.lastDay),
    );

    // Three days before the season: a flight in, landing after midnight.
    const flight = await post(
      entry({
        kind: 'Flight',
        title: 'BW 421 JFK–POS',
        date: plan.firstDay,
        startTime: '22:30',
        endTime: '02:10',
        costCents: 45_000,
      }),
    );
    expect(flight.status, flight.text).toBe(201);
    const line = planSchema.parse(flight.data).days[0]!.lines[0]!;
    expect(line).toMatchObject({
      kind: 'Flight',
      date: plan.firstDay,
      endDate: addDays(plan.firstDay, 1),
      startTime: '22:30',
      endTime: '02:10',
      costCents: 45_000,
    });

    const put = await as(member, `${base}/${line.id}`, {
      method: 'PUT',
      json: entry({ date: plan.end, title: 'Meet the crew', kind: 'Meeting point' }),
    });
    expect(put.status).toBe(200);
    expect(
      put.data.days.flatMap((d: Plan['days'][number]) => d.lines).map((l: { title: string }) => l.title),
    ).toEqual(['Meet the crew']);
    expect(
      (await as(member, `${base}/${UNKNOWN}`, { method: 'PUT', json: entry({ date: plan.end }) })).status,
    ).toBe(404);
    const deleted = await as(member, `${base}/${line.id}`, { method: 'DELETE' });
    expect(deleted.data.days.flatMap((d: Plan['days'][number]) => d.lines)).toEqual([]);
    expect((await as(member, `${base}/${line.id}`, { method: 'DELETE' })).status).toBe(404);
    const gone = await as(member, `/api/me/carnival-plans/${plan.id}`, { method: 'DELETE' });
    expect(gone.data).toEqual({ id: plan.id, deleted: true });
    expect((await as(member, `/api/me/carnival-plans/${plan.id}`)).status).toBe(404);
  });
});
