// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin, newMember } from '../../auth/testing';
import { createAttendance, createBand, createEvent, createUser } from '../../db/factories';
import { users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

const t = testServerForFile({}, { app: visitorCache() });

const LISTS = ['events', 'bands'] as const;
type List = (typeof LISTS)[number];
const make = async (list: List, overrides: { active?: boolean } = {}) =>
  list === 'events' ? (await createEvent(t.db, overrides)).id : (await createBand(t.db, overrides)).id;

const attend = (list: string, id: string, cookie?: string) =>
  t.request(`/api/${list}/${id}/attendance`, { method: 'PUT', cookie });
const unattend = (list: string, id: string, cookie?: string) =>
  t.request(`/api/${list}/${id}/attendance`, { method: 'DELETE', cookie });
const state = (list: string, id: string, cookie?: string) =>
  t.request(`/api/${list}/${id}/attendance`, { cookie });
const attendees = (list: string, id: string, cookie?: string, query = '') =>
  t.request(`/api/${list}/${id}/attendees${query}`, { cookie });

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('PUT and DELETE /api/{events|bands}/:id/attendance', () => {
  it("401 for visitors with the spec's message", async () => {
    for (const list of LISTS) {
      const id = await make(list);
      for (const res of [await attend(list, id), await unattend(list, id)]) {
        expect(res.status).toBe(401);
        expect(res.data.error).toEqual({
          code: 'SIGN_IN_TO_ATTEND',
          message: 'Please sign in to mark attendance',
        });
      }
    }
  });

  it('404 for an unknown, malformed or inactive item (an administrator may attend an inactive one)', async () => {
    const member = await newMember(t);
    const admin = await signInAdmin(t);
    for (const list of LISTS) {
      const inactive = await make(list, { active: false });
      const message = list === 'events' ? 'Event not found' : 'Band not found';
      for (const id of [randomUUID(), 'not-a-uuid', inactive]) {
        for (const res of [
          await attend(list, id, member.cookie),
          await unattend(list, id, member.cookie),
          await state(list, id),
          await attendees(list, id, member.cookie),
        ]) {
          expect(res.status, `${list} ${id}`).toBe(404);
          expect(res.data.error.message).toBe(message);
        }
      }
      expect((await attend(list, inactive, admin.cookie)).status).toBe(200);
    }
  });

  it('toggles on and off, twice is fine, and the count is for everyone', async () => {
    const [ana, ben] = [await newMember(t), await newMember(t)];
    for (const list of LISTS) {
      const id = await make(list);
      expect((await state(list, id)).data.capacity).toBe(list === 'events' ? 800 : null);
      expect((await state(list, id)).data).toMatchObject({ count: 0, attending: false });
      expect((await attend(list, id, ana.cookie)).data).toMatchObject({ count: 1, attending: true });
      expect((await attend(list, id, ana.cookie)).data).toMatchObject({ count: 1, attending: true });
      expect((await attend(list, id, ben.cookie)).data).toMatchObject({ count: 2, attending: true });
      expect((await state(list, id)).data).toMatchObject({ count: 2, attending: false });
      expect((await state(list, id, ana.cookie)).data).toMatchObject({ count: 2, attending: true });
      expect((await unattend(list, id, ana.cookie)).data).toMatchObject({ count: 1, attending: false });
      expect((await unattend(list, id, ana.cookie)).data).toMatchObject({ count: 1, attending: false });
    }
  });

  it('an event with a capacity shows the spots left and refuses attendance when full', async () => {
    const [ana, ben, cleo] = [await newMember(t), await newMember(t), await newMember(t)];
    const { id } = await createEvent(t.db, { capacity: 2 });
    expect((await state('events', id)).data).toEqual({
      count: 0,
      attending: false,
      capacity: 2,
      spotsLeft: 2,
    });
    expect((await attend('events', id, ana.cookie)).data).toMatchObject({ spotsLeft: 1 });
    expect((await attend('events', id, ben.cookie)).data).toMatchObject({ count: 2, spotsLeft: 0 });
    const full = await attend('events', id, cleo.cookie);
    expect(full.status).toBe(409);
    expect(full.data.error).toEqual({ code: 'EVENT_FULL', message: 'This event is full' });
    // Attending already is no error when full, and leaving frees the spot.
    expect((await attend('events', id, ana.cookie)).status).toBe(200);
    expect((await unattend('events', id, ana.cookie)).data).toMatchObject({ count: 1, spotsLeft: 1 });
    expect((await attend('events', id, cleo.cookie)).data).toMatchObject({ count: 2, attending: true });
    // A capacity of 0 sets no limit.
    const open = await createEvent(t.db, { capacity: 0 });
    expect((await attend('events', open.id, ana.cookie)).data).toMatchObject({
      capacity: null,
      spotsLeft: null,
    });
  });

  it('gives the last spots to exactly as many members as there are, however many try at once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(t)));
    const { id } = await createEvent(t.db, { capacity: 3 });
    const answers = await Promise.all(members.map((m) => attend('events', id, m.cookie)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await state('events', id)).data).toMatchObject({ count: 3, spotsLeft: 0 });
  });
});

