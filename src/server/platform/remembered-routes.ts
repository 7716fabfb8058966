import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { EntryStore } from './entry-store';

/**
 * Hono's own router, each answer remembered by method and path (docs/performance.md, "Tenth session: members'
 * fixed cost"). The app's routes are more than Hono's RegExpRouter takes (a parameter beside a fixed word at the
 * same place: `/api/notifications/:id/read` and `/api/notifications/read-all`), so Hono falls back to its
 * TrieRouter, which walks the tree again on every request: every `*` and `/api/*` middleware and the route, the
 * parameters, a sort. That was the largest share of a kept answer's own CPU and of its allocations. The answer
 * depends on the method and path alone, and no route is added once the first request is matched (Hono refuses
 * it), so a remembered answer is never out of date; Hono only reads it.
 *
 * Bounded like the caches (entry-store.ts): a path asked once (a made-up id) only churns the small part for
 * such keys, so a flood of them cannot push out the paths everyone asks.
 */
export class RememberedRoutes<T> implements Router<T> {
  readonly name = 'RememberedRoutes';
  private readonly answers: EntryStore<Result<T>>;

  constructor(
    private readonly router: Router<T> = new SmartRouter<T>({
      routers: [new RegExpRouter<T>(), new TrieRouter<T>()],
    }),
    maxPaths = 2_000,
  ) {
    this.answers = new EntryStore(maxPaths);
  }

  add(method: string, path: string, handler: T): void {
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let answer = this.answers.get(key);
    if (answer === undefined) this.answers.set(key, (answer = this.router.match(method, path)));
    return answer;
  }
}
