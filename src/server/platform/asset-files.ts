import fs from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { LRUCache } from 'lru-cache';
import { documentEncoding } from './document-bodies';

/** A built asset's name: hashed by the build, flat in `assets/`, never a path. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** What the build writes a `.br` and `.gz` beside (vite.config.ts): text, scripts, styles, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json)|image\/svg\+xml)/;
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * The built app's assets (`<webDir>/assets/*`), answered from memory. Their names carry a content hash, so a file
 * never changes under its name: each is read once (in the coding asked for: the build's `.br` or `.gz` beside it,
 * which the build writes for every text asset above a kilobyte, or as is) and kept, up to `maxBytes` in all, the
 * least recently asked for leaving first. Every page load asks for a dozen of them; from disk (serveStatic's way)
 * each cost two or three synchronous `stat` calls and a file stream turned into a web stream and back. A name that
 * is not an asset's, or not a file, goes on to the next handler (a 404). Only files that exist are kept, so
 * made-up names cannot fill the memory.
 */
export function assetFiles(webDir: string, maxBytes = 32 * 1024 * 1024): MiddlewareHandler {
  const dir = path.join(webDir, 'assets');
  const kept = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: maxBytes,
    sizeCalculation: (b) => b.length || 1,
  });

  async function read(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const hit = kept.get(file);
    if (hit) return hit;
    const read = await fs.readFile(file).catch(() => null);
    if (!read) return null;
    // A view of exactly the bytes read (a Buffer may sit inside a larger pool).
    const body = new Uint8Array(read.buffer as ArrayBuffer, read.byteOffset, read.length);
    if (body.length <= maxBytes) kept.set(file, body);
    return body;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const name = c.req.path.slice('/assets/'.length);
    if (!ASSET_NAME.test(name)) return next();
    const type = getMimeType(name) ?? 'application/octet-stream';
    const file = path.join(dir, name);
    const compressible = COMPRESSIBLE.test(type);
    const encoding = compressible ? documentEncoding(c.req.header('accept-encoding')) : null;
    let body = encoding ? await read(file + SUFFIX[encoding]) : null;
    const sentEncoding = body ? encoding : null;
    body ??= await read(file);
    if (!body) return next();
    const headers: Record<string, string> = { 'content-type': type };
    if (compressible) headers.vary = 'Accept-Encoding';
    if (sentEncoding) headers['content-encoding'] = sentEncoding;
    if (c.req.method === 'HEAD') {
      headers['content-length'] = String(body.length);
      return c.body(null, 200, headers);
    }
    return c.body(body, 200, headers);
  };
}

/** Files of the installable app whose address never changes, so the browser must ask for them again (0051). */
const REVALIDATED: Record<string, string> = {
  // A cached worker would keep an old app: every check for an update asks the server.
  '/sw.js': 'no-cache',
  '/manifest.webmanifest': 'no-cache',
};

/**
 * The service worker's and the web app manifest's cache headers (serveStatic sends none), and the icons' (a day:
 * their names are not hashed). Set on the served file's answer, as for the assets.
 */
export const appFileHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  // A missing icon is answered by the app's page (a 200 as well): only an image gets the icons' header.
  const icon = c.req.path.startsWith('/icons/') && c.res.headers.get('content-type')?.startsWith('image/');
  const value = REVALIDATED[c.req.path] ?? (icon ? 'public, max-age=86400' : null);
  if (value) c.res.headers.set('cache-control', value);
};
