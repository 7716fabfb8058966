import { loadSharp, MAX_IMAGE_PIXELS } from '../../platform/images';
import { PUBLIC_PREFIX, type Storage } from '../../platform/storage';

/**
 * Link-preview images (Open Graph, 1200×630 as the previewers ask): each item's picture cut to that shape with
 * sharp the first time a previewer asks for it, then kept in storage under a key derived from the picture's own
 * (`public/og/<picture key>.jpg`): upload names are never reused, so the derived image never goes stale and every
 * process finds the one made by another. Items without a picture share the site's mark on a plain background.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_PREFIX = '/og/';
/** The site's mark: shared by the items without a picture, and the Organization's logo. */
export const SITE_IMAGE_PATH = '/og/fete.png';
const SITE_IMAGE_KEY = `${PUBLIC_PREFIX}og/fete.png`;

/** The preview image's absolute URL for an item's picture; null when the picture is not a stored upload. */
export function ogImageUrl(storage: Storage, origin: string, imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const base = storage.publicUrl(`${PUBLIC_PREFIX}x`).slice(0, -1);
  if (!imageUrl.startsWith(base)) return null;
  const tail = imageUrl.slice(base.length);
  if (!/^[A-Za-z0-9/_.-]+$/.test(tail) || tail.includes('..') || tail.startsWith('og/')) return null;
  return `${origin}${OG_PREFIX}${tail}.jpg`;
}

const SITE_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e11d48"/><stop offset=".5" stop-color="#f97316"/><stop offset="1" stop-color="#facc15"/></linearGradient></defs>
<rect width="100%" height="100%" fill="#0f172a"/>
<rect x="330" y="195" width="240" height="240" rx="60" fill="url(#g)"/>
<text x="450" y="370" font-family="Arial,Helvetica,sans-serif" font-size="170" font-weight="700" text-anchor="middle" fill="#0f172a">F</text>
<text x="610" y="380" font-family="Arial,Helvetica,sans-serif" font-size="150" font-weight="900" fill="#ffffff">Fete</text>
</svg>`;

export interface OgImages {
  /** The preview image for a request path under /og/, made on first ask; null when there is no such picture. */
  get(pathname: string): Promise<{ body: Buffer; contentType: string } | null>;
}

export function createOgImages(storage: Storage): OgImages {
  // One making per key at a time in this process: a burst of previewers for a new link waits for one render.
  const making = new Map<string, Promise<{ body: Buffer; contentType: string } | null>>();

  async function make(sourceKey: string | null, key: string) {
    const kept = await storage.get(key);
    if (kept) return kept;
    const sharp = await loadSharp();
    let body: Buffer;
    let contentType: string;
    if (sourceKey === null) {
      body = await sharp(Buffer.from(SITE_MARK_SVG)).png().toBuffer();
      contentType = 'image/png';
    } else {
      const source = await storage.get(sourceKey);
      if (!source) return null;
      try {
        body = await sharp(source.body, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 })
          .resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
      } catch {
        // A public file that is not a picture (or not one sharp reads) has no preview.
        return null;
      }
      contentType = 'image/jpeg';
    }
    await storage.put(key, body, contentType);
    return { body, contentType };
  }

  return {
    get(pathname) {
      let sourceKey: string | null;
      let key: string;
      if (pathname === SITE_IMAGE_PATH) {
        sourceKey = null;
        key = SITE_IMAGE_KEY;
      } else {
        const tail = pathname.slice(OG_PREFIX.length);
        if (!/^[A-Za-z0-9/_.-]+\.jpg$/.test(tail) || tail.includes('..') || tail.startsWith('og/'))
          return Promise.resolve(null);
        sourceKey = `${PUBLIC_PREFIX}${tail.slice(0, -'.jpg'.length)}`;
        key = `${PUBLIC_PREFIX}og/${tail}`;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make(sourceKey, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
