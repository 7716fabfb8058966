// @module-tag both
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../shared/errors';
import { liveTopics } from '../../../shared/schemas/live';
import { createApp } from '../../app';
import { newMember, signIn, signInAdmin, type SignedIn } from '../../auth/testing';
import type { Listen } from '../../db/client';
import { createEvent } from '../../db/factories';
import { sessions } from '../../db/schema';
import { createTestServer, type TestServer } from '../../test/harness';
import { createSessionCache } from '../session-cache';
import { createSharedPages } from '../shared-pages';
import { createWriteWatch } from '../write-watch';
import { createLiveHub, type LiveHub } from './hub';
import type { LiveLimits } from './hub-options';
import { publish } from './publisher';
import { isMessage, isReady, json, openLive, type LiveClient } from './testing';

/*
 * Issue #20, items 4 and 8: how many streams a process holds, and a member's streams end with their session
 * (sign-out, suspension, any deletion of the session), in every process.
 */
let t: TestServer;
let admin: SignedIn;
const open: LiveClient[] = [];
const hubs: LiveHub[] = [];
beforeAll(async () => {
  t = await createTestServer();
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await Promise.all(hubs.map((h) => h.close()));
  await t.close();
});

/** Another process on the same database: its own hub (with these limits) and app. */
async function processWith(limits: Partial<LiveLimits> = {}, listen: Listen = t.database.listen) {
  const hub = await createLiveHub({ db: t.db, listen, logger: t.deps.logger, limits });
  hubs.push(hub);
  return { hub, app: createApp({ ...t.deps, live: hub }).app };
}

async function live(app: TestServer['app'], query: string, init: Parameters<typeof openLive>[2] = {}) {
  const client = await openLive(app, query, init);
  open.push(client);
  if (client.status === 200) await client.next(isReady);
  return client;
}

const memberTopic = (m: SignedIn) => `topics=${liveTopics.member(m.userId)}`;

async function expectBusy(client: LiveClient) {
  expect(client.status).toBe(503);
  expect(client.response.headers.get('retry-after')).toBe('30');
  expect(await client.response.json()).toEqual({
    error: { code: 'LIVE_BUSY', message: errorCatalogue.LIVE_BUSY.message },
  });
}

describe('stream limits (per process)', () => {
  it('a member holds at most their share; closing one gives its place back', async () => {
    const { hub, app } = await processWith({ maxStreamsPerMember: 2 });
    const member = await newMember(t);
    const first = await live(app, memberTopic(member), { cookie: member.cookie });
    await live(app, memberTopic(member), { cookie: member.cookie });
    await expectBusy(await live(app, memberTopic(member), { cookie: member.cookie }));
    // Another member is not held back by this one.
    const other = await newMember(t);
    expect((await live(app, memberTopic(other), { cookie: other.cookie })).status).toBe(200);

    await first.close();
    await expect.poll(() => hub.openStreams).toBe(2);
    expect((await live(app, memberTopic(member), { cookie: member.cookie })).status).toBe(200);
  });

  it('visitors count by address, an IPv6 address by its /64', async () => {
    const { app } = await processWith({ maxStreamsPerAddress: 2 });
    const topic = `topics=${liveTopics.event((await createEvent(t.db)).id)}`;
    for (const [ip, allowed] of [
      ['10.20.0.1', 2],
      ['2001:db8:20:1::a', 2],
    ] as const) {
      for (let i = 0; i < allowed; i++) expect((await live(app, topic, { ip })).status).toBe(200);
    }
    await expectBusy(await live(app, topic, { ip: '10.20.0.1' }));
    // Another address in the same /64 is the same household; another /64 is not.
    await expectBusy(await live(app, topic, { ip: '2001:db8:20:1:ffff::7' }));
    expect((await live(app, topic, { ip: '2001:db8:20:2::a' })).status).toBe(200);
    expect((await live(app, topic, { ip: '10.20.0.2' })).status).toBe(200);
  });

  it('the process holds at most its own limit, whoever asks', async () => {
    const { app } = await processWith({ maxStreams: 3 });
    const topic = `topics=${liveTopics.event((await createEvent(t.db)).id)}`;
    for (const ip of ['10.30.0.1', '10.30.0.2', '10.30.0.3']) {
      expect((await live(app, topic, { ip })).status).toBe(200);
    }
    await expectBusy(await live(app, topic, { ip: '10.30.0.4' }));
    const member = await newMember(t);
    await expectBusy(await live(app, memberTopic(member), { cookie: member.cookie }));
  });

  it('a refused topic (a missing or inactive event) gives its place back at once', async () => {
    const { app } = await processWith({ maxStreamsPerAddress: 1 });
    const inactive = await createEvent(t.db, { active: false });
    for (const id of [inactive.id, '8b0f6f9e-5c4a-4c61-9a55-0d6b0e0f0a11']) {
      expect((await live(app, `topics=event:${id}`, { ip: '10.40.0.1' })).status).toBe(404);
    }
    const event = await createEvent(t.db);
    expect((await live(app, `topics=${liveTopics.event(event.id)}`, { ip: '10.40.0.1' })).status).toBe(200);
  });
});

