/** The server, people and helpers the events managers' test files share. */
import { beforeAll, expect } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createResponseCache } from '../../platform/response-cache';
import { createWriteWatch } from '../../platform/write-watch';
import { tinyPhoto, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const ids = (res: { data: { items: { id: string }[] } }) => res.data.items.map((e) => e.id);

type Init = { method?: string; json?: unknown; cookie?: string };

/**
 * The calling file's test server with an administrator and two members, signed in before its first test (the
 * objects are filled in then). With `visitorCache`, the visitor cache is on, as in production: every write must
 * show on the public list right after it.
 */
export function eventsTesting({ visitorCache = false } = {}) {
  let app = {};
  if (visitorCache) {
    const cache = createResponseCache({ ttlMs: 60_000 });
    const writeWatch = createWriteWatch();
    writeWatch.onWrite(cache.clear);
    app = { responseCache: cache, writeWatch };
  }
  const t = testServerForFile({}, { app });
  const admin = {} as SignedIn;
  const member = {} as SignedIn;
  const other = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin(t));
    Object.assign(member, await newMember(t));
    Object.assign(other, await newMember(t));
  });
  const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
  /** The Fete Guide as a visitor sees it, searched for `q`. */
  const visitorGuide = (q: string) => t.request(`/api/events?q=${encodeURIComponent(q)}`);

  async function uploadImage(cookie: string): Promise<string> {
    const form = uploadForm('image', await tinyPhoto(), 'flyer.png', 'image/png');
    const res = await t.request(uploadPath('image'), { method: 'POST', body: form, cookie });
    expect(res.status).toBe(201);
    return res.data.upload.url as string;
  }

  return { t, admin, member, other, asAdmin, visitorGuide, uploadImage };
}
