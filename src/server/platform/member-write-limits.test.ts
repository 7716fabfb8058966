// @module-tag postgres
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../../shared/schemas/live';
import { createApp } from '../app';
import { newMember, type SignedIn } from '../auth/testing';
import { createEvent } from '../db/factories';
import { liveEvents } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { createLiveHub, type LiveHub } from './live/hub';
import { LIVE_CHANNEL, publish } from './live/publisher';
import { isMessage, isReady, json, openLive, type LiveClient } from './live/testing';
import { MEMBER_WRITE_LIMITS } from './rate-limit';

/*
 * Issue #20, item 5: a member's everyday writes have limits, and an event's like count is published at most
 * once a second, without waiting for chat messages and notifications (nor they for it).
 */
const t = testServerForFile();
const open: LiveClient[] = [];
const hubs: LiveHub[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await Promise.all(hubs.map((h) => h.close()));
});

const UNKNOWN = '8b0f6f9e-5c4a-4c61-9a55-0d6b0e0f0a11';
type Write = (member: SignedIn) => { path: string; method: string; json?: unknown };

describe('member writes have a limit each, per member', () => {
  const writes: Record<keyof typeof MEMBER_WRITE_LIMITS, (ids: { event: string; other: string }) => Write> = {
    like:
      ({ event }) =>
      () => ({ path: `/api/likes/events/${event}`, method: 'PUT' }),
    attendance:
      ({ event }) =>
      () => ({ path: `/api/events/${event}/attendance`, method: 'PUT' }),
    'form-submission': () => () => ({
      path: `/api/forms/ride/${UNKNOWN}/submissions`,
      method: 'POST',
      json: { answers: {} },
    }),
    'marqet-registration': () => () => ({ path: '/api/marqet/registrations', method: 'POST', json: {} }),
    'chat-open': () => () => ({ path: '/api/chat/conversations', method: 'POST', json: { with: UNKNOWN } }),
    'chat-block':
      ({ other }) =>
      () => ({ path: `/api/chat/blocks/${other}`, method: 'PUT' }),
    'chat-report': () => () => ({ path: `/api/chat/messages/${UNKNOWN}/report`, method: 'POST', json: {} }),
    // An expiry that is not the member's: answered as it is, renewing nothing.
    'membership-renewal': () => () => ({
      path: '/api/members/me/membership/renewal',
      method: 'POST',
      json: { expiresAt: '2020-01-01T00:00:00.000Z' },
    }),
    // A plan that is not the member's: answered 404 each time, and counted.
    'carnival-plan': () => () => ({ path: `/api/me/carnival-plans/${UNKNOWN}/share`, method: 'POST' }),
  };

  for (const [kind, make] of Object.entries(writes) as [
    keyof typeof writes,
    (typeof writes)[keyof typeof writes],
  ][]) {
    const { window, max } = MEMBER_WRITE_LIMITS[kind];
    it(
      `${kind}: ${max} in ${window} s, then 429 with Retry-After; another member is not held back`,
      { timeout: 60_000 },
      async () => {
        const [member, other] = [await newMember(t), await newMember(t)];
        const write = make({ event: (await createEvent(t.db)).id, other: other.userId });
        const send = (who: SignedIn) => {
          const { path, method, json } = write(who);
          return t.request(path, { method, json, cookie: who.cookie });
        };
        for (let i = 0; i < max; i++) {
          const res = await send(member);
          expect(res.status, `${kind} #${i + 1}: ${res.text}`).not.toBe(429);
        }
        const refused = await send(member);
        expect(refused.status).toBe(429);
        expect(refused.data.error.code).toBe('RATE_LIMITED');
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(window);
        expect((await send(other)).status).not.toBe(429);
      },
    );
  }
});

describe('an event’s like count on the live channel', () => {
  it('a burst of likes publishes the count at most once a second, ending on the true count', async () => {
    const hub = await createLiveHub({ db: t.db, listen: t.database.listen, logger: t.deps.logger });
    hubs.push(hub);
    const app = createApp({ ...t.deps, live: hub }).app;
    const event = await createEvent(t.db);
    const topic = liveTopics.event(event.id);
    const watcher = await openLive(app, `topics=${topic}`);
    open.push(watcher);
    await watcher.next(isReady);
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(t)));
    const statuses = await Promise.all(
      members.map(async (m) => {
        const res = await app.request(`/api/likes/events/${event.id}`, {
          method: 'PUT',
          headers: { origin: t.config.publicUrl, cookie: m.cookie },
        });
        return res.status;
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    await watcher.until((b) => isMessage(b) && json(b).likes === 10, 5_000);
    // Closing the hub publishes whatever was still due: all there is, in the log.
    await hub.close();
    const published = await t.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.topic, topic))
      .orderBy(liveEvents.id);
    expect(published.length).toBeLessThanOrEqual(2);
    expect(published.at(-1)!.payload).toEqual({ type: 'event.likes', likes: 10 });
  });

  it('like counts and members’ messages (chat, notifications) take turns only among their own kind', async () => {
    const member = await newMember(t);
    const event = await createEvent(t.db);
    // The publish locks a transaction holds: event counts and members' messages hold different ones.
    const held = await t.db.transaction(async (tx) => {
      await publish(tx, liveTopics.event(event.id), { type: 'event.likes', likes: 0 });
      await publish(tx, liveTopics.member(member.userId), { type: 'notifications', unread: 0 });
      const result = await tx.execute(sql`
        select objid from pg_locks
        where locktype = 'advisory' and pid = pg_backend_pid() and classid = hashtext(${LIVE_CHANNEL})::oid`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
    });
    expect(held).toBe(2);
    if (t.database.kind !== 'postgres') return;

    // On PostgreSQL, where transactions run side by side: a member's message publishes and arrives while an
    // event's count is being published (its transaction open, its lock held), and the other way round.
    const stream = await openLive(t.app, `topics=${liveTopics.member(member.userId)}`, {
      cookie: member.cookie,
    });
    open.push(stream);
    await stream.next(isReady);
    const watcher = await openLive(t.app, `topics=${liveTopics.event(event.id)}`);
    open.push(watcher);
    await watcher.next(isReady);
    for (const [holding, other] of [
      [liveTopics.event(event.id), liveTopics.member(member.userId)],
      [liveTopics.member(member.userId), liveTopics.event(event.id)],
    ] as const) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holdingLock = () => {};
      const locked = new Promise<void>((resolve) => (holdingLock = resolve));
      const holder = t.db.transaction(async (tx) => {
        await publish(tx, holding, { type: 'notifications', unread: 41 });
        holdingLock();
        await released;
      });
      try {
        await locked;
        let done = false;
        const sent = publish(t.db, other, { type: 'notifications', unread: 42 }).then(() => (done = true));
        await expect.poll(() => done, { timeout: 5_000 }).toBe(true);
        await sent;
        const reader = other === liveTopics.event(event.id) ? watcher : stream;
        await reader.until((b) => isMessage(b) && json(b).unread === 42);
      } finally {
        release();
        await holder;
      }
    }
    // What the other transaction held back is published too, once it commits.
    for (const topic of [liveTopics.event(event.id), liveTopics.member(member.userId)]) {
      const rows = await t.db
        .select({ payload: liveEvents.payload })
        .from(liveEvents)
        .where(eq(liveEvents.topic, topic));
      expect(rows.map((r) => (r.payload as { unread?: number }).unread)).toEqual(
        expect.arrayContaining([41, 42]),
      );
    }
  });
});
