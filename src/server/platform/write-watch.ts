import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

export interface WriteWatchOptions {
  /** Tell the other processes that this one saw a write (they call `heard()`); absent with one process. */
  announce?: () => Promise<void>;
  onError?: (err: unknown) => void;
}

/**
 * The in-process caches (visitors' answers, session lookups) forget everything whenever anything may have
 * been written. Every API request that is not a GET or HEAD counts as a write, whatever its path (sign-up,
 * sign-out, likes, the back office): its listeners run before it starts and again after it has answered, so a
 * read that overlapped it cannot leave a stale entry behind (see the generation in each cache). After it the
 * other processes are told (NOTIFY), and they run the same listeners.
 */
export interface WriteWatch {
  middleware: MiddlewareHandler<AppEnv>;
  onWrite(listener: () => void): void;
  /** Another process saw a write, or the announcements may have been missed: forget as if one happened here. */
  heard(): void;
  /** A write outside any request (a scheduled job): forget here, then tell the other processes. */
  wrote(): void;
}

export function createWriteWatch(options: WriteWatchOptions = {}): WriteWatch {
  const listeners: (() => void)[] = [];
  const heard = () => {
    for (const listener of listeners) listener();
  };
  return {
    middleware: async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      heard();
      try {
        await next();
      } finally {
        heard();
        options.announce?.().catch((err) => options.onError?.(err));
      }
    },
    onWrite(listener) {
      listeners.push(listener);
    },
    heard,
    wrote() {
      heard();
      options.announce?.().catch((err) => options.onError?.(err));
    },
  };
}
