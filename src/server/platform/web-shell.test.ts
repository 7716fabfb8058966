// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_SECTIONS } from '../../shared/schemas/public';
import { EARLY_TAPS_SCRIPT } from './early-taps';
import { createIndexHtml } from './web-shell';

// A build as Vite leaves it: index.html naming the entry and its preloads, the manifest beside the served folder.
let dir: string;
let webDir: string;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" href="/assets/vendor-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const CSS = '.flex{display:flex}';
const KEPT_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>';
const INLINED = INDEX.replace(/<link rel="stylesheet"[^>]*>/, `<style>${CSS}</style>${KEPT_LINK}`);
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_kit-1.js': { file: 'assets/kit-1.js', imports: ['index.html', '_vendor-1.js'] },
  'features/events/fete-guide-page.tsx': {
    file: 'assets/fete-guide-page-1.js',
    imports: ['index.html', '_kit-1.js', '_vendor-1.js'],
  },
  'features/events/event-detail-page.tsx': {
    file: 'assets/event-detail-page-1.js',
    imports: ['index.html', '_kit-1.js'],
  },
  'features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html', '_kit-1.js'] },
  'features/members/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js', imports: ['index.html'] },
  'features/admin/admin-layout.tsx': { file: 'assets/admin-layout-1.js', imports: ['index.html'] },
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-shell-'));
  webDir = path.join(dir, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets/index-1.css'), CSS);
  fs.writeFileSync(path.join(dir, 'web-manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
const modulePreloads = (html: string) =>
  links(html)
    .filter((l) => l.includes('modulepreload'))
    .map((l) => /href="([^"]+)"/.exec(l)![1]);
const fetchPreloads = (html: string) =>
  links(html)
    .filter((l) => l.includes('as="fetch"'))
    .map((l) => {
      // Same mode and credentials as the app's fetch (cors, same-origin), or the browser asks twice.
      expect(l).toMatch(/ crossorigin /);
      expect(l).not.toMatch(/use-credentials/);
      return /href="([^"]+)"/.exec(l)![1]!.replace(/&amp;/g, '&');
    });

describe("the app's document, with each public page's preloads", () => {
  const page = () => createIndexHtml(webDir);

  it("preloads a list page's chunks beside the entry (once each) and its first call with the session", () => {
    const html = page()('/fete-guide', '');
    // The entry's own preloads stay as built; the page's chunk and the kit are added, the entry's not again.
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-1.js',
      '/assets/fete-guide-page-1.js',
      '/assets/kit-1.js',
    ]);
    expect(fetchPreloads(html)).toEqual(['/api/auth/get-session', '/api/site/contact', '/api/events?page=1']);
    // Everything goes into the head, before the inline stylesheet (found without reading the CSS); the rest of
    // the document is as built.
    expect(html.indexOf('/api/events?page=1')).toBeLessThan(html.indexOf('<style>'));
    expect(html.replace(/<link rel="(modulepreload|preload)" [^>]*>/g, '')).toBe(
      INLINED.replace(/<link rel="modulepreload" [^>]*>/g, ''),
    );
  });

  it("preloads an event page's detail and attendance for that id", () => {
    const html = page()('/events/1b2c3d4e-0000-4000-8000-000000000001', '');
    expect(modulePreloads(html)).toContain('/assets/event-detail-page-1.js');
    expect(fetchPreloads(html)).toEqual([
      '/api/auth/get-session',
      '/api/site/contact',
      '/api/events/1b2c3d4e-0000-4000-8000-000000000001',
      '/api/events/1b2c3d4e-0000-4000-8000-000000000001/attendance',
    ]);
  });

  it('leaves out the API calls when the address has a query (the app builds those from the filters)', () => {
    const html = page()('/fete-guide', '?q=soca&page=2');
    expect(modulePreloads(html)).toContain('/assets/fete-guide-page-1.js');
    expect(fetchPreloads(html)).toEqual(['/api/auth/get-session', '/api/site/contact']);
  });

  it('preloads no page code for member and back-office pages, unknown paths or odd ids', () => {
    for (const pathname of [
      '/dashboard',
      '/admin',
      '/admin/users',
      '/events/abc/edit',
      '/settings/profile',
      '/no-such-page',
      '/events/%3Cscript%3E',
      '/events/a"b',
      '/index.html',
    ]) {
      const html = page()(pathname, '');
      expect(modulePreloads(html), pathname).toEqual(['/assets/vendor-1.js']);
      expect(fetchPreloads(html), pathname).toEqual(['/api/auth/get-session', '/api/site/contact']);
      expect(html, pathname).not.toMatch(/dashboard-page|admin-layout|script%3E|a"b/);
    }
  });

  it('serves the home page with its chunk, the hero banners it waits for, the next carnival and the six lists', () => {
    const html = page()('/', '');
    expect(modulePreloads(html)).toEqual([
      '/assets/vendor-1.js',
      '/assets/home-page-1.js',
      '/assets/kit-1.js',
    ]);
    expect(fetchPreloads(html)).toEqual([
      '/api/auth/get-session',
      '/api/site/contact',
      '/api/ads?position=hero',
      '/api/carnivals',
      ...HOME_SECTIONS.map((section) => `/api/home/${section}`),
    ]);
  });

  it('writes the stylesheet into the document, so the first paint waits for no other file', () => {
    const html = page()('/fete-guide', '');
    expect(html).toContain(`<style>${CSS}</style>`);
    // Its link stays, disabled (never fetched): Vite's loader of lazy chunks finds it there and does not add it.
    expect(links(html).filter((l) => l.includes('rel="stylesheet"'))).toEqual([KEPT_LINK]);
  });

  it('keeps a stylesheet linked when it names files by relative URL or could close the style element', () => {
    for (const css of ['.a{background:url(./x.svg)}', '.a{content:"</style>"}']) {
      fs.writeFileSync(path.join(webDir, 'assets/index-1.css'), css);
      expect(page()('/', '')).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    }
    fs.writeFileSync(path.join(webDir, 'assets/index-1.css'), '.a{background:url(/assets/x.svg)}');
    expect(page()('/', '')).toContain('<style>.a{background:url(/assets/x.svg)}</style>');
    fs.writeFileSync(path.join(webDir, 'assets/index-1.css'), CSS);
  });

  it('serves the document as built, with the session and contact preloads, when the build kept no manifest', () => {
    const html = createIndexHtml(webDir, path.join(dir, 'missing.json'))('/fete-guide', '');
    expect(modulePreloads(html)).toEqual(['/assets/vendor-1.js']);
    expect(fetchPreloads(html)).toEqual(['/api/auth/get-session', '/api/site/contact', '/api/events?page=1']);
  });
});