describe('a member’s streams end with their session', () => {
  it('signing out ends the streams of that session only', async () => {
    const member = await newMember(t);
    const phone = await signIn(t, member.input.email, member.input.password);
    const onLaptop = await live(t.app, memberTopic(member), { cookie: member.cookie });
    const onPhone = await live(t.app, memberTopic(member), { cookie: phone });

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: member.cookie });
    expect(out.status).toBe(200);
    await onLaptop.ended();
    // The phone's session goes on: its stream still delivers.
    await publish(t.db, liveTopics.member(member.userId), { type: 'notifications', unread: 1 });
    expect(json(await onPhone.next(isMessage))).toMatchObject({ type: 'notifications', unread: 1 });
  });

  it('suspension ends every stream of the member at once, in every process; their next request is refused', async () => {
    const sessionCache = createSessionCache(t.deps.auth, t.db, { ttlMs: 60_000 });
    const pages = createSharedPages({ ttlMs: 60_000 });
    const writeWatch = createWriteWatch();
    writeWatch.onWrite(sessionCache.clear);
    writeWatch.onWrite(pages.clear);
    const other = await processWith();
    const cached = createApp(
      { ...t.deps, live: other.hub },
      { sessionCache, sharedPages: pages, writeWatch },
    ).app;
    const request = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
      cached.request(path, {
        method: init.method ?? 'GET',
        headers: {
          origin: t.config.publicUrl,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.json ? { 'content-type': 'application/json' } : {}),
        },
        body: init.json ? JSON.stringify(init.json) : undefined,
      });

    const member = await newMember(t);
    const event = await createEvent(t.db);
    const here = await live(t.app, memberTopic(member), { cookie: member.cookie });
    const there = await live(cached, memberTopic(member), { cookie: member.cookie });
    const watching = await live(cached, `topics=${liveTopics.event(event.id)}`, { cookie: member.cookie });
    // Their session lookup and their marks on the list are kept in that process.
    expect((await request('/api/members/me', { cookie: member.cookie })).status).toBe(200);
    expect((await request('/api/events', { cookie: member.cookie })).status).toBe(200);

    const suspended = await request(`/api/admin/users/${member.userId}/suspend`, {
      method: 'POST',
      cookie: admin.cookie,
      json: { reason: 'Spam', password: admin.input.password },
    });
    expect(suspended.status).toBe(200);
    await Promise.all([here.ended(), there.ended(), watching.ended()]);
    for (const path of ['/api/members/me', '/api/events']) {
      const res = await request(path, { cookie: member.cookie });
      if (path === '/api/events') expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }
    expect((await request('/api/likes', { cookie: member.cookie })).status).toBe(401);
    await expect.poll(() => other.hub.openStreams).toBe(0);
  });

  it('a session ended outside the app (by hand in SQL, a command-line tool) ends its streams too', async () => {
    const member = await newMember(t);
    const stream = await live(t.app, memberTopic(member), { cookie: member.cookie });
    await t.db.delete(sessions).where(eq(sessions.userId, member.userId));
    await stream.ended();
  });

  it('sessions that ended while the listener was away are found when it is back', async () => {
    let deaf = false;
    let reconnected = () => {};
    const flaky: Listen = (channel, onNotify, onReconnect) => {
      reconnected = onReconnect!;
      return t.database.listen(channel, (payload) => deaf || onNotify(payload), onReconnect);
    };
    const { hub, app } = await processWith({}, flaky);
    const [gone, stays] = [await newMember(t), await newMember(t)];
    const ending = await live(app, memberTopic(gone), { cookie: gone.cookie });
    const going = await live(app, memberTopic(stays), { cookie: stays.cookie });
    deaf = true;
    await t.db.delete(sessions).where(eq(sessions.userId, gone.userId));
    deaf = false;
    reconnected();
    await ending.ended();
    expect(hub.openStreams).toBe(1);
    await publish(t.db, liveTopics.member(stays.userId), { type: 'notifications', unread: 2 });
    expect(json(await going.next(isMessage)).unread).toBe(2);
  });
});
