import type { Db } from '../db/client';
import { createResponseCache } from './response-cache';
import { createSessionCache } from './session-cache';
import { createSharedPages } from './shared-pages';
import type { WriteWatch } from './write-watch';

/**
 * The in-process caches of a running server (visitors' answers, members' session lookups, shared pages), each
 * emptied by the write watch: a server's, and a test server's that asks for production caches.
 */
export function createCaches(auth: Parameters<typeof createSessionCache>[0], db: Db, writeWatch: WriteWatch) {
  const responseCache = createResponseCache();
  const sessionCache = createSessionCache(auth, db);
  const sharedPages = createSharedPages();
  writeWatch.onWrite(responseCache.clear);
  // Kept through writes that touch no member or session (write-watch.ts).
  writeWatch.onWrite(sessionCache.clear, 'members');
  writeWatch.onWrite(sharedPages.clear);
  return { writeWatch, responseCache, sessionCache, sharedPages };
}
