import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * What a write may have changed: `all` (members or sessions among it, or not known), or `content` only (no row
 * of `users` or `sessions`: what a session lookup reads is as it was).
 */
export type WriteScope = 'all' | 'content';

export interface WriteWatchOptions {
  /** Tell the other processes that this one saw a write (they call `heard(scope)`); absent with one process. */
  announce?: (scope: WriteScope) => Promise<void>;
  onError?: (err: unknown) => void;
  /**
   * The database's `onMembersWritten` (db/member-writes.ts). With it, a write that sent no statement to `users`
   * or `sessions` is a `content` write and leaves the `members` listeners' caches (the session lookups) as they
   * are; without it every write is `all`.
   */
  watchMembers?: (listener: () => void) => void;
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
 *
 * The session lookups are kept through a `content` write (one that sent no statement to `users` or `sessions`):
 * a like, a chat message, a form submission. Signing out, a password change, a suspension, a role, a deleted
 * member are `all` writes and forget them here and, announced as such, in the other processes.
 */
export interface WriteWatch {
  middleware: MiddlewareHandler<AppEnv>;
  /** `listener` runs after every write (`any`, the default), or only after those that wrote members (`members`). */
  onWrite(listener: () => void, runsOn?: 'any' | 'members'): void;
  /** Another process saw a write, or the announcements may have been missed: forget as if one happened here. */
  heard(scope?: WriteScope): void;
  /** A write outside any request (a scheduled job): forget here, then tell the other processes. */
  wrote(scope?: WriteScope): void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Did this request write? Only a write request that reached its handler and was not refused there. */
export const wroteSomething = (method: string, reachedHandler: boolean, status: number): boolean =>
  !READS.has(method) && reachedHandler && !(status >= 400 && status < 500);

export function createWriteWatch(options: WriteWatchOptions = {}): WriteWatch {
  const listeners: { listener: () => void; runsOn: 'any' | 'members' }[] = [];
  const heard = (scope: WriteScope = 'all') => {
    for (const { listener, runsOn } of listeners) if (scope === 'all' || runsOn === 'any') listener();
  };
  // Bumped before every statement that writes members or sessions; a request that saw it move wrote `all`
  // (or overlapped one that did: forgetting the session lookups then is only early, never late).
  let membersWrites = 0;
  options.watchMembers?.(() => void membersWrites++);

  const announce = coalesced(options);
  const wrote = (scope: WriteScope = 'all') => {
    heard(scope);
    announce(scope);
  };

  return {
    middleware: async (c, next) => {
      if (READS.has(c.req.method)) return next();
      const before = membersWrites;
      try {
        await next();
      } finally {
        // A session ended or a member changed counts whatever the answer (a refusal may follow it).
        if (membersWrites !== before) wrote('all');
        else if (wroteSomething(c.req.method, c.get('reachedHandler'), c.res.status))
          wrote(options.watchMembers ? 'content' : 'all');
      }
    },
    onWrite(listener, runsOn = 'any') {
      listeners.push({ listener, runsOn });
    },
    heard,
    wrote,
  };
}

/** At most one announcement on its way; the writes that finish meanwhile share one more, `all` if any was. */
function coalesced(options: WriteWatchOptions): (scope: WriteScope) => void {
  let announcing = false;
  let again: WriteScope | undefined;
  const announce = (scope: WriteScope) => {
    const send = options.announce;
    if (!send) return;
    if (announcing) {
      again = again === 'all' || scope === 'all' ? 'all' : 'content';
      return;
    }
    announcing = true;
    void send(scope)
      .catch((err: unknown) => options.onError?.(err))
      .finally(() => {
        announcing = false;
        const next = again;
        again = undefined;
        if (next) announce(next);
      });
  };
  return announce;
}

/**
 * The announcement's payload: the announcing process's tag, then `:content` for a `content` write. A bare tag (and
 * so an older process's announcement) means `all`. `heard` is null for one's own announcement.
 */
export const announcement = {
  payload: (tag: string, scope: WriteScope): string => (scope === 'content' ? `${tag}:content` : tag),
  heard(payload: string, ownTag: string): WriteScope | null {
    const [tag, scope] = payload.split(':');
    if (tag === ownTag) return null;
    return scope === 'content' ? 'content' : 'all';
  },
};
