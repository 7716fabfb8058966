/** The server, people and helpers the events managers' test files share. */
import { expect } from 'vitest';
import { requestAs, signedInForFile } from '../../auth/testing';
import { tinyPhoto, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { visitorCache as cached } from '../../test/visitor-cache';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const ids = (res: { data: { items: { id: string }[] } }) => res.data.items.map((e) => e.id);

/**
 * The calling file's test server with an administrator and two members, signed in before its first test
 * (`signedInForFile`). With `visitorCache`, the visitor cache is on, as in production: every write must
 * show on the public list right after it.
 */
export function eventsTesting({ visitorCache = false } = {}) {
  const t = testServerForFile({}, { app: visitorCache ? cached() : {} });
  const { admin, member, other } = signedInForFile(t, { member: {}, other: {} });
  const asAdmin = requestAs(t, admin);
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
