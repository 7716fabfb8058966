// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { memberForFile } from '../../auth/testing';
import { createEvent, createRestaurant } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { recordStatements } from '../../test/statements';

/*
 * Issue #25, goal 3: a like or an unlike checks that the item is there for the viewer in the statement that
 * writes it (one round trip, not two), and still answers 404 for an item the viewer may not see.
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
