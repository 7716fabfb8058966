// @module-tag pglite
import { LRUCache } from 'lru-cache';
import { describe, expect, it, vi } from 'vitest';
import { EntryStore } from './entry-store';

describe('the entry store behind the caches', () => {
  it('keeps a key asked for twice through a flood of keys asked for once', () => {
    const store = new EntryStore<string>(8);
    store.set('home', 'page');
    expect(store.get('home')).toBe('page'); // asked again: proven
    for (let i = 0; i < 1_000; i++) store.set(`made-up ${i}`, 'nothing');
    expect(store.get('home')).toBe('page');
    // The flood only churned the part for keys asked for once (a quarter of 8).
    expect(store.size).toBe(3);
    expect(store.get('made-up 0')).toBeUndefined();
    expect(store.get('made-up 999')).toBe('nothing');
  });

  it('lets the least recently used proven key go first, and holds no more than its size', () => {
    const store = new EntryStore<number>(4); // one for keys asked once, three proven
    for (const key of ['a', 'b', 'c']) {
      store.set(key, 1);
      store.set(key, 2); // set again: proven
    }
    expect(store.get('a')).toBe(2); // a is now the most recently used
    store.set('d', 1);
    store.set('d', 2); // proven: b, the least recently used, goes
    expect(store.get('b')).toBeUndefined();
    expect([store.get('a'), store.get('c'), store.get('d')]).toEqual([2, 2, 2]);
    expect(store.size).toBe(3);
    store.delete('a');
    expect(store.get('a')).toBeUndefined();
    store.clear();
    expect(store.size).toBe(0);
  });

  it('clears only a part that holds entries: a write after a write leaves the empty store as it is', () => {
    // lru-cache's clear() rewrites its arrays at any size; every write clears the stores (issue #25 goal 3).
    const clear = vi.spyOn(LRUCache.prototype, 'clear');
    try {
      const store = new EntryStore<string>(8);
      store.clear();
      expect(clear).not.toHaveBeenCalled();
      store.set('once', 'page');
      store.set('twice', 'page');
      store.set('twice', 'page again'); // proven
      store.set('only once', 'page');
      store.clear();
      expect(clear).toHaveBeenCalledTimes(2);
      expect([store.size, store.get('once'), store.get('twice'), store.get('only once')]).toEqual([
        0,
        undefined,
        undefined,
        undefined,
      ]);
      store.set('proven only', 'a');
      store.set('proven only', 'b');
      store.delete('only once');
      clear.mockClear();
      store.clear();
      expect(clear).toHaveBeenCalledTimes(1);
      expect(store.get('proven only')).toBeUndefined();
    } finally {
      clear.mockRestore();
    }
  });
});
