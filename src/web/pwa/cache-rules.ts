/**
 * What the service worker (src/web/sw.ts) keeps for offline, and for whom (decision 0051). Read by the worker and
 * by the page (which clears the private cache when the member signs out); imports nothing, so it weighs nothing
 * on a visitor's first page.
 */

/** The member's own answers, kept while a member is signed in on this browser and cleared when they leave. */
export const PRIVATE_CACHE = 'fete-private-v1';
/** The built app's hashed files, kept as they are fetched (public: the same for everyone). */
export const ASSETS_CACHE = 'fete-assets-v1';

/** Who is signed in, asked on every page load; its answer decides whether anything private is kept. */
export const SESSION_PATH = '/api/auth/get-session';
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/**
 * The member's private reads kept for offline, as last seen: a GET under one of these prefixes, answered 200 while
 * the session says a member is signed in. A feature that must open offline adds its prefix here, one line.
 */
export const PRIVATE_API_PREFIXES: readonly string[] = [
  // Who is signed in: the Fete ID card's name, tier and expiry.
  SESSION_PATH,
  // The Fete ID pass: the QR code door staff scan (decision 0023).
  '/api/members/me/fete-id',
  // My Carnival: the member's plans (issue #24, item 2).
  '/api/me/carnival-plans',
];

/**
 * Never answered from a cache, whoever asks, even under a private prefix: the door's verification of a pass must
 * be the server's answer of the moment.
 */
export const NEVER_CACHED_PREFIXES: readonly string[] = ['/api/fete-id/verify'];

/**
 * The pages a signed-in member can open offline (their data is under PRIVATE_API_PREFIXES); every other page shows
 * the offline state (app/shell/offline-state.tsx) while the browser is offline.
 */
export const OFFLINE_PAGE_PREFIXES: readonly string[] = ['/dashboard', '/my-carnival'];
/**
 * …except a plan's read-only share link: it reads a public answer the worker does not keep (it is the same for
 * every browser that opens it), so offline it shows the offline state like every other page.
 */
const OFFLINE_PAGE_EXCEPTIONS: readonly string[] = ['/my-carnival/shared'];

/** Set on a kept answer: when it was stored (ISO 8601), for "offline — as of <time>". */
export const STORED_AT_HEADER = 'x-fete-stored-at';

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** A private read the worker may keep: a GET of this origin under a listed prefix, and never a verification. */
export function isPrivateRead(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (NEVER_CACHED_PREFIXES.some((p) => under(url.pathname, p))) return false;
  return PRIVATE_API_PREFIXES.some((p) => under(url.pathname, p));
}

/** A page the member can open offline (its path, as the router sees it). */
export const worksOffline = (pathname: string) =>
  OFFLINE_PAGE_PREFIXES.some((p) => under(pathname, p)) &&
  !OFFLINE_PAGE_EXCEPTIONS.some((p) => under(pathname, p));

/**
 * What an answer of the session check says: a member (their id) or nobody (a 401, or `null` as better-auth
 * answers a visitor); anything else (a 5xx, an answer we cannot read) says nothing and changes nothing.
 */
export type SessionVerdict = { signedIn: true; userId: string } | { signedIn: false } | null;

export function sessionVerdict(status: number, body: unknown): SessionVerdict {
  if (status === 401) return { signedIn: false };
  if (status !== 200) return null;
  const user = (body as { user?: { id?: unknown } } | null)?.user;
  if (!body || !user) return { signedIn: false };
  return typeof user.id === 'string' && user.id ? { signedIn: true, userId: user.id } : null;
}

/** Whether an answer may be stored: 200 (not a redirect, an error or an opaque answer) while a member is signed in. */
export const mayStore = (response: Pick<Response, 'status' | 'type'>, signedIn: boolean) =>
  signedIn && response.status === 200 && (response.type === 'basic' || response.type === 'default');
