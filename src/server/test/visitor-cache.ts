import { createResponseCache } from '../platform/response-cache';
import { createWriteWatch } from '../platform/write-watch';

/**
 * The visitors' response cache as in production, for a test server's `app` option: answers kept a minute, cleared
 * by every write the write watch hears (`testServerForFile({}, { app: visitorCache() })`). A test reads
 * `responseCache.size` or calls `writeWatch.heard()` on the object it keeps.
 */
export function visitorCache() {
  const responseCache = createResponseCache({ ttlMs: 60_000 });
  const writeWatch = createWriteWatch();
  writeWatch.onWrite(responseCache.clear);
  return { responseCache, writeWatch };
}
