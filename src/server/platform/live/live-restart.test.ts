// @module-tag both
import { describe, expect, it } from 'vitest';
import { liveTopics } from '../../../shared/schemas/live';
import { createApp } from '../../app';
import { createLiveHub } from './hub';
import { publish } from './publisher';
import { isMessage, isReady, json, liveTestFile } from './testing';

const file = liveTestFile();
const { t, live } = file;

const likes = (count: number) => ({ type: 'event.likes', likes: count }) as const;

/**
 * A server restart (issue #12: "reconnect after the server restarts delivers what was missed"), or a browser
 * that reconnects to another process: nothing a stream needs lives in one process's memory. The log is the
 * live_events table, so the next hub on the same database replays from a cursor the last one handed out.
 */
describe('a cursor handed out by another hub (a restart, another process)', () => {
  const newHub = () => createLiveHub({ db: t.db, listen: t.database.listen, logger: t.deps.logger });

  it('after a restart, replays exactly what was missed from the cursor the last server handed out, then goes live: nothing skipped, nothing twice', async () => {
    const topic = liveTopics.member(file.member.userId);
    const first = await newHub();
    const before = await live(
      `topics=${topic}`,
      { cookie: file.member.cookie },
      createApp({ ...t.deps, live: first }).app,
    );
    await before.next(isReady);
    const seen = await publish(t.db, topic, likes(1));
    expect((await before.next(isMessage)).id).toBe(String(seen));
    // The server stops: its hub ends the stream and is gone, with everything it held in memory.
    await first.close();
    await before.ended(2_000);
    // Written while it was down, or as the next one started.
    const missed = [
      [await publish(t.db, topic, likes(2)), 2],
      [await publish(t.db, topic, likes(3)), 3],
    ];

    const second = await newHub();
    try {
      const app = createApp({ ...t.deps, live: second }).app;
      // The browser's own reconnection (Last-Event-ID) and the page's (?after=) alike.
      for (const init of [{ query: '', lastEventId: String(seen) }, { query: `&after=${seen}` }]) {
        const after = await live(
          `topics=${topic}${init.query}`,
          { cookie: file.member.cookie, lastEventId: init.lastEventId },
          app,
        );
        const blocks = await after.until(isReady);
        expect(blocks.map((b) => [b.event ?? 'message', Number(b.id), b.data && json(b).likes])).toEqual([
          ...missed.map(([id, count]) => ['message', id, count]),
          ['ready', missed.at(-1)![0], undefined],
        ]);
        const next = await publish(t.db, topic, likes(missed.length + 2));
        const arrived = await after.next(isMessage);
        expect([Number(arrived.id), json(arrived).likes]).toEqual([next, missed.length + 2]);
        await after.close();
        // The next client, resuming from the same cursor, has missed this one too.
        missed.push([next, missed.length + 2]);
      }
    } finally {
      await second.close();
    }
  });

  it('a cursor from one process is replayed exactly by another on the same database', async () => {
    const topic = liveTopics.member(file.member.userId);
    const [one, two] = [await newHub(), await newHub()];
    try {
      const onOne = await live(
        `topics=${topic}`,
        { cookie: file.member.cookie },
        createApp({ ...t.deps, live: one }).app,
      );
      await onOne.next(isReady);
      const seen = await publish(t.db, topic, likes(10));
      expect((await onOne.next(isMessage)).id).toBe(String(seen));
      await onOne.close();
      const missed = await publish(t.db, topic, likes(11));
      const onTwo = await live(
        `topics=${topic}`,
        { cookie: file.member.cookie, lastEventId: String(seen) },
        createApp({ ...t.deps, live: two }).app,
      );
      const blocks = await onTwo.until(isReady);
      expect(blocks.map((b) => [b.event ?? 'message', Number(b.id)])).toEqual([
        ['message', missed],
        ['ready', missed],
      ]);
      await onTwo.close();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('a cursor the restarted server cannot know (its database is another, or restored from before it) gets reset once; resuming from the reset, the next message comes once', async () => {
    const topic = liveTopics.member(file.member.userId);
    const hub = await newHub();
    try {
      const app = createApp({ ...t.deps, live: hub }).app;
      const latest = await hub.latestOf([topic]);
      const stream = await live(
        `topics=${topic}`,
        { cookie: file.member.cookie, lastEventId: String(latest + 50) },
        app,
      );
      const [reset, ready] = await stream.until(isReady);
      expect(reset).toMatchObject({ event: 'reset', id: String(latest) });
      expect(ready).toMatchObject({ event: 'ready', id: String(latest) });
      const next = await publish(t.db, topic, likes(20));
      expect(Number((await stream.next(isMessage)).id)).toBe(next);
      await stream.close();

      // The browser reconnects with the reset's cursor: nothing to reset, nothing replayed twice.
      const again = await live(
        `topics=${topic}`,
        { cookie: file.member.cookie, lastEventId: String(latest) },
        app,
      );
      const blocks = await again.until(isReady);
      expect(blocks.map((b) => [b.event ?? 'message', Number(b.id)])).toEqual([
        ['message', next],
        ['ready', next],
      ]);
      await again.close();
    } finally {
      await hub.close();
    }
  });
});
