// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestServer, type TestServer } from '../test/harness';

/** Decision 0051: the service worker, the web app manifest and the icons, as the server hands them out. */
let t: TestServer;
let webDir: string;
beforeAll(async () => {
  t = await createTestServer();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-pwa-'));
  fs.mkdirSync(path.join(webDir, 'icons'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Fete"}');
  fs.writeFileSync(path.join(webDir, 'icons/icon-192.png'), 'png bytes');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('serves the service worker as a script the browser asks again for on every update check', async () => {
    const { app } = createApp(t.deps, { webDir });
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('fetch');
  });

  it('serves the manifest as application/manifest+json, revalidated, and the icons for a day', async () => {
    const { app } = createApp(t.deps, { webDir });
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Fete' });
    const icon = await app.request('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('leaves a missing icon a 404 without the icons’ cache header', async () => {
    const { app } = createApp(t.deps, { webDir });
    const missing = await app.request('/icons/nope.png');
    expect(missing.headers.get('cache-control') ?? '').not.toContain('max-age=86400');
  });

  it('lets the Content-Security-Policy allow this origin’s worker and manifest, and no other', async () => {
    const { app } = createApp(t.deps, { webDir });
    const csp = (await app.request('/')).headers.get('content-security-policy')!;
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });
});
