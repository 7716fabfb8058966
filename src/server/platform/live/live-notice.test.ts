// @module-tag both
import { afterAll, describe, expect, it } from 'vitest';
import { liveTopics } from '../../../shared/schemas/live';
import { createEvent } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { recordStatements } from '../../test/statements';
import { publish } from './publisher';
import { isMessage, isReady, json, openLive, type LiveClient } from './testing';

/*
 * Issue #25, goal 4: a published message travels in its NOTIFY, so the hub hands it out without reading the log
 * (one round trip per wake-up before); a message too large for NOTIFY's payload is still read from the log.
 */
const t = testServerForFile();
const open: LiveClient[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

async function watch(topic: string) {
  const client = await openLive(t.app, `topics=${topic}`);
  open.push(client);
  await client.next(isReady);
  return client;
}

/** The statements that read the log's rows (the hub's wake-up read), while `run` runs. */
const logReads = async (run: () => Promise<unknown>) =>
  (await recordStatements(t, run)).filter((text) => /select .* from "live_events" where/is.test(text));

describe('a live message in its notice', () => {
  it('reaches the stream without a read of the log', async () => {
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const watcher = await watch(topic);
    let id = 0;
    const reads = await logReads(async () => {
      id = await publish(t.db, topic, { type: 'event.likes', likes: 7 });
      const message = await watcher.next(isMessage);
      expect(message.id).toBe(String(id));
      expect(json(message)).toEqual({ topic, type: 'event.likes', likes: 7 });
    });
    expect(reads).toEqual([]);
  });

  it('too large for NOTIFY, it is read from the log, in order with the messages around it', async () => {
    const topic = liveTopics.event((await createEvent(t.db)).id);
    const watcher = await watch(topic);
    // 2,000 four-byte characters (a chat message may be that): 8,000 bytes, over NOTIFY's payload limit.
    const large = '🎭'.repeat(2000);
    const message = (likes: number, note = '') => ({ type: 'event.likes', likes, note }) as never;
    const sent = [
      await publish(t.db, topic, message(1)),
      await publish(t.db, topic, message(2, large)),
      await publish(t.db, topic, message(3)),
    ];
    const got = [await watcher.next(isMessage), await watcher.next(isMessage), await watcher.next(isMessage)];
    expect(got.map((m) => m.id)).toEqual(sent.map(String));
    expect(got.map((m) => json(m).note)).toEqual(['', large, '']);
  });
});
