// @module-tag postgres
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { newMember } from '../../auth/testing';
import { createAttendance, createBand, createEvent, createUser } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { recordStatements } from '../../test/statements';

/*
 * Issue #25, goal 3: attending or leaving an item is one statement: the member's attendance limit, the item's
 * check, the write and the count together. Without a capacity (most events, every band) with no transaction and
 * no lock; with one, the event's lock is taken inside that statement (migration 0030's function) and the check,
 * the write and the count follow it. The answers are the same either way.
 */
const t = testServerForFile();

const change = (list: string, id: string, method: 'PUT' | 'DELETE', cookie: string) =>
  t.request(`/api/${list}/${id}/attendance`, { method, cookie });

/** The statements of the request that touch the item's attendance table, and whether any took a lock. */
async function attendanceStatements(table: string, run: () => Promise<unknown>) {
  const texts = await recordStatements(t, run);
  return {
    touching: texts.filter((text) => text.includes(`"${table}"`)).length,
    locked: texts.some((text) => /advisory|^\s*begin/i.test(text)),
  };
}

describe('an attendance change', () => {
  it('without a capacity is one statement, with the count after it', async () => {
    const member = await newMember(t);
    const others = [await createUser(t.db), await createUser(t.db)];
    const event = await createEvent(t.db, { capacity: null });
    const band = await createBand(t.db);
    for (const [list, id, table] of [
      ['events', event.id, 'event_attendees'],
      ['bands', band.id, 'band_attendees'],
    ] as const) {
      for (const other of others)
        await createAttendance(t.db, list === 'events' ? 'event' : 'band', other.id, id);
      let res: Awaited<ReturnType<typeof change>> | undefined;
      expect(
        await attendanceStatements(table, async () => (res = await change(list, id, 'PUT', member.cookie))),
      ).toEqual({
        touching: 1,
        locked: false,
      });
      expect(res?.data).toEqual({ count: 3, attending: true, capacity: null, spotsLeft: null });
      // Attending again changes nothing and counts the same.
      expect((await change(list, id, 'PUT', member.cookie)).data.count).toBe(3);
      expect(
        await attendanceStatements(
          table,
          async () => (res = await change(list, id, 'DELETE', member.cookie)),
        ),
      ).toEqual({
        touching: 1,
        locked: false,
      });
      expect(res?.data).toEqual({ count: 2, attending: false, capacity: null, spotsLeft: null });
      expect((await change(list, id, 'DELETE', member.cookie)).data.count).toBe(2);
    }
  });

  it('counts the limit in the same statement, with a capacity or without', async () => {
    const member = await newMember(t);
    for (const capacity of [null, 5]) {
      const { id } = await createEvent(t.db, { capacity });
      for (const method of ['PUT', 'DELETE'] as const) {
        const texts = await recordStatements(t, () => change('events', id, method, member.cookie));
        const own = texts.filter((text) => /app_rate_limits|event_attendees|advisory|^\s*begin/i.test(text));
        expect(own).toHaveLength(1);
        expect(own[0]).toMatch(/app_rate_limits[\s\S]*event_attendees/);
        if (capacity) expect(own[0]).toMatch(/event_attendance_change_locked/);
      }
    }
  });

  it('with a capacity answers as before (the check and the write under the event’s lock)', async () => {
    const member = await newMember(t);
    const { id } = await createEvent(t.db, { capacity: 5 });
    const res = await change('events', id, 'PUT', member.cookie);
    expect(res?.data).toEqual({ count: 1, attending: true, capacity: 5, spotsLeft: 4 });
    expect((await change('events', id, 'DELETE', member.cookie)).data).toEqual({
      count: 0,
      attending: false,
      capacity: 5,
      spotsLeft: 5,
    });
  });

  it('with a capacity runs its statement as prepared once, not built per request', async () => {
    const member = await newMember(t);
    const [first, second] = [
      await createEvent(t.db, { capacity: 5 }),
      await createEvent(t.db, { capacity: 5 }),
    ];
    expect((await change('events', first.id, 'PUT', member.cookie)).status).toBe(200);
    expect((await change('events', first.id, 'DELETE', member.cookie)).status).toBe(200);
    const builds = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    let answers: unknown[];
    try {
      answers = [
        (await change('events', second.id, 'PUT', member.cookie)).data,
        (await change('events', second.id, 'DELETE', member.cookie)).data,
      ];
      const built = builds.mock.results.map((result) => (result.value as { sql: string }).sql);
      expect(built.filter((text) => /event_attendees|advisory/.test(text))).toEqual([]);
    } finally {
      builds.mockRestore();
    }
    expect(answers).toEqual([
      { count: 1, attending: true, capacity: 5, spotsLeft: 4 },
      { count: 0, attending: false, capacity: 5, spotsLeft: 5 },
    ]);
  });

  it('with a capacity, checks the count read once the lock is its own: the last spot taken meanwhile is full', async () => {
    // Two changes of one event from two processes at once: only PostgreSQL runs them side by side.
    if (t.database.kind !== 'postgres') return;
    const [member, first, second] = [await newMember(t), await createUser(t.db), await createUser(t.db)];
    const { id } = await createEvent(t.db, { capacity: 2 });
    await createAttendance(t.db, 'event', first.id, id);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    // A change under way in another process: it holds the event's attendance lock and takes the last spot.
    const underWay = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('event_attendees'), hashtext(${id}))`);
      await createAttendance(tx, 'event', second.id, id);
      holding();
      await released;
    });
    await held;
    const waiting = change('events', id, 'PUT', member.cookie);
    // The request's backend waits for the lock (pg_stat_activity): then the last spot is taken.
    const lockWaits = sql`select count(*)::int as n from pg_stat_activity where wait_event = 'advisory'`;
    const waiters = async () =>
      ((await t.db.execute(lockWaits)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    await expect.poll(waiters, { timeout: 10_000 }).toBe(1);
    release();
    await underWay;
    const res = await waiting;
    expect(res.status).toBe(409);
    expect(res.data.error.code).toBe('EVENT_FULL');
    const state = await t.request(`/api/events/${id}/attendance`, { cookie: member.cookie });
    expect(state.data).toEqual({ count: 2, attending: false, capacity: 2, spotsLeft: 0 });
  });
});
