// @module-tag postgres
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveTopics } from '../../../shared/schemas/live';
import { memberForFile, newMember } from '../../auth/testing';
import { createEvent, createLike, createRestaurant } from '../../db/factories';
import { liveEvents } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { recordStatements } from '../../test/statements';
import { publishEventLikeCount } from './queries';

/*
 * Issue #25, goal 3: a like or an unlike checks that the item is there for the viewer in the statement that
 * writes it (one round trip, not two), and still answers 404 for an item the viewer may not see. Goals 3 and 4:
 * the member's like limit is counted in that statement too, and an event's live count is published in one more.
 */
const t = testServerForFile();
const member = memberForFile(t);

const like = (path: string, method: 'PUT' | 'DELETE') =>
  t.request(`/api/likes/${path}`, { method, cookie: member.cookie });

/** The statements of `run` that read the item's table, and whether each of them is the like's write too. */
async function itemReads(itemTable: string, likeTable: string, run: () => Promise<unknown>) {
  const texts = await recordStatements(t, run);
  return texts.filter((text) => text.includes(`from "${itemTable}"`)).map((text) => text.includes(likeTable));
}

describe('a like and an unlike', () => {
  it('check the item and write in one statement', async () => {
    const event = await createEvent(t.db);
    const restaurant = await createRestaurant(t.db);
    for (const [path, itemTable, likeTable] of [
      [`events/${event.id}`, 'events', 'liked_events'],
      [`restaurants/${restaurant.id}`, 'restaurants', 'liked_restaurants'],
    ] as const) {
      for (const [method, liked] of [
        ['PUT', true],
        ['DELETE', false],
      ] as const) {
        let answer: unknown;
        const reads = await itemReads(itemTable, likeTable, async () => {
          answer = (await like(path, method)).data;
        });
        expect(reads).toEqual([true]);
        expect(answer).toEqual({ liked });
      }
    }
  });

  it('write nothing for an item the viewer may not see (404)', async () => {
    const hidden = await createEvent(t.db, { active: false });
    expect((await like(`events/${hidden.id}`, 'PUT')).status).toBe(404);
    expect((await t.request('/api/likes', { cookie: member.cookie })).data.events.items).toEqual([]);
  });
});

describe('a like of an event', () => {
  it("counts the member's limit, checks and writes in one statement, and publishes the count in one more", async () => {
    const [warmUp, event] = [await createEvent(t.db), await createEvent(t.db)];
    // Pruning the limits' table now and then (at most every 10 minutes) is not the like's.
    await like(`events/${warmUp.id}`, 'PUT');
    const texts = await recordStatements(t, () => like(`events/${event.id}`, 'PUT'));
    const touched = texts.filter((text) => /app_rate_limits|liked_events|live_events/.test(text));
    expect(touched).toHaveLength(2);
    expect(touched[0]).toMatch(/app_rate_limits[\s\S]*liked_events/);
    // The first change of a second publishes before the answer, with no transaction around it.
    expect(touched[1]).toMatch(/event_like_count_locked[\s\S]*live_events/);
    expect(texts.filter((text) => /^\s*(begin|commit)\b/i.test(text))).toEqual([]);
  });

  it('publishes, after waiting for the publication under way, a count read once it is its turn', async () => {
    // Two publications of one event from two processes at once: only PostgreSQL runs them side by side.
    if (t.database.kind !== 'postgres') return;
    const event = await createEvent(t.db);
    const liker = await newMember(t);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    // The publication under way, in another process: it holds the event's like-count lock until its commit.
    const underWay = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liked_events'), hashtext(${event.id}))`);
      holding();
      await released;
    });
    await held;
    const waiting = publishEventLikeCount(t.db, event.id);
    const waiters = async () => {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    await expect.poll(waiters, { timeout: 10_000 }).toBe(1);
    // A like that commits while the next publication waits its turn: that publication must count it.
    await createLike(t.db, 'event', liker.userId, event.id);
    release();
    await underWay;
    await waiting;
    const [last] = await t.db
      .select({ payload: liveEvents.payload })
      .from(liveEvents)
      .where(eq(liveEvents.topic, liveTopics.event(event.id)))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(last!.payload).toEqual({ type: 'event.likes', likes: 1 });
  });
});
