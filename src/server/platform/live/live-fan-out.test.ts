// @module-tag both
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveTopics } from '../../../shared/schemas/live';
import { createApp } from '../../app';
import { newMember } from '../../auth/testing';
import { createEvent } from '../../db/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import type { Listen } from '../../db/client';
import { createLiveHub, type LiveHub, type LiveRecord } from './hub';
import { publish } from './publisher';
import { isMessage, isReady, json, openLive, type LiveClient } from './testing';

/*
 * Two app processes on one database, each with its own hub and its own LISTEN: on PostgreSQL
 * (TEST_DATABASE_URL) two dedicated connections, on PGlite two listeners of the one in-process database.
 */
let t: TestServer;
let second: LiveHub;
let secondApp: TestServer['app'];
const open: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestServer();
  second = await createLiveHub({ db: t.db, listen: t.database.listen, logger: t.deps.logger });
  secondApp = createApp({ ...t.deps, live: second }).app;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await second.close();
  await t.close();
});

async function watch(app: TestServer['app'], topic: string) {
  const client = await openLive(app, `topics=${topic}`);
  open.push(client);
  await client.next(isReady);
  return client;
}

describe('fan-out across processes', () => {
  it('one publish reaches the streams of both processes', async () => {
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const [a, b] = [await watch(t.app, topic), await watch(secondApp, topic)];
    const id = await publish(t.db, topic, { type: 'event.likes', likes: 3 });
    for (const stream of [a, b]) {
      const message = await stream.next(isMessage);
      expect(message.id).toBe(String(id));
      expect(json(message)).toEqual({ topic, type: 'event.likes', likes: 3 });
    }
  });

  it('a like through one process updates a watcher on the other', async () => {
    const event = await createEvent(t.db);
    const topic = liveTopics.event(event.id);
    const watcher = await watch(secondApp, topic);
    const member = await newMember(t);
    await t.request(`/api/likes/events/${event.id}`, { method: 'PUT', cookie: member.cookie });
    expect(json(await watcher.next(isMessage)).likes).toBe(1);
  });

  it('concurrent likes publish counts that never go back, the last one the true count', async () => {
    const event = await createEvent(t.db);
    const topic = liveTopics.event(event.id);
    const watcher = await watch(secondApp, topic);
    const members = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
    await Promise.all(
      members.map((m) => t.request(`/api/likes/events/${event.id}`, { method: 'PUT', cookie: m.cookie })),
    );
    // The first like of the second publishes at once, the others share one publication after it (likes
    // service): the counts arrive in order and end on the true one.
    const counts: number[] = [];
    const ids: number[] = [];
    while (counts.at(-1) !== members.length) {
      const message = await watcher.next(isMessage);
      counts.push(json(message).likes);
      ids.push(Number(message.id));
    }
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(counts.length).toBeLessThanOrEqual(2);
    expect((await t.request(`/api/events/${event.id}`)).data.likes).toBe(4);
  });

  it('a process listening to more topics than a statement can name (65,535) hands out each message to its own', async () => {
    const hub = await createLiveHub({ db: t.db, listen: t.database.listen, logger: t.deps.logger });
    // A process at a raised stream limit, its members' streams on up to 20 topics each.
    const topics = Array.from({ length: 70_000 }, (_, i) => liveTopics.member(`crowd-${i}`));
    const got: LiveRecord[] = [];
    hub.add({ topics, deliver: (record) => got.push(record), close: () => {} });
    const elsewhere = await publish(t.db, liveTopics.member('not-here'), {
      type: 'chat.block',
      otherId: 'a',
    });
    const mine = await publish(t.db, topics.at(-1)!, { type: 'chat.block', otherId: 'b' });
    await vi.waitFor(() => expect(got.map((record) => record.id)).toContain(mine), { timeout: 10_000 });
    expect(got.map((record) => record.id)).not.toContain(elsewhere);
    expect(got.map((record) => record.topic)).toEqual([topics.at(-1)]);
    await hub.close();
  });

  it('a listener that lost its connection catches up from the table when it is back', async () => {
    // Notifications sent while the connection is down never arrive; then the driver reconnects.
    let deaf = false;
    let reconnected = () => {};
    const flaky: Listen = (channel, onNotify, onReconnect) => {
      reconnected = onReconnect!;
      return t.database.listen(channel, (payload) => deaf || onNotify(payload), onReconnect);
    };
    const hub = await createLiveHub({ db: t.db, listen: flaky, logger: t.deps.logger });
    const app = createApp({ ...t.deps, live: hub }).app;
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const watcher = await watch(app, topic);
    deaf = true;
    const lost = await publish(t.db, topic, { type: 'event.likes', likes: 1 });
    deaf = false;
    reconnected();
    expect((await watcher.next(isMessage)).id).toBe(String(lost));
    await hub.close();
  });

  it('on PostgreSQL, a killed LISTEN connection is opened again (on PGlite the listener is in-process)', async () => {
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const watcher = await watch(secondApp, topic);
    if (t.database.kind === 'postgres') {
      const killed = (await t.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`)) as unknown as { rows: unknown[] };
      expect(killed.rows.length).toBe(2);
    }
    const id = await publish(t.db, topic, { type: 'event.likes', likes: 2 });
    expect((await watcher.next(isMessage)).id).toBe(String(id));
    const after = await publish(t.db, topic, { type: 'event.likes', likes: 3 });
    expect((await watcher.next(isMessage)).id).toBe(String(after));
  });
});