describe('GET /api/{events|bands}/:id/attendees', () => {
  it('401 for visitors: only signed-in members see who attends', async () => {
    for (const list of LISTS) {
      const id = await make(list);
      expect((await attendees(list, id)).status).toBe(401);
    }
  });

  it('422 for a bad page', async () => {
    const member = await newMember(t);
    const id = await make('events');
    expect((await attendees('events', id, member.cookie, '?page=0')).status).toBe(422);
  });

  it('lists members with a profile link id, first to attend first, leaving out those who hide (still counted)', async () => {
    const member = await newMember(t);
    for (const list of LISTS) {
      const id = await make(list);
      const shown = await createUser(t.db, { firstName: 'Shown', lastName: 'Reveller' });
      const hidden = await createUser(t.db, { firstName: 'Hidden', lastName: 'Reveller' });
      await createAttendance(t.db, list === 'events' ? 'event' : 'band', shown.id, id);
      await createAttendance(t.db, list === 'events' ? 'event' : 'band', hidden.id, id);
      await t.db.update(users).set({ showInCommunity: false }).where(eq(users.id, hidden.id));
      await attend(list, id, member.cookie);

      const res = await attendees(list, id, member.cookie);
      expect(res.status).toBe(200);
      expect(res.data.total).toBe(2);
      expect(res.data.items.map((a: { id: string }) => a.id)).toEqual([shown.id, member.userId]);
      expect(res.data.items[0]).toMatchObject({ name: 'Shown Reveller', imageUrl: null });
      expect(JSON.stringify(res.data)).not.toContain(hidden.id);
      expect((await state(list, id)).data.count).toBe(3);

      // Turning the switch off through settings hides the member at once.
      await t.request('/api/members/me/community', {
        method: 'PUT',
        cookie: member.cookie,
        json: { showInCommunity: false },
      });
      expect((await attendees(list, id, member.cookie)).data.items.map((a: { id: string }) => a.id)).toEqual([
        shown.id,
      ]);
      await t.request('/api/members/me/community', {
        method: 'PUT',
        cookie: member.cookie,
        json: { showInCommunity: true },
      });
    }
  });

  it('leaves out, for each viewer, the members they blocked or who blocked them (like Fete Nation)', async () => {
    const viewer = await newMember(t, { firstName: 'Viewing', lastName: 'Member' });
    const blocked = await newMember(t, { firstName: 'Blocked', lastName: 'ByViewer' });
    const blocker = await newMember(t, { firstName: 'Blocks', lastName: 'TheViewer' });
    const bystander = await newMember(t, { firstName: 'Just', lastName: 'Looking' });
    const block = (who: { cookie: string }, otherId: string) =>
      t.request(`/api/chat/blocks/${otherId}`, { method: 'PUT', cookie: who.cookie });
    expect((await block(viewer, blocked.userId)).status).toBe(200);
    expect((await block(blocker, viewer.userId)).status).toBe(200);
    for (const list of LISTS) {
      const id = await make(list);
      for (const member of [viewer, blocked, blocker])
        expect((await attend(list, id, member.cookie)).status).toBe(200);
      const seenBy = async (who: { cookie: string }) => {
        const res = await attendees(list, id, who.cookie);
        expect(res.status).toBe(200);
        return { ids: res.data.items.map((a: { id: string }) => a.id), total: res.data.total };
      };
      expect(await seenBy(viewer)).toEqual({ ids: [viewer.userId], total: 1 });
      expect(await seenBy(blocked)).toEqual({ ids: [blocked.userId, blocker.userId], total: 2 });
      expect(await seenBy(blocker)).toEqual({ ids: [blocked.userId, blocker.userId], total: 2 });
      expect(await seenBy(bystander)).toEqual({
        ids: [viewer.userId, blocked.userId, blocker.userId],
        total: 3,
      });
      // Everyone is still counted.
      expect((await state(list, id)).data.count).toBe(3);
    }
  });

  it('leaves out suspended members, as Fete Nation does (still counted)', async () => {
    const viewer = await newMember(t);
    const suspended = await createUser(t.db, { firstName: 'Suspended', lastName: 'Reveller' });
    const id = await make('events');
    await createAttendance(t.db, 'event', suspended.id, id);
    await t.db.update(users).set({ banned: true, banReason: 'Spam' }).where(eq(users.id, suspended.id));
    const res = await attendees('events', id, viewer.cookie);
    expect(res.data).toMatchObject({ items: [], total: 0 });
    expect((await state('events', id)).data.count).toBe(1);
  });

  it('shows names on one line without links', async () => {
    const member = await newMember(t);
    const id = await make('events');
    const spam = await createUser(t.db, { firstName: 'Party at', lastName: 'promo-fete.com\nTonight' });
    await createAttendance(t.db, 'event', spam.id, id);
    const res = await attendees('events', id, member.cookie);
    expect(res.data.items[0]).toMatchObject({ id: spam.id, name: 'Party at Tonight' });
  });
});

