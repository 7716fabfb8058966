/**
 * The bounded store behind the in-process caches (response-cache.ts, shared-pages.ts): a key asked for once
 * waits in a small `new` part; asked for again, it moves to the `proven` part, which keeps its most recently
 * used entries. A flood of keys nobody asks for twice (a made-up search, an id that does not exist, one per
 * request) only ever churns the `new` part, so it cannot push out the pages everyone reads.
 */
export class EntryStore<V> {
  private readonly fresh = new Map<string, V>();
  private readonly proven = new Map<string, V>();
  private readonly freshMax: number;
  private readonly provenMax: number;

  /** At most `maxEntries` in all; a quarter of them (at least one) for keys asked for once. */
  constructor(maxEntries: number) {
    this.freshMax = Math.max(1, Math.floor(maxEntries / 4));
    this.provenMax = Math.max(1, maxEntries - this.freshMax);
  }

  /** The entry, if kept; a second ask moves it to the proven part. */
  get(key: string): V | undefined {
    const kept = this.proven.get(key);
    if (kept !== undefined) {
      // Most recently used last, so the least used goes first.
      this.proven.delete(key);
      this.proven.set(key, kept);
      return kept;
    }
    const once = this.fresh.get(key);
    if (once !== undefined) {
      this.fresh.delete(key);
      this.putProven(key, once);
    }
    return once;
  }

  /** Keep `value`: a key asked for before (kept, or found stale and rebuilt) goes to the proven part. */
  set(key: string, value: V): void {
    if (this.proven.has(key) || this.fresh.has(key)) {
      this.fresh.delete(key);
      this.proven.delete(key);
      this.putProven(key, value);
      return;
    }
    if (this.fresh.size >= this.freshMax) this.fresh.delete(this.fresh.keys().next().value!);
    this.fresh.set(key, value);
  }

  delete(key: string): void {
    this.fresh.delete(key);
    this.proven.delete(key);
  }

  clear(): void {
    this.fresh.clear();
    this.proven.clear();
  }

  get size(): number {
    return this.fresh.size + this.proven.size;
  }

  private putProven(key: string, value: V) {
    if (this.proven.size >= this.provenMax) this.proven.delete(this.proven.keys().next().value!);
    this.proven.set(key, value);
  }
}
