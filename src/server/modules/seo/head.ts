import type { Thing } from 'schema-dts';
import { graph, scriptSafeJson, SITE_NAME } from './structured-data';

/** What the server writes into a page's `<head>` (decision 0033). */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (no origin); absent for pages that are not indexed. */
  path?: string;
  /** Absolute URL of the link-preview image (1200×630). */
  image: string;
  type: 'website' | 'article' | 'product' | 'profile';
  /** Members-only, back-office and unknown pages: `noindex`, and nothing of the item in the head. */
  noindex?: boolean;
  jsonLd?: Thing[];
}

export const DEFAULT_DESCRIPTION =
  'Fete: Caribbean carnival and travel. Fetes, carnival bands, destinations, eats, faces and the Fete Marqet.';
export const DEFAULT_TITLE = `${SITE_NAME} · Caribbean carnival and travel`;

/** Text for an attribute or an element's content: the five characters HTML gives a meaning. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** A description for previews and results: one line, at most about 160 characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function renderHead(head: PageHead, origin: string): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const url = head.path ? `${origin}${head.path}` : undefined;
  let out = `<title>${escapeHtml(head.title)}</title>`;
  out += meta('name', 'description', head.description);
  if (head.noindex) out += meta('name', 'robots', 'noindex, nofollow');
  if (url) out += `<link rel="canonical" href="${escapeHtml(url)}">`;
  out += meta('property', 'og:site_name', SITE_NAME);
  out += meta('property', 'og:type', head.type);
  out += meta('property', 'og:title', head.title);
  out += meta('property', 'og:description', head.description);
  if (url) out += meta('property', 'og:url', url);
  out += meta('property', 'og:image', head.image);
  out += meta('property', 'og:image:width', '1200');
  out += meta('property', 'og:image:height', '630');
  out += meta('name', 'twitter:card', 'summary_large_image');
  out += meta('name', 'twitter:title', head.title);
  out += meta('name', 'twitter:description', head.description);
  out += meta('name', 'twitter:image', head.image);
  if (head.jsonLd?.length)
    out += `<script type="application/ld+json">${scriptSafeJson(graph(head.jsonLd))}</script>`;
  return out;
}
