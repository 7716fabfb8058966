/** Test helpers for pages' heads and the crawlers' files; only test files import this. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { testServerForFile } from '../../test/harness';
import type { SeoOptions } from './routes';

/**
 * A test server that serves a built document as Vite leaves it (title and description in the head), like
 * dist/web; `origin()` is the site's public address.
 */
export function seoTestServer(seo: SeoOptions = {}) {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-seo-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />\n<meta\n name="description"\n content="Built description" />' +
      '<title>Built title</title><script type="module" src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));
  const t = testServerForFile({}, { app: { webDir, seo } });
  return { t, origin: () => t.deps.config.publicUrl };
}

/** The head of a document, read like a previewer does: without running any script. */
export function head(html: string) {
  const h = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(h);
    return tag ? unescape(tag[1]!) : undefined;
  };
  const titles = [...h.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!));
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(h);
  const graph = ld ? (JSON.parse(ld[1]!) as { '@context': string; '@graph': Record<string, any>[] }) : null;
  return {
    raw: h,
    titles,
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(h)?.[1],
    graph,
    thing: (type: string) => graph?.['@graph'].find((x) => x['@type'] === type),
  };
}
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
