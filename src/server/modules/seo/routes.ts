import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { pageKey, type SharedPages } from '../../platform/shared-pages';
import { renderHead } from './head';
import { createOgImages, OG_PREFIX } from './og-images';
import { createPageHeads } from './service';
import { robotsTxt, sitemapXml, SITEMAP_LIMIT } from './sitemap';

export interface SeoOptions {
  /** URLs per sitemap file (tests make it small to see the index). */
  sitemapLimit?: number;
}

/**
 * Answers that depend on the URL alone are revalidated by their ETag: a previewer, a crawler or a browser coming
 * back gets a 304 without the body. `no-cache`: never used stale, since a deploy or an edit changes them.
 */
export const tagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function sendTagged(
  c: Context<AppEnv>,
  body: string,
  contentType: string,
  etag: string = tagOf(body),
) {
  c.header('etag', etag);
  c.header('cache-control', 'no-cache');
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.body(body, 200, { 'content-type': contentType });
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** robots.txt, the sitemap and the preview images (decision 0033); pages' heads are written by `pageHeads`. */
export function registerSeoRoutes(app: Hono<AppEnv>, deps: Deps, options: SeoOptions = {}) {
  const origin = deps.config.publicUrl;
  const ogImages = createOgImages(deps.storage);
  const limit = options.sitemapLimit ?? SITEMAP_LIMIT;

  const robots = robotsTxt(origin);
  const robotsTag = tagOf(robots);
  app.get('/robots.txt', (c) => sendTagged(c, robots, 'text/plain; charset=UTF-8', robotsTag));

  const sitemap = async (c: Context<AppEnv>, part: number | null) => {
    const pages: SharedPages = c.get('pages');
    // Kept with its tag: a sitemap of 50,000 addresses is megabytes, not hashed again per request.
    const kept = await pages.get(pageKey('sitemap', part, limit), async () => {
      const xml = await sitemapXml(deps.db, origin, part, limit);
      return xml === null ? null : { xml, etag: tagOf(xml) };
    });
    if (kept === null) return c.text('Not found', 404);
    return sendTagged(c, kept.xml, 'application/xml; charset=UTF-8', kept.etag);
  };
  app.get('/sitemap.xml', (c) => sitemap(c, null));
  app.get('/:file{sitemap-[0-9]{1,6}\\.xml}', (c) => sitemap(c, Number(/\d+/.exec(c.req.param('file'))![0])));

  app.get(`${OG_PREFIX}*`, async (c) => {
    const image = await ogImages.get(c.req.path);
    if (!image) return c.text('Not found', 404);
    return c.body(new Uint8Array(image.body), 200, {
      'content-type': image.contentType,
      // Derived from an upload whose name is never reused: the same bytes for good.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });
}

export type RenderedHead = { redirect: string } | { head: string; status: 200 | 404 };

/**
 * The page's head for a document request, or where its canonical address is. Kept per address in the shared
 * pages (cleared by every write, like the API answers the head is made from), so a page asked again costs a
 * lookup, not a build.
 */
export function pageHeads(deps: Deps) {
  const resolve = createPageHeads(deps, deps.config.publicUrl);
  return (pathname: string, pages: SharedPages): Promise<RenderedHead> =>
    pages.get(pageKey('document head', pathname), async () => {
      const answer = await resolve(pathname, pages);
      if ('redirect' in answer) return answer;
      return { head: renderHead(answer.head, deps.config.publicUrl), status: answer.status };
    });
}

/**
 * A document's ETag without hashing the whole document (its inline stylesheet is most of it): the build's own
 * tag (`version`, a hash of the template) with what varies per request, the address and its head.
 */
export function documentEtag(version: string, pathname: string, search: string, head: string): string {
  const hash = createHash('sha1');
  for (const part of [version, pathname, search, head]) hash.update(part).update('\0');
  return `"${hash.digest('base64url')}"`;
}
