import { LRUCache } from 'lru-cache';

/**
 * The bounded store behind the in-process caches (response-cache.ts, shared-pages.ts): a key asked for once
 * waits in a small `new` part; asked for again, it moves to the `proven` part, which keeps its most recently
 * used entries. A flood of keys nobody asks for twice (a made-up search, an id that does not exist, one per
 * request) only ever churns the `new` part, so it cannot push out the pages everyone reads. Each part is an
 * LRUCache (lru-cache): this class only decides which part a key belongs in.
 */
export class EntryStore<V extends NonNullable<unknown>> {
  /** Keys asked for once, oldest first out (never refreshed by a read: a second ask moves them on). */
  private readonly fresh: LRUCache<string, V>;
  /** Keys asked for again, the least recently used first out. */
  private readonly proven: LRUCache<string, V>;

  /** At most `maxEntries` in all; a quarter of them (at least one) for keys asked for once. */
  constructor(maxEntries: number) {
    const freshMax = Math.max(1, Math.floor(maxEntries / 4));
    this.fresh = new LRUCache({ max: freshMax });
    this.proven = new LRUCache({ max: Math.max(1, maxEntries - freshMax) });
  }

  /** The entry, if kept; a second ask moves it to the proven part. */
  get(key: string): V | undefined {
    // A read makes the entry the most recently used of its part (lru-cache's get).
    const kept = this.proven.get(key);
    if (kept !== undefined) return kept;
    const once = this.fresh.get(key);
    if (once !== undefined) {
      this.fresh.delete(key);
      this.proven.set(key, once);
    }
    return once;
  }

  /** Keep `value`: a key asked for before (kept, or found stale and rebuilt) goes to the proven part. */
  set(key: string, value: V): void {
    if (this.proven.has(key) || this.fresh.has(key)) {
      this.fresh.delete(key);
      this.proven.set(key, value);
      return;
    }
    this.fresh.set(key, value);
  }

  delete(key: string): void {
    this.fresh.delete(key);
    this.proven.delete(key);
  }

  /**
   * Forget every entry. Every write clears the caches built on this store, mostly when they are empty (a stream
   * of writes with no read between): lru-cache's clear() rewrites its arrays whatever its size (tens of µs for
   * the stores of one write; issue #25 goal 3), and an empty part has nothing to forget (lru-cache resets its
   * arrays itself when its last entry goes), so only a part that holds entries is cleared.
   */
  clear(): void {
    if (this.fresh.size) this.fresh.clear();
    if (this.proven.size) this.proven.clear();
  }

  get size(): number {
    return this.fresh.size + this.proven.size;
  }
}
