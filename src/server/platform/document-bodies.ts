import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { EntryStore } from './entry-store';

export type DocumentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The coding of `candidates` the client weighs highest (the first of them on a tie), or none (`null`: the plain
 * bytes) when it accepts none of them. `*` stands for a coding it does not name; `q=0` refuses one.
 */
export function preferredEncoding<T extends string>(
  acceptEncoding: string | undefined,
  candidates: readonly T[],
): T | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: T; q: number } | null = null;
  for (const encoding of candidates) {
    const named = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = named ? named.q : (wildcard ?? 0);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** The content coding for a document: brotli or gzip, brotli on a tie (it is smaller); `null` for neither. */
export const documentEncoding = (acceptEncoding: string | undefined): DocumentEncoding | null =>
  preferredEncoding(acceptEncoding, ['br', 'gzip'] as const);

/**
 * The compressed bodies of the app's documents (app.ts), made once per document and handed out again.
 *
 * A document is the built shell (most of it the inline stylesheet, ~85 KB) with the page's head: compressing
 * it per request cost more than everything else the answer does. The key is the document's ETag, a hash of the
 * build, the address and the rendered head (seo/routes.ts `documentEtag`), so a kept body is exactly that
 * document's: an edit changes the head (the heads are cleared by every write, like the shared pages they are
 * kept in), so its tag and key, and the old body is never handed out again; it ages out of the store. Bodies
 * are made off the event loop (zlib's thread pool), once per key and coding even when requests arrive
 * together. Bounded like the other caches (entry-store.ts): addresses asked once cannot push out the pages
 * everyone reads.
 */
export function createDocumentBodies(options: { maxEntries?: number; brotliQuality?: number } = {}) {
  const store = new EntryStore<Promise<Uint8Array<ArrayBuffer>>>(options.maxEntries ?? 256);
  // Quality 6: within 2 % of 9's size at a sixth of its time (~10 ms for a document); 11 took 250 ms.
  const quality = options.brotliQuality ?? 6;

  const compress = (encoding: DocumentEncoding, body: Buffer): Promise<Uint8Array<ArrayBuffer>> =>
    (encoding === 'br'
      ? brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzip(body, { level: 9 })
    ).then((bytes) => new Uint8Array(bytes)); // its own copy, a few KB, once

  return {
    /** The document compressed with `encoding`; `html` is only called when it was not made before. */
    get(key: string, encoding: DocumentEncoding, html: () => string): Promise<Uint8Array<ArrayBuffer>> {
      const entry = `${encoding} ${key}`;
      const kept = store.get(entry);
      if (kept) return kept;
      const made = compress(encoding, Buffer.from(html(), 'utf8'));
      store.set(entry, made);
      // A failure is not kept: the next request tries again.
      made.catch(() => store.delete(entry));
      return made;
    },
    get size() {
      return store.size;
    },
  };
}

export type DocumentBodies = ReturnType<typeof createDocumentBodies>;
