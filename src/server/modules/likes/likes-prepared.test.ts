// @module-tag pglite
import { describe, expect, it, vi } from 'vitest';
import { memberForFile } from '../../auth/testing';
import { createEvent } from '../../db/factories';
import { testServerForFile } from '../../test/harness';

/*
 * Issue #25, goal 3: a like and an unlike are statements built once per kind and prepared (db/prepared.ts): after
 * the first of each, no like asks drizzle to build a statement again, and each still does what it did.
 */
const t = testServerForFile();
const member = memberForFile(t);

describe('likes and unlikes', () => {
  it('build their statements once, then only run them', async () => {
    const [first, second] = [await createEvent(t.db), await createEvent(t.db)];
    const like = (id: string, method: 'PUT' | 'DELETE') =>
      t.request(`/api/likes/events/${id}`, { method, cookie: member.cookie });
    expect((await like(first.id, 'PUT')).data).toEqual({ liked: true });
    expect((await like(first.id, 'DELETE')).data).toEqual({ liked: false });
    const builds = ['insert', 'delete', 'execute'].map((method) => vi.spyOn(t.db, method as 'insert'));
    try {
      expect((await like(second.id, 'PUT')).data).toEqual({ liked: true });
      expect((await like(second.id, 'PUT')).data).toEqual({ liked: true });
      expect(builds.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      for (const spy of builds) spy.mockRestore();
    }
    const liked = async () =>
      (await t.request('/api/likes', { cookie: member.cookie })).data.events.items.map(
        (e: { id: string }) => e.id,
      );
    expect(await liked()).toEqual([second.id]);
    const spies = ['insert', 'delete', 'execute'].map((method) => vi.spyOn(t.db, method as 'insert'));
    try {
      expect((await like(second.id, 'DELETE')).data).toEqual({ liked: false });
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(await liked()).toEqual([]);
  });
});
