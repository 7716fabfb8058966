import type { Actor } from '../app-env';
import type { Db } from '../db/client';
import { EntryStore } from './entry-store';

/**
 * Pages of the public lists as everyone of one audience sees them, built once and shared for a few seconds.
 *
 * The response cache (response-cache.ts) serves visitors whole answers; signed-in members cannot share
 * answers, because each carries the member's own likes. What they can share is the page without the likes:
 * the items, their `featured` flags, the members-only fields and the total are the same for every member who
 * asks the same question. A list service keys the page by everything it depends on (the filter with its
 * `today`, what the audience may see, the page), builds it with no likes through `shared()`, and adds the
 * member's own likes with one small indexed statement (`withLikes`), so likes are exact on every request and
 * never pass from one member to another.
 *
 * Writes clear it like the response cache (write-watch.ts, here and in other processes through NOTIFY), a
 * page built while a write ran is handed to its askers but not kept, and an entry is at most `ttlMs` old. The
 * member's likes among a page's ids are kept the same way (`perMember`, keyed by the member and the ids), so a
 * member reading the same page again costs no statement; their own like or unlike is a write, which clears it.
 * Requests that miss the same key at the same time wait for one build instead of each building it.
 */
export interface SharedPagesOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** How many per-member values (`perMember`) are kept, apart from the shared pages. */
  maxMemberEntries?: number;
}

export interface SharedPages {
  /** The value under `key`, built by `build` when there is none fresh. Callers must not change it. */
  get<T>(key: string, build: () => Promise<T>): Promise<T>;
  /**
   * The same for a value that belongs to one member (their likes among a page's ids): the key must name the
   * member. Kept apart from the pages, under the same rules (cleared by every write, a value read across a
   * write is not kept, at most `ttlMs` old), so many members cannot push the shared pages out.
   */
  perMember<T>(key: string, build: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createSharedPages(options: SharedPagesOptions = {}): SharedPages {
  const ttlMs = options.ttlMs ?? 5_000;
  let generation = 0;

  const store = (maxEntries: number) => {
    // A key must be asked for twice before it can push out what everyone reads (entry-store.ts): an unknown
    // id is kept too (as null), and anyone can ask for many.
    const entries = new EntryStore<{ value: unknown; storedAt: number }>(maxEntries);
    const building = new Map<string, Promise<unknown>>();
    return {
      entries,
      building,
      get<T>(key: string, build: () => Promise<T>): Promise<T> {
        const hit = entries.get(key);
        if (hit && Date.now() - hit.storedAt < ttlMs) return Promise.resolve(hit.value as T);
        const pending = building.get(key);
        if (pending) return pending as Promise<T>;
        const started = generation;
        const promise = build().then(
          (value) => {
            if (building.get(key) === promise) building.delete(key);
            if (generation === started) entries.set(key, { value, storedAt: Date.now() });
            return value;
          },
          (err: unknown) => {
            if (building.get(key) === promise) building.delete(key);
            throw err;
          },
        );
        building.set(key, promise);
        return promise;
      },
    };
  };
  const pages = store(options.maxEntries ?? 500);
  const members = store(options.maxMemberEntries ?? 2_000);

  return {
    get: pages.get,
    perMember: members.get,
    clear() {
      generation++;
      for (const { entries, building } of [pages, members]) {
        entries.clear();
        // A build under way may have read before the write: later askers start their own.
        building.clear();
      }
    },
    get size() {
      return pages.entries.size;
    },
  };
}

/** No sharing (API tests unless a test turns it on, scripts): every page is built for its request. */
export const unshared: SharedPages = {
  get: (_key, build) => build(),
  perMember: (_key, build) => build(),
  clear() {},
  size: 0,
};

/** The key of a shared page: the list's name and everything the page depends on, in a fixed order. */
export const pageKey = (list: string, ...parts: unknown[]): string => `${list}:${JSON.stringify(parts)}`;

/**
 * The member's likes added to a shared page: new item objects with `liked` from `likedIds` (the member's likes
 * among the page's ids), every other field as shared. The shared items are left as they were.
 */
export function withLikes<Item extends { id: string; liked: boolean }>(
  items: readonly Item[],
  likedIds: ReadonlySet<string>,
): Item[] {
  return items.map((item) => ({ ...item, liked: likedIds.has(item.id) }));
}

/**
 * The viewer's own marks added to shared items (their likes, attendance): `read` asks for the marks among the
 * items' ids (one small statement, kept per member until the next write), `add` puts them on new items.
 * Visitors mark nothing: they get the shared items.
 */
export function viewerMarks<Item extends { id: string }, Marks>(
  read: (db: Db, userId: string, ids: readonly string[], pages: SharedPages) => Promise<Marks>,
  add: <I extends Item>(items: readonly I[], marks: Marks) => I[],
) {
  return async <I extends Item>(
    db: Db,
    actor: Actor | null,
    items: readonly I[],
    pages: SharedPages,
  ): Promise<I[]> => {
    if (!actor) return items as I[];
    const marks = await read(
      db,
      actor.id,
      items.map((item) => item.id),
      pages,
    );
    return add(items, marks);
  };
}
