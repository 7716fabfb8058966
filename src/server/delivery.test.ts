// @module-tag pglite
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createDocumentBodies } from './platform/document-bodies';
import { EARLY_TAPS_SCRIPT } from './platform/early-taps';
import { eq } from 'drizzle-orm';
import { createEvent, uniqueTag } from './db/factories';
import { events } from './db/schema';
import { detailPath } from '../shared/item-paths';
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
  // The installable app's files (decision 0051).
  fs.mkdirSync(path.join(webDir, 'icons'));
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Fete"}');
  fs.writeFileSync(path.join(webDir, 'icons/icon-192.png'), 'png bytes');
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

  it('leaves an API answer under 1 KiB plain, even for a browser that accepts gzip', async () => {
    // Compressing a small answer (a like's, a chat message's) cost more CPU than the rest of its request.
    const small = await t.app.request(`/api/events?q=${uniqueTag()}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    const text = await small.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(JSON.parse(text).total).toBe(0);
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
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

  it('reads each asset once and answers it from memory, in the coding asked for', async () => {
    const { app } = createApp(t.deps, { webDir });
    const name = 'chunk-once77.js';
    fs.writeFileSync(path.join(webDir, 'assets', name), 'console.log("once");');
    fs.writeFileSync(path.join(webDir, 'assets', `${name}.br`), 'brotli once');
    const asked = (encoding?: string, method = 'GET') =>
      app.request(`/assets/${name}`, { method, headers: encoding ? { 'accept-encoding': encoding } : {} });
    expect(await (await asked('br')).text()).toBe('brotli once');
    expect(await (await asked()).text()).toBe('console.log("once");');
    // Gone from the disk (a deploy's old chunk, still asked for by an open tab): still the bytes read.
    fs.rmSync(path.join(webDir, 'assets', name));
    fs.rmSync(path.join(webDir, 'assets', `${name}.br`));
    const again = await asked('gzip, br');
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('cache-control')).toContain('immutable');
    expect(await again.text()).toBe('brotli once');
    // A coding refused with q=0 is not sent; there is no .gz, so the file as is.
    const refused = await asked('br;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe('console.log("once");');
    const head = await asked('br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('brotli once'.length));
    expect(await head.text()).toBe('');
    // Not an asset's name: nothing is read for it.
    for (const odd of ['/assets/a%2Fb.js', '/assets/sub/x.js', '/assets/.hidden.js']) {
      const res = await app.request(odd);
      expect(res.status, odd).toBe(404);
    }
  });

  it('compresses a page’s document once: the same bytes and tag again, a new document after an edit', async () => {
    const { app } = createApp(t.deps, { webDir });
    const event = await createEvent(t.db, { title: 'Compressed Fete' });
    const address = detailPath('event', event.id, 'Compressed Fete');
    const ask = async (acceptEncoding?: string, extra: Record<string, string> = {}) => {
      const res = await app.request(address, {
        headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
      });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };

    const plain = await ask();
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    const html = plain.bytes.toString('utf8');
    expect(html).toContain('Compressed Fete');
    const tag = plain.res.headers.get('etag')!;
    expect(tag).toMatch(/^"/);

    const br = await ask('gzip, deflate, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.res.headers.get('etag')).toBe(`W/${tag}`);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html);
    const brAgain = await ask('gzip, deflate, br');
    expect(brAgain.bytes.equals(br.bytes)).toBe(true);
    expect(brAgain.res.headers.get('etag')).toBe(`W/${tag}`);

    // gzip for a client that weighs it higher or has no brotli; plain for one that refuses both.
    for (const accept of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const gz = await ask(accept);
      expect(gz.res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.bytes).toString('utf8')).toBe(html);
    }
    expect((await ask('identity, br;q=0, gzip;q=0')).res.headers.get('content-encoding')).toBeNull();

    // Either tag revalidates; a member's page is the same document, compressed, kept by no cache.
    expect((await ask('br', { 'if-none-match': `W/${tag}` })).res.status).toBe(304);
    expect((await ask(undefined, { 'if-none-match': tag })).res.status).toBe(304);
    const member = await ask('br', { cookie: 'fete.session_token=x' });
    expect(member.res.headers.get('cache-control')).toBe('private, no-store');
    expect(brotliDecompressSync(member.bytes).toString('utf8')).toBe(html);

    // An edit: a new head, so a new tag and a new body, decoding to the new document.
    await t.db
      .update(events)
      .set({ description: 'Now with a brass section.' })
      .where(eq(events.id, event.id));
    const edited = await ask('br', { 'if-none-match': `W/${tag}` });
    expect(edited.res.status).toBe(200);
    expect(edited.res.headers.get('etag')).not.toBe(`W/${tag}`);
    const editedHtml = brotliDecompressSync(edited.bytes).toString('utf8');
    expect(editedHtml).toContain('Now with a brass section.');
    expect(editedHtml).not.toBe(html);
    expect((await ask()).bytes.toString('utf8')).toBe(editedHtml);
  });

  it('makes each document’s compressed body once per coding, also for requests that arrive together', async () => {
    const bodies = createDocumentBodies();
    let built = 0;
    const html = () => {
      built++;
      return '<!doctype html><p>' + 'steelpan '.repeat(500);
    };
    const together = await Promise.all([1, 2, 3].map(() => bodies.get('"tag-1"', 'br', html)));
    expect(built).toBe(1);
    expect(together[1]).toBe(together[0]);
    expect(brotliDecompressSync(together[0]!).toString()).toBe(html());
    built = 0;
    await bodies.get('"tag-1"', 'gzip', html);
    await bodies.get('"tag-1"', 'gzip', html);
    expect(built).toBe(1);
    // Another document (an edited head has another tag) is made for itself.
    await bodies.get('"tag-2"', 'br', html);
    expect(built).toBe(2);
  });
});

/** Decision 0051: the service worker, the web app manifest and the icons, as the server hands them out. */
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
    // This origin's files, and the one inline script of a server-drawn page by its SHA-256 (early-taps.ts).
    const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});
