import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

export interface WriteWatchOptions {
  /** Tell the other processes that this one saw a write (they call `heard()`); absent with one process. */
  announce?: () => Promise<void>;
  onError?: (err: unknown) => void;
}

/**
 * The in-process caches (visitors' answers, shared pages, kept answers, session lookups) forget everything
 * whenever something may have been written. A write is an API request that is not GET, HEAD or OPTIONS, that
 * reached its handler (Routes' handler or better-auth's: `reachedHandler`) and was not refused there (any
 * answer but a 4xx; a 5xx may come after a commit, so it counts). Requests refused before their handler (the
 * origin guard, the content type, the body limit, a sign-in that is missing, a rate limit) and refusals by the
 * handler itself (a wrong password, a 422, a 404) wrote nothing the caches hold: they forget nothing and tell
 * no one, so a stream of them cannot empty the caches of every process.
 *
 * The listeners run once the write has answered: a read that overlapped it is answered but not kept (see the
 * generation in each cache), and everything kept before is gone, so no stale entry outlives the write. Then
 * the other processes are told (NOTIFY), and they run the same listeners. Announcements are coalesced: at most
 * one is on its way; writes that finish meanwhile are all covered by one more, sent after the first returns,
 * which is still after each of them.
 */
export interface WriteWatch {
  middleware: MiddlewareHandler<AppEnv>;
  onWrite(listener: () => void): void;
  /** Another process saw a write, or the announcements may have been missed: forget as if one happened here. */
  heard(): void;
  /** A write outside any request (a scheduled job): forget here, then tell the other processes. */
  wrote(): void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Did this request write? Only a write request that reached its handler and was not refused there. */
export const wroteSomething = (method: string, reachedHandler: boolean, status: number): boolean =>
  !READS.has(method) && reachedHandler && !(status >= 400 && status < 500);

export function createWriteWatch(options: WriteWatchOptions = {}): WriteWatch {
  const listeners: (() => void)[] = [];
  const heard = () => {
    for (const listener of listeners) listener();
  };

  let announcing = false;
  let again = false;
  const announce = () => {
    const send = options.announce;
    if (!send) return;
    if (announcing) {
      again = true;
      return;
    }
    announcing = true;
    void send()
      .catch((err: unknown) => options.onError?.(err))
      .finally(() => {
        announcing = false;
        if (again) {
          again = false;
          announce();
        }
      });
  };
  const wrote = () => {
    heard();
    announce();
  };

  return {
    middleware: async (c, next) => {
      if (READS.has(c.req.method)) return next();
      try {
        await next();
      } finally {
        if (wroteSomething(c.req.method, c.get('reachedHandler'), c.res.status)) wrote();
      }
    },
    onWrite(listener) {
      listeners.push(listener);
    },
    heard,
    wrote,
  };
}
