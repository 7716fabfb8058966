// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { createSharedPages } from './shared-pages';

/** The store on its own, without the app: one build for askers at the same time, what it keeps and forgets. */
describe('createSharedPages', () => {
  it('builds a key once for askers at the same time, and keeps no page built across a write', async () => {
    const cache = createSharedPages({ ttlMs: 60_000 });
    let builds = 0;
    let release = () => {};
    const build = () =>
      new Promise<number>((resolve) => {
        builds++;
        release = () => resolve(builds);
      });
    const [one, two] = [cache.get('k', build), cache.get('k', build)];
    release();
    expect([await one, await two]).toEqual([1, 1]);
    expect(builds).toBe(1);
    expect(await cache.get('k', build)).toBe(1);

    cache.clear();
    const during = cache.get('k', build);
    cache.clear(); // a write while it was being built
    release();
    expect(await during).toBe(2);
    expect(cache.size).toBe(0);
    const after = cache.get('k', build);
    release();
    expect(await after).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('keeps members’ values apart from the pages, so many members do not push the pages out', async () => {
    const cache = createSharedPages({ ttlMs: 60_000, maxEntries: 10, maxMemberEntries: 1 });
    expect(await cache.get('page', async () => 'page')).toBe('page');
    expect(await cache.perMember('a:likes', async () => 'a')).toBe('a');
    expect(await cache.perMember('b:likes', async () => 'b')).toBe('b');
    // The page is still kept; only one member's value is.
    expect(await cache.get('page', async () => 'rebuilt')).toBe('page');
    expect(await cache.perMember('b:likes', async () => 'b again')).toBe('b');
    expect(await cache.perMember('a:likes', async () => 'a again')).toBe('a again');
    cache.clear();
    expect(await cache.perMember('a:likes', async () => 'after a write')).toBe('after a write');
  });

  it('forgets an entry after its age and a failed build', async () => {
    const cache = createSharedPages({ ttlMs: 0 });
    expect(await cache.get('k', async () => 1)).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
    await expect(cache.get('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('e', async () => 3)).toBe(3);
  });
});
