// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { newMember } from './auth/testing';
import { freshAdmin } from './test/actors';
import { createTestServer, type TestServer } from './test/harness';

/*
 * Decision 0076: the document of a member's or the back office's page preloads that page's code and first calls
 * when the server finds the request's session and the page is for that viewer; anyone else gets the plain
 * document. The document stays private, no-store, and a kept compressed body is never another viewer's.
 */
let t: TestServer;
let dir: string;
let app: ReturnType<typeof createApp>['app'];
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-signed-in-'));
  const webDir = path.join(dir, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div><!-- /root --></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'web-manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js' },
      '_kit-1.js': { file: 'assets/kit-1.js', imports: ['index.html'] },
      'features/members/dashboard-page.tsx': {
        file: 'assets/dashboard-page-1.js',
        imports: ['index.html', '_kit-1.js'],
      },
      'features/admin/admin-layout.tsx': { file: 'assets/admin-layout-1.js', imports: ['index.html'] },
      'features/events/admin/events-manager-page.tsx': {
        file: 'assets/events-manager-page-1.js',
        imports: ['index.html', '_kit-1.js'],
      },
    }),
  );
  app = createApp(t.deps, { webDir }).app;
  member = (await newMember(t)).cookie;
  admin = (await freshAdmin(t)).cookie!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function documentOf(pathname: string, cookie?: string, encoding?: string) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (encoding) headers['accept-encoding'] = encoding;
  const res = await app.request(pathname, { headers });
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const html = (encoding ? brotliDecompressSync(bytes) : bytes).toString('utf8');
  const hrefs = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);
  // The page's chunks come at low priority, after the entry (decision 0076; the built index.html has no others).
  expect(html).not.toMatch(/rel="modulepreload"(?! fetchpriority="low")/);
  return { res, modules: hrefs('modulepreload'), calls: hrefs('preload" as="fetch') };
}

const EVERY_PAGE = ['/api/auth/get-session', '/api/site/contact'];

describe("a signed-in page's document (decision 0076)", () => {
  it("preloads the dashboard's code, the shell's calls and the page's first calls for a member", async () => {
    const { res, modules, calls } = await documentOf('/dashboard', member);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(modules).toEqual(['/assets/dashboard-page-1.js', '/assets/kit-1.js']);
    expect(calls).toEqual([
      ...EVERY_PAGE,
      '/api/chat/unread',
      '/api/notifications',
      '/api/partners',
      '/api/me/restaurants',
      '/api/me/badges',
      '/api/me/form-submissions',
      '/api/me/staff-applications',
      '/api/me/receipts/status',
    ]);
    // A tab in the address: the page's code, no guessed calls.
    const tab = await documentOf('/dashboard?tab=receipts', member);
    expect(tab.modules).toContain('/assets/dashboard-page-1.js');
    expect(tab.calls).toEqual(EVERY_PAGE);
  });

  it("preloads the back office's layout, the events manager and its first page for an administrator", async () => {
    const { modules, calls } = await documentOf('/admin/events', admin);
    expect(modules).toEqual([
      '/assets/admin-layout-1.js',
      '/assets/events-manager-page-1.js',
      '/assets/kit-1.js',
    ]);
    expect(calls).toEqual([
      ...EVERY_PAGE,
      '/api/chat/unread',
      '/api/notifications',
      '/api/partners',
      '/api/admin/events?page=1',
      '/api/admin/deleted-event-reports',
    ]);
  });

  it('preloads nothing of a page for a visitor, an unknown session or a member on the back office', async () => {
    for (const [pathname, cookie] of [
      ['/dashboard', undefined],
      ['/dashboard', 'better-auth.session_token=forged.value'],
      ['/admin/events', member],
      ['/admin/events', undefined],
    ] as const) {
      const { modules, calls } = await documentOf(pathname, cookie);
      expect(modules, `${pathname} ${cookie}`).toEqual([]);
      expect(calls, `${pathname} ${cookie}`).toEqual(EVERY_PAGE);
    }
  });

  it("never hands one viewer's kept compressed document to another", async () => {
    expect((await documentOf('/admin/events', admin, 'br')).modules).toContain(
      '/assets/events-manager-page-1.js',
    );
    const asMember = await documentOf('/admin/events', member, 'br');
    expect(asMember.modules).toEqual([]);
    expect(asMember.res.headers.get('cache-control')).toBe('private, no-store');
    expect((await documentOf('/admin/events', admin, 'br')).modules).toContain('/assets/admin-layout-1.js');
  });
});
