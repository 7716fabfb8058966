/** The server, people and helpers the home managers' test files share. */
import { requestAs, signedInForFile } from '../../auth/testing';
import { uploadImageUrl } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

export const hour = 3_600_000;
export const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * The calling file's test server with an administrator and a member, signed in before its first test
 * (`signedInForFile`). Visitors' answers go through the response cache and the write watch, as in
 * production.
 */
export function homeAdminTesting() {
  const t = testServerForFile({}, { app: visitorCache() });
  const { admin, member } = signedInForFile(t);
  const call = requestAs(t, admin);
  /** What a visitor gets: no cookie, so the answer may come from the response cache. */
  const visitor = (path: string) => t.request(path);
  const image = () => uploadImageUrl(t, admin.cookie);
  return { t, admin, member, call, visitor, image };
}
