import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from '../app-env';
import { preferredEncoding } from './document-bodies';
import { noStoreForSessions, varyAcceptEncoding } from './request-guards';

/**
 * The headers of an API answer written as one plain record (decision 0063). @hono/node-server writes an answer
 * made from a string or bytes with a plain header record straight to the socket; once anything asks the answer
 * for its `headers`, it builds a `Headers` object from the record, and at the end walks it back into a record
 * (sorted by name) to write it. The middleware of every API answer (security headers, Vary, no-store) each asked,
 * so every answer paid for both. An answer made here already carries every header those middleware set, in the
 * order they were written (by name), and they leave it as it is: the same header lines, the same bytes.
 */

/** Header names (lower case) and values, sorted by name as a `Headers` object hands them out. */
export type HeaderList = readonly (readonly [string, string])[];

const byName = (a: readonly [string, string], b: readonly [string, string]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

/** `base` with `extra` set over it (a name in both: `extra`'s value), sorted by name. */
export function mergedList(base: HeaderList, extra: HeaderList): HeaderList {
  const names = new Set(extra.map(([name]) => name));
  return Object.freeze(
    [...base.filter(([name]) => !names.has(name)), ...extra]
      .map((e) => Object.freeze([...e] as const))
      .sort(byName),
  );
}

/** A new record of the list, in its order (@hono/node-server adds Content-Length to it, last). */
function recordOf(list: HeaderList): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of list) record[name] = value;
  return record;
}

/** Answers whose header record already holds what the API's middleware would set on them, and that record's list. */
const complete = new WeakMap<Response, HeaderList>();
/** A complete answer's body, as it was made, and its size in bytes (counted once: a kept answer is sent many times). */
const bodies = new WeakMap<Response, { body: string | Uint8Array<ArrayBuffer> | null; bytes: number }>();

/**
 * Below this an answer is not compressed (hono/compress's own threshold, which it can only apply to an answer
 * that carries a Content-Length: a complete answer does not, @hono/node-server adds it when it writes).
 */
export const COMPRESS_FROM_BYTES = 1024;

/** The headers of a complete answer (as made, before anything changed them), or undefined. */
export const completeHeadersOf = (answer: Response) => complete.get(answer);

/** The value of `name` (lower case) in a list. */
export const headerIn = (list: HeaderList, name: string) => list.find(([key]) => key === name)?.[1];

/** An answer with exactly the headers of `list`, which the API's middleware leave as they are. */
export function completeAnswer(
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  list: HeaderList,
): Response {
  const answer = new Response(body, { status, headers: recordOf(list) });
  complete.set(answer, list);
  bodies.set(answer, {
    body,
    bytes: typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0),
  });
  return answer;
}

/**
 * Does this client take compression, and is the answer worth compressing? A complete answer under
 * COMPRESS_FROM_BYTES (a like's, a chat message's, an unread count) is sent as it is: compressing it cost more of
 * the server's CPU than the rest of the request (a CompressionStream, zlib and a streamed body instead of one
 * write; docs/performance.md, "The live channel at carnival scale", branch `s44-live`).
 */
const worthCompressing = (c: Context) => {
  if (c.req.header('accept-encoding') === undefined) return false;
  return (bodies.get(c.res)?.bytes ?? 0) >= COMPRESS_FROM_BYTES;
};

const gzip = promisify(zlib.gzip);
const deflate = promisify(zlib.deflate);
/** Above this a body is compressed on libuv's threads, not in the request's own turn of the event loop. */
const COMPRESS_IN_TURN_BELOW = 64 * 1024;

/**
 * compress()'s answer for a complete answer, in one step: the same coding (gzip or deflate, as the client weighs
 * them, gzip on a tie), the same zlib defaults and so the same bytes, the same headers (a strong ETag made weak),
 * and undefined where compress() leaves an answer as it is. compress() pipes the body through a
 * CompressionStream: a web stream, a zlib stream and a streamed, chunked answer, which cost a cold member's or
 * administrator's read more than its statements did (docs/performance.md, "Eleventh session: members' and
 * administrators' cold rows"). A complete answer's body is at hand, so it is compressed whole and sent with its
 * length in one write.
 */
