/**
 * Readable, stable addresses of the public detail pages (decision 0033): `/events/{slug}-{id}`. The id decides,
 * the slug is cosmetic: a wrong or missing slug still finds the item, and the server answers a document request
 * for such an address with a permanent redirect to the canonical one. Server (head, sitemap, redirects) and web
 * (links, router, share) build the path with the same functions, so they never disagree.
 */

export type DetailKind = 'event' | 'band' | 'restaurant' | 'provider' | 'product';

/** The first path segment of each kind's detail pages, as the web router declares it. */
export const DETAIL_PREFIX: Record<DetailKind, string> = {
  event: '/events',
  band: '/bands',
  restaurant: '/restaurants',
  provider: '/fete-faces',
  product: '/fete-marqet',
};

const UUID_TAIL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const MAX_SLUG = 60;

/** Lower-case ASCII words joined by hyphens; accents folded ("Crop Över" → "crop-over"); empty when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  // Cut at a word boundary when there is one, never leaving a trailing hyphen.
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** `{slug}-{id}`, or the id alone when the title gives no slug. */
export function slugId(title: string, id: string): string {
  const slug = slugify(title);
  return slug ? `${slug}-${id}` : id;
}

/** The canonical path of a detail page: `detailPath('event', id, 'Soca Brunch')` → `/events/soca-brunch-{id}`. */
export function detailPath(kind: DetailKind, id: string, title: string): string {
  return `${DETAIL_PREFIX[kind]}/${slugId(title, id)}`;
}

/**
 * The id in a detail address segment: `soca-brunch-{uuid}` and a bare `{uuid}` both give the uuid (lower case);
 * anything else is given back as it is, so the API answers it as it always did (404 for what is not an id).
 */
export function idFromSlugId(segment: string): string {
  const match = UUID_TAIL.exec(segment);
  if (!match) return segment;
  const before = segment.length - match[1]!.length;
  // The id must stand alone or after a hyphen: `x{uuid}` is not an address this code builds.
  if (before > 0 && segment[before - 1] !== '-') return segment;
  return match[1]!.toLowerCase();
}
