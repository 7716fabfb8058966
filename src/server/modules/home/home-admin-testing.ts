/** The server, people and helpers the home managers' test files share. */
import { beforeAll } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createResponseCache } from '../../platform/response-cache';
import { createWriteWatch } from '../../platform/write-watch';
import { uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

export const hour = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Init = { method?: string; json?: unknown; cookie?: string };

/**
 * The calling file's test server with an administrator and a member, signed in before its first test (the
 * objects are filled in then). Visitors' answers go through the response cache and the write watch, as in
 * production.
 */
export function homeAdminTesting() {
  const cache = createResponseCache({ ttlMs: 60_000 });
  const writeWatch = createWriteWatch();
  writeWatch.onWrite(cache.clear);
  const t = testServerForFile({}, { app: { responseCache: cache, writeWatch } });
  const admin = {} as SignedIn;
  const member = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin(t));
    Object.assign(member, await newMember(t));
  });
  const call = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
  /** What a visitor gets: no cookie, so the answer may come from the response cache. */
  const visitor = (path: string) => t.request(path);
  const image = () => uploadImageUrl(t, admin.cookie);
  return { t, admin, member, call, visitor, image };
}