describe('a page the server drew (decision 0057)', () => {
  let drawnDir: string;
  beforeAll(() => {
    drawnDir = path.join(dir, 'drawn');
    fs.mkdirSync(path.join(drawnDir, 'assets'), { recursive: true });
    const shelled = INDEX.replace(
      '<div id="root"></div>',
      '<div id="root"><p role="status">Loading Fete...</p></div>\n<!-- /root -->',
    );
    fs.writeFileSync(path.join(drawnDir, 'index.html'), shelled);
    fs.writeFileSync(path.join(drawnDir, 'assets/index-1.css'), CSS);
    fs.writeFileSync(path.join(dir, 'drawn-manifest.json'), JSON.stringify(MANIFEST));
  });

  it("takes the boot shell's place, carries its answers after it and preloads its code but none of its calls", () => {
    const indexHtml = createIndexHtml(drawnDir, path.join(dir, 'drawn-manifest.json'));
    const image = '<link rel="preload" as="image" href="/uploads/a.webp" fetchPriority="high"/>';
    const html = indexHtml('/fete-guide', '', '<title>Fete Guide · Fete</title>', {
      html: '<h1>Fete Guide</h1>',
      head: image,
      answers: '{"/api/events?page=1":{"items":[]}}',
      tag: 't',
    });
    expect(html).toContain('<div id="root"><h1>Fete Guide</h1></div>\n<!-- /root -->');
    expect(html).not.toContain('Loading Fete...');
    expect(html).toMatch(
      /<!-- \/root --><script type="application\/json" id="fete-first-load">\{"\/api\/events\?page=1":\{"items":\[\]\}\}<\/script><\/body>/,
    );
    expect(fetchPreloads(html)).toEqual([]);
    expect(modulePreloads(html)).toContain('/assets/fete-guide-page-1.js');
    expect(html.indexOf(image)).toBeLessThan(html.indexOf('</head>'));
    // The inline script that keeps early taps runs in the head, before the page can be tapped (early-taps.ts).
    expect(html.indexOf(`<script>${EARLY_TAPS_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(html.indexOf(EARLY_TAPS_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
    // Its first paint needs no script: the entry and every module preload are asked at low priority.
    const code = links(html).filter((l) => l.includes('modulepreload'));
    code.push(/<script type="module"[^>]*>/.exec(html)![0]);
    expect(code).toHaveLength(4);
    for (const tag of code) expect(tag).toContain(' fetchpriority="low"');

    // The same page not drawn (a member's document): the boot shell and the preloads, as before.
    const shell = indexHtml('/fete-guide', '', '<title>Fete Guide · Fete</title>', null);
    expect(shell).toContain('Loading Fete...');
    expect(shell).not.toContain('fete-first-load');
    expect(shell).not.toContain(EARLY_TAPS_SCRIPT);
    expect(shell).not.toContain('fetchpriority');
    expect(fetchPreloads(shell)).toEqual([
      '/api/auth/get-session',
      '/api/site/contact',
      '/api/events?page=1',
    ]);
  });
});
