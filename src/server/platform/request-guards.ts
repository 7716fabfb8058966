import { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';

/** JSON bodies (and the auth endpoints') are small; uploads carry their own, larger cap. */
export const JSON_BODY_LIMIT = 64 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes that take multipart/form-data instead of JSON (uploads enforce their own size cap). */
const MULTIPART_PATHS = [/^\/api\/uploads(\/|$)/];

const isMultipartPath = (path: string) => MULTIPART_PATHS.some((re) => re.test(path));

// ---------------------------------------------------------------------------------------------------------------
// Client address

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4
    ? trimmed.slice(7)
    : trimmed;
}

/** TRUSTED_PROXIES: addresses and CIDR ranges (`10.0.0.0/8`, `::1`) of the proxies in front of the server. */
export function parseTrustedProxies(list: readonly string[]): BlockList {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) blocks.addAddress(address!, type);
    else blocks.addSubnet(address!, Number(prefix), type);
  }
  return blocks;
}

const isTrusted = (blocks: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address for rate limits. The socket's address, unless it is a trusted proxy: then the right-most
 * `X-Forwarded-For` hop that is not a trusted proxy (hops to its left are whatever the client claimed). With no
 * socket address there is nothing trustworthy to go on, and all such requests share one bucket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
) {
  if (!socketAddress) return 'unknown';
  const socket = normalizeAddress(socketAddress);
  if (!isTrusted(trusted, socket)) return socket;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => isIP(hop));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(trusted, hops[i]!)) return hops[i]!;
  }
  return hops[0] ?? socket;
}

/**
 * The address as one client's limits count it: an IPv4 address as it is, an IPv6 address by its /64 (one
 * household, one phone, one server is given a whole /64, and may use any address in it).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An IPv4 tail (::ffff:1.2.3.4) is two groups; only the first four groups matter here.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function clientIpOf(trusted: BlockList) {
  return (c: Context): string => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined;
    }
    return clientAddress(socket, c.req.header('x-forwarded-for'), trusted);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: origin, content type, size

/** `localhost`, `127.0.0.1` and `[::1]` are one machine: in development any of them may be in the address bar. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return [origin];
  return ['localhost', '127.0.0.1', '[::1]'].map(
    (host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`,
  );
}

/** Origins whose pages may write: the site, and outside production its loopback aliases and the Vite dev server. */
export function trustedOrigins(config: Pick<Config, 'env' | 'publicUrl'>): string[] {
  const site = new URL(config.publicUrl).origin;
  if (config.env === 'production') return [site];
  return [...new Set([...loopbackAliases(site), ...loopbackAliases('http://localhost:5173')])];
}

/**
 * A mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form, from no page
 * and without cookies; the signed token in the path is its only credential, so there is nothing to forge.
 */
const isOneClickUnsubscribe = (path: string) => path.startsWith('/api/unsubscribe/');

/**
 * Cookie sessions need a check on writes, or a form on another site could act for a member. A browser sends
 * `Origin` with every write it makes for a page; a request without one is accepted only when the browser says
 * it comes from this site (`Sec-Fetch-Site: same-origin`).
 */
export function originGuard(config: Pick<Config, 'env' | 'publicUrl'>): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(config));
  const expected = new URL(config.publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isOneClickUnsubscribe(c.req.path)) return next();
    const origin = c.req.header('origin');
    if (origin ? !allowed.has(origin) : c.req.header('sec-fetch-site') !== 'same-origin') {
      throw new AppError(
        'FORBIDDEN',
        origin
          ? `Cross-site request refused: this server accepts writes from ${expected}, not ${origin}`
          : `Cross-site request refused: a write needs an Origin header (expected ${expected})`,
      );
    }
    await next();
  };
}

/** A write with a body says what it is: JSON everywhere, multipart only where files are uploaded. */
export const contentTypeGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || !hasBody(c) || isOneClickUnsubscribe(c.req.path)) return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const ok = type === 'application/json' || (type === 'multipart/form-data' && isMultipartPath(c.req.path));
  if (!ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  await next();
};

/**
 * A request that came over a socket (@hono/node-server hands the handler its `incoming` message). Asking such a
 * request for its `body` builds the runtime's whole Request around it (a Request, an AbortController, a web
 * stream over the socket: a tenth of a like's CPU in issue #25's profile), so its headers answer instead.
 */
const fromSocket = (c: Context): boolean =>
  (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;

/**
 * In HTTP/1.1 a request has a body only with a Content-Length above 0 or a Transfer-Encoding (a browser's
 * DELETE has neither, though the runtime may still hand over an empty stream). A body built in-process has a
 * Content-Type.
 */
function hasBody(c: Context): boolean {
  const headers = c.req.raw.headers;
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  if (headers.has('transfer-encoding')) return true;
  return !fromSocket(c) && c.req.raw.body !== null && headers.has('content-type');
}

const limitBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  },
});

/**
 * Caps JSON bodies; multipart upload routes keep their own (larger) limit. A Content-Length says the size
 * before the body is read; a body without one (chunked) is counted as it is read (hono's bodyLimit); a request
 * from a socket with neither header has no body, and is not asked for one.
 */
export const jsonBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isMultipartPath(c.req.path)) return next();
  const headers = c.req.raw.headers;
  if (!headers.has('transfer-encoding')) {
    const length = headers.get('content-length');
    if (length !== null) {
      if (Number.parseInt(length, 10) > JSON_BODY_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE');
      return next();
    }
    if (fromSocket(c)) return next();
  }
  return limitBody(c, next);
};

/** What a session sees (and every answer of the auth endpoints) may not be stored, nor reused, by any cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Every answer to a signed-in member or administrator, and every answer of the auth endpoints, says
 * `private, no-store`: no shared cache (a CDN, a proxy) and no browser cache may keep it. Public answers keep
 * their ETags. It must run outside `compress()`: compressing makes a new Response from the body of the one
 * inside, and @hono/node-server's light Response built from a plain header object drops headers set on it after
 * it was made (found with `Accept-Encoding: gzip`, which every browser sends). A stream keeps `no-transform`.
 */
export const noStoreForSessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!(c.get('actor') || c.req.path.startsWith('/api/auth/'))) return;
  const current = c.res.headers.get('cache-control') ?? '';
  if (/\bprivate\b/.test(current) && /\bno-store\b/.test(current)) return;
  const value = /\bno-transform\b/.test(current) ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE;
  try {
    c.res.headers.set('cache-control', value);
  } catch {
    // Immutable headers (an answer passed through from elsewhere): the same answer with its own headers.
    const headers = new Headers(c.res.headers);
    headers.set('cache-control', value);
    const { body, status, statusText } = c.res;
    c.res = undefined;
    c.res = new Response(body, { status, statusText, headers });
  }
};

/**
 * `Vary: Accept-Encoding` on every API answer, set on the answer's own headers. It goes inside `compress()`,
 * which would otherwise add it with `c.header()` after the answer is made: Hono then rebuilds the answer around
 * its body as a stream, and @hono/node-server has to read that stream back instead of writing the JSON text
 * out at once (a fifth of a signed-in member's list request under load). Saying Vary on an answer too small to
 * compress is harmless. An answer with immutable headers (none of ours) is left to `compress()`.
 */
export const varyAcceptEncoding: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  try {
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  } catch {
    // Immutable headers: compress() sets it its own way.
  }
};
