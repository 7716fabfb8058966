// @module-tag both
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveTopics } from '../../../shared/schemas/live';
import { createApp } from '../../app';
import { newMember } from '../../auth/testing';
import { createEvent } from '../../db/factories';
import { liveEvents } from '../../db/schema';
import { createLiveHub } from './hub';
import { publish } from './publisher';
import { isMessage, isReady, json, liveTestFile } from './testing';

const file = liveTestFile();
const { t, live } = file;

const likes = (count: number) => ({ type: 'event.likes', likes: count }) as const;

describe('GET /api/live', () => {
  it('streams a like of the event to a visitor watching it, with the cursor as id', async () => {
    const event = await createEvent(t.db);
    const topic = liveTopics.event(event.id);
    const stream = await live(`topics=${topic}`);
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    const ready = await stream.next(isReady);
    expect(ready.retry).toBe(3000);
    expect(json(ready)).toEqual({ cursor: Number(ready.id) });

    expect(
      (await t.request(`/api/likes/events/${event.id}`, { method: 'PUT', cookie: file.member.cookie }))
        .status,
    ).toBe(200);
    const liked = await stream.next(isMessage);
    expect(json(liked)).toEqual({ topic, ...likes(1) });
    expect(Number(liked.id)).toBeGreaterThan(Number(ready.id));

    await t.request(`/api/likes/events/${event.id}`, { method: 'DELETE', cookie: file.member.cookie });
    expect(json(await stream.next(isMessage))).toEqual({ topic, ...likes(0) });
    // The detail answers the same count the stream carries.
    expect((await t.request(`/api/events/${event.id}`)).data.likes).toBe(0);
  });

  it('sends only the topics asked for', async () => {
    const [watched, other] = [await createEvent(t.db), await createEvent(t.db)];
    const stream = await live(`topics=${liveTopics.event(watched.id)}`);
    await stream.next(isReady);
    await publish(t.db, liveTopics.event(other.id), likes(7));
    await publish(t.db, liveTopics.event(watched.id), likes(8));
    expect(json(await stream.next())).toEqual({ topic: liveTopics.event(watched.id), ...likes(8) });
  });

  it('replays exactly the messages missed after Last-Event-ID or ?after=, then goes live', async () => {
    const event = await createEvent(t.db);
    const topic = liveTopics.event(event.id);
    const otherTopic = liveTopics.event((await createEvent(t.db)).id);
    const seen = await publish(t.db, topic, likes(1));
    const missed = [await publish(t.db, topic, likes(2)), await publish(t.db, topic, likes(3))];
    await publish(t.db, otherTopic, likes(99));

    for (const init of [{ query: '', lastEventId: String(seen) }, { query: `&after=${seen}` }]) {
      const stream = await live(`topics=${topic}${init.query}`, { lastEventId: init.lastEventId });
      const blocks = await stream.until(isReady);
      expect(blocks.map((b) => [Number(b.id), b.data && json(b).likes])).toEqual([
        ...missed.map((id, i) => [id, i + 2]),
        [missed.at(-1), undefined],
      ]);
      const next = await publish(t.db, topic, likes(missed.length + 2));
      expect((await stream.next(isMessage)).id).toBe(String(next));
      // The next client, resuming from the same cursor, has missed this one too.
      missed.push(next);
      await stream.close();
    }
  });

  it('tells a client to reload when what it missed is gone (pruned) or its cursor is unknown', async () => {
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const old = await publish(t.db, topic, likes(1));
    await publish(t.db, topic, likes(2));
    await t.db.execute(
      sql`update ${liveEvents} set created_at = now() - interval '25 hours' where id <= ${old + 1}`,
    );
    expect(await t.deps.live.prune()).toBeGreaterThanOrEqual(2);
    const kept = await publish(t.db, topic, likes(3));

    for (const cursor of [old - 1, kept + 1000]) {
      const stream = await live(`topics=${topic}&after=${cursor}`);
      const [reset, ready] = await stream.until(isReady);
      expect(reset).toMatchObject({ event: 'reset', id: String(kept) });
      expect(ready!.id).toBe(String(kept));
      await stream.close();
    }
  });

  it('a member topic is only for that member: 401 for a visitor, 404 for another member', async () => {
    const topic = `topics=${liveTopics.member(file.member.userId)}`;
    const visitor = await live(topic);
    expect(visitor.status).toBe(401);
    const other = await newMember(t);
    const stranger = await live(topic, { cookie: other.cookie });
    expect(stranger.status).toBe(404);
    // Mixed with a topic the stranger may see (their own), the whole request is still refused.
    expect(
      (
        await live(`topics=${liveTopics.member(other.userId)},${liveTopics.member(file.member.userId)}`, {
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
    // Event and member topics go on separate streams (each kind is its own ordered log).
    const event = await createEvent(t.db);
    const mixed = await live(
      `topics=${liveTopics.event(event.id)},${liveTopics.member(file.member.userId)}`,
      {
        cookie: file.member.cookie,
      },
    );
    expect(mixed.status).toBe(422);

    const own = await live(topic, { cookie: file.member.cookie });
    expect(own.status).toBe(200);
    await own.next(isReady);
    await publish(t.db, liveTopics.member(file.member.userId), likes(5));
    expect(json(await own.next(isMessage)).topic).toBe(liveTopics.member(file.member.userId));
  });

  it('404 for an unknown or (to visitors) inactive event, 422 for malformed topics', async () => {
    const inactive = await createEvent(t.db, { active: false });
    for (const id of [inactive.id, '8b0f6f9e-5c4a-4c61-9a55-0d6b0e0f0a11', 'nope']) {
      const res = await live(`topics=event:${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Event not found' } });
    }
    for (const query of [
      '',
      'topics=',
      'topics=chat:1',
      `topics=${'event:x,'.repeat(3)}member:${'y'.repeat(80)}`,
    ]) {
      expect((await live(query)).status, query).toBe(422);
    }
    const many = Array.from({ length: 21 }, (_, i) => `event:e${i}`).join(',');
    expect((await live(`topics=${many}`)).status).toBe(422);
  });

  it('is in the OpenAPI description', async () => {
    const res = await t.request('/api/openapi.json');
    expect(Object.keys(res.data.paths)).toContain('/api/live');
  });
});

describe('stream lifetime', () => {
  it('writes a heartbeat comment on the injected interval, ends streams after their lifetime and on close', async () => {
    const hub = await createLiveHub({
      db: t.db,
      listen: t.database.listen,
      logger: t.deps.logger,
      timings: { heartbeatMs: 20, maxStreamMs: 400 },
    });
    const { app } = createApp({ ...t.deps, live: hub });
    const topic = `topics=${liveTopics.event((await createEvent(t.db)).id)}`;

    const expiring = await live(topic, {}, app);
    await expiring.next(isReady);
    const beats = await expiring.until((b) => b.comment === 'heartbeat');
    expect(beats.at(-1)).toEqual({ comment: 'heartbeat' });
    await expiring.next((b) => b.comment === 'heartbeat');
    await expiring.ended(2_000);

    const closing = await live(topic, {}, app);
    await closing.next(isReady);
    expect(hub.openStreams).toBe(1);
    await hub.close();
    await closing.ended(1_000);
    expect(hub.openStreams).toBe(0);
  });

  it('forgets a stream the client closed', async () => {
    const before = t.deps.live.openStreams;
    const stream = await live(`topics=${liveTopics.event((await createEvent(t.db)).id)}`);
    await stream.next(isReady);
    expect(t.deps.live.openStreams).toBe(before + 1);
    await stream.close();
    await expect.poll(() => t.deps.live.openStreams).toBe(before);
  });
});
