import { detailPath, type DetailKind } from '../../../shared/item-paths';
import type { Db } from '../../db/client';
import type { SitemapRow } from '../../platform/sitemap-rows';
import { sitemapRows as bandRows } from '../bands/service';
import { sitemapRows as eventRows } from '../events/service';
import { sitemapRows as providerRows } from '../faces/service';
import { sitemapRows as productRows } from '../marqet/service';
import { sitemapRows as restaurantRows } from '../restaurants/service';
import { sitemapPaths as carnivalPaths } from '../carnivals/service';
import { escapeHtml } from './head';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of numbered parts. */
export const SITEMAP_LIMIT = 50_000;

/** The public list pages named in the sitemap (indexable ones only). */
export const SITEMAP_LISTS = [
  '/',
  '/fete-guide',
  '/fete-travel',
  '/fete-destinations',
  '/fete-eats',
  '/fete-faces',
  '/fete-marqet',
  '/fete-nation',
  '/contact',
  '/terms',
  '/privacy',
];

interface Entry {
  path: string;
  lastmod?: Date;
}

const SOURCES: [DetailKind, (db: Db) => Promise<SitemapRow[]>][] = [
  ['event', eventRows],
  ['band', bandRows],
  ['restaurant', restaurantRows],
  ['provider', providerRows],
  ['product', productRows],
];

async function entries(db: Db): Promise<Entry[]> {
  const details = await Promise.all(
    SOURCES.map(async ([kind, rows]) =>
      (await rows(db)).map((r) => ({ path: detailPath(kind, r.id, r.title), lastmod: r.updatedAt })),
    ),
  );
  // The season and each active carnival's page (/season, /season/<slug>).
  const season = await carnivalPaths(db);
  return [...SITEMAP_LISTS.map((path) => ({ path })), ...season, ...details.flat()];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `/sitemap.xml` and its parts: one urlset while the site has at most `limit` URLs, otherwise an index naming
 * `/sitemap-1.xml` … Returns null for a part that does not exist.
 */
export async function sitemapXml(db: Db, origin: string, part: number | null, limit = SITEMAP_LIMIT) {
  const all = await entries(db);
  const parts = Math.max(1, Math.ceil(all.length / limit));
  if (part === null && parts > 1) {
    let xml = `${XML_HEAD}<sitemapindex xmlns="${NS}">`;
    for (let i = 1; i <= parts; i++) xml += `<sitemap><loc>${origin}/sitemap-${i}.xml</loc></sitemap>`;
    return `${xml}</sitemapindex>\n`;
  }
  if (part !== null && (part < 1 || part > parts || parts === 1)) return null;
  const slice = part === null ? all : all.slice((part - 1) * limit, part * limit);
  let xml = `${XML_HEAD}<urlset xmlns="${NS}">`;
  for (const e of slice) {
    xml += `<url><loc>${escapeHtml(origin + e.path)}</loc>`;
    if (e.lastmod) xml += `<lastmod>${e.lastmod.toISOString()}</lastmod>`;
    xml += '</url>';
  }
  return `${xml}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /settings',
    'Disallow: /notifications',
    'Disallow: /fete-chat',
    'Disallow: /restaurant-admin',
    'Disallow: /marqet-registration',
    'Disallow: /staff-application',
    'Disallow: /form/',
    'Disallow: /create-event',
    'Disallow: /events/*/edit',
    'Disallow: /fete-packages',
    'Disallow: /fete-rides',
    'Disallow: /fete-id/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
