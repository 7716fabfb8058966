// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createEvent, uniqueTag } from './db/factories';
import { createTestServer, type TestServer } from './test/harness';
import { addDays, todayIn } from '../shared/time';

let t: TestServer;
let webDir: string;
beforeAll(async () => {
  t = await createTestServer();
  // A built app as the Vite build leaves it: a hashed asset with its .br and .gz beside it.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), 'console.log("plain");');
  fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('what the browser receives', () => {
  it('compresses API lists for browsers that accept gzip, and leaves them plain for others', async () => {
    const tag = uniqueTag();
    for (let i = 0; i < 8; i++) {
      await createEvent(t.db, {
        title: `Fete ${i}`,
        description: `A long night ${tag}`,
        date: addDays(todayIn(), 3),
      });
    }
    const url = `/api/events?q=${tag}`;
    const gz = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'));
    expect(body.total).toBe(8);

    const plain = await t.app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).total).toBe(8);
    // Both say they vary by Accept-Encoding, once (set by varyAcceptEncoding, not again by compress()).
    for (const res of [gz, plain])
      expect(res.headers.get('vary')).toMatch(/^(?!.*accept-encoding.*accept-encoding).*accept-encoding/i);
  });

  it('serves the build’s precompressed assets by what the browser accepts, cached for good', async () => {
    const { app } = createApp(t.deps, { webDir });
    const asset = '/assets/app-abc123.js';
    const br = await app.request(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await br.text()).toBe('brotli bytes');

    const gz = await app.request(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('gzip bytes');

    const plain = await app.request(asset);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain");');

    const missing = await app.request('/assets/app-old999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');

    // A source map left in the folder is not handed out.
    const map = await app.request('/assets/app-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');

    // Any other path is the app itself, never cached stale.
    const page = await app.request('/fete-guide');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // A signed-in member's page is not kept at all: nor restored from the back/forward cache once they sign out.
    const signedIn = await app.request('/fete-guide', { headers: { cookie: 'fete.session_token=x' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('id="root"');
    // `/` and `/index.html` are that document too (with the session preload), not the file as built.
    for (const home of ['/', '/index.html']) {
      const res = await app.request(home);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
      );
    }
  });
});