describe('GET /api/me/attending-events', () => {
  it('401 for a visitor', async () => {
    expect((await t.request('/api/me/attending-events')).status).toBe(401);
  });

  it('422 for a bad page size', async () => {
    const member = await newMember(t);
    expect(
      (await t.request('/api/me/attending-events?pageSize=1000', { cookie: member.cookie })).status,
    ).toBe(422);
  });

  it("lists the member's active events: upcoming soonest first, then past newest first", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const later = await createEvent(t.db, { title: 'Later fete', date: dayOffset(40) });
    const soon = await createEvent(t.db, { title: 'Soon fete', date: dayOffset(3) });
    const lastYear = await createEvent(t.db, { title: 'Last year fete', date: dayOffset(-300) });
    const lastWeek = await createEvent(t.db, { title: 'Last week fete', date: dayOffset(-7) });
    const running = await createEvent(t.db, {
      title: 'Running fete',
      date: dayOffset(-2),
      endDate: dayOffset(2),
    });
    const takenDown = await createEvent(t.db, { title: 'Taken down', date: dayOffset(5) });
    for (const e of [later, lastYear, soon, running, lastWeek, takenDown]) {
      await attend('events', e.id, member.cookie);
    }
    await attend('events', later.id, other.cookie);
    const admin = await signInAdmin(t);
    await t.request(`/api/admin/events/${takenDown.id}/active`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { active: false },
    });

    const res = await t.request('/api/me/attending-events', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(5);
    expect(res.data.items.map((e: { title: string; past: boolean }) => [e.title, e.past])).toEqual([
      ['Running fete', false],
      ['Soon fete', false],
      ['Later fete', false],
      ['Last week fete', true],
      ['Last year fete', true],
    ]);
    const page2 = await t.request('/api/me/attending-events?page=2&pageSize=2', { cookie: member.cookie });
    expect(page2.data.items.map((e: { title: string }) => e.title)).toEqual(['Later fete', 'Last week fete']);
  });
});

describe("visitors' cached answers and attendance", () => {
  it('shows an attendance change on the next public read of the count, with or without a capacity', async () => {
    const member = await newMember(t);
    for (const capacity of [10, null]) {
      const { id } = await createEvent(t.db, { capacity });
      const left = (n: number) => (capacity === null ? null : capacity - n);
      expect((await state('events', id)).data).toMatchObject({ count: 0, spotsLeft: left(0) });
      expect((await state('events', id)).data.count).toBe(0); // served from the cache now
      await attend('events', id, member.cookie);
      expect((await state('events', id)).data).toMatchObject({ count: 1, spotsLeft: left(1) });
      await unattend('events', id, member.cookie);
      expect((await state('events', id)).data).toMatchObject({ count: 0, spotsLeft: left(0) });
    }
  });
});