async function compressedComplete(c: Context, list: HeaderList): Promise<Response | undefined> {
  const body = bodies.get(c.res)?.body;
  const type = headerIn(list, 'content-type');
  if (body == null || c.res.status === 206 || c.req.method === 'HEAD') return undefined;
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headerIn(list, 'content-encoding'))
    return undefined;
  if (/(?:^|,)\s*?no-transform\s*?(?:,|$)/i.test(headerIn(list, 'cache-control') ?? '')) return undefined;
  const encoding = preferredEncoding(c.req.header('accept-encoding'), ['gzip', 'deflate'] as const);
  if (!encoding) return undefined;
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const packed =
    bytes.byteLength < COMPRESS_IN_TURN_BELOW
      ? (encoding === 'gzip' ? zlib.gzipSync : zlib.deflateSync)(bytes)
      : await (encoding === 'gzip' ? gzip : deflate)(bytes);
  const etag = headerIn(list, 'etag');
  const extra: [string, string][] = [['content-encoding', encoding]];
  if (etag && !etag.startsWith('W/')) extra.push(['etag', `W/${etag}`]);
  const out = new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
  return completeAnswer(out, c.res.status, mergedList(list, extra));
}

/** Compression: a complete answer worth it compressed whole (compressedComplete), any other by compress(). */
function compression(): MiddlewareHandler {
  const streamed = compress({ threshold: COMPRESS_FROM_BYTES });
  return async (c, next) => {
    await next();
    const list = complete.get(c.res);
    if (!list) return streamed(c, async () => {});
    if (!worthCompressing(c)) return;
    const answer = await compressedComplete(c, list);
    if (!answer) return;
    c.res = undefined; // else Hono copies the old answer's headers onto it (its ETag over the weak one)
    c.res = answer;
  };
}

/**
 * A middleware that sets headers after the answer is made, run only for answers that are not complete (or when
 * `runAnyway` says so), with nothing after it, on the finished answer: what it did after its `next()` before.
 */
export const unlessComplete =
  <E extends Env>(
    middleware: MiddlewareHandler<E>,
    runAnyway: (c: Context<E>) => boolean = () => false,
  ): MiddlewareHandler<E> =>
  async (c, next) => {
    await next();
    if (complete.has(c.res) && !runAnyway(c)) return;
    await middleware(c, async () => {});
  };

/**
 * Notes in `contextHeaders` when anything sets a header on the context (`c.header`, which hono/cookie's setCookie
 * and deleteCookie call): such a header lives in the context, not in the answer, and only an answer made by the
 * context (`c.body`) carries it, so jsonAnswer then makes its answer that way (the account's deletion expires the
 * session cookies, a sign-out too).
 */
export function noteContextHeaders(c: Context<AppEnv>): void {
  const set = c.header;
  c.header = ((...args: Parameters<typeof set>) => {
    c.set('contextHeaders', true);
    return set(...args);
  }) as typeof set;
}

/**
 * The middleware that set answers' headers, in their order; each leaves a complete answer (one that already
 * carries what they set) as it is. The security headers on every answer; then, on the API's, no-store for a
 * session outside compression (a compressed answer is a new Response, and a header set on the one inside is lost),
 * compression (JSON lists shrink to about a fifth; responses under 1 KiB and images are left as they are; a complete
 * answer to a client that takes no compression, or under 1 KiB, needs nothing from it), and Vary.
 */
export function useAnswerHeaders(app: Hono<AppEnv>, security: MiddlewareHandler<AppEnv>): void {
  app.use('*', unlessComplete(security));
  app.use('/api/*', unlessComplete(noStoreForSessions));
  app.use('/api/*', compression());
  app.use('/api/*', unlessComplete(varyAcceptEncoding));
}

/** The headers of the API's JSON answers: a visitor's, and a signed-in member's (`private, no-store`). */
export interface JsonAnswerHeaders {
  shared: HeaderList;
  private: HeaderList;
}

/**
 * The headers that `security` (the security headers' middleware) sets, read once from an answer it finished,
 * with the JSON type, `Vary: Accept-Encoding` and, for a member, `cache-control` (what varyAcceptEncoding and
 * noStoreForSessions set): asked once, then kept.
 */
export function jsonAnswerHeaders(security: MiddlewareHandler, privateCacheControl: string) {
  let lists: Promise<JsonAnswerHeaders> | undefined;
  const read = async (): Promise<JsonAnswerHeaders> => {
    const probe = new Hono().use(security).get('/', (c) => c.body(null, 204));
    const set = [...(await probe.request('/')).headers] as [string, string][];
    const shared = mergedList(set, [
      ['content-type', 'application/json'],
      ['vary', 'Accept-Encoding'],
    ]);
    return { shared, private: mergedList(shared, [['cache-control', privateCacheControl]]) };
  };
  return () => (lists ??= read());
}
