import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthTables, parseSessionOutput, parseUserOutput } from 'better-auth/db';
import { eq, getTableColumns } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { pick, preparedPerShape, type Placeholders } from '../db/prepared';
import { sessions, users } from '../db/schema/auth';
import type { SessionLookup } from './session-cache';

/**
 * better-auth's getSession for the server's own requests (resolveActor), without what it does for a browser
 * (issue #25 goal 3: a tenth of a write's CPU when the lookup was not kept). better-auth builds an endpoint
 * context on every call and checks the cookie's signature with WebCrypto, importing the key each time. Here:
 *
 * - the signature is checked with node:crypto once per cookie value (the same value always has the same
 *   answer), and the answer kept in a bounded LRU: a tampered or forged value is another value, checked anew;
 * - the session and its member are read every time (a revoked session is gone at once), in one statement built
 *   once and prepared (`sessionByToken`: what better-auth's `internalAdapter.findSession` reads in two, without
 *   its adapter's per-call work), and given the shape findSession gives them (better-auth's own output filters);
 * - whatever getSession would change (an expired session deleted, a session old enough refreshed, the cookies
 *   of "don't remember me" and of a cached session) is left to getSession itself: those requests go to it.
 */
export function createSessionLookup(auth: Pick<Auth, 'api' | '$context'>, db: Db, maxCookies = 10_000) {
  const verified = new LRUCache<string, string | false>({ max: maxCookies });
  let fields: AuthFields | undefined;

  return async (headers: Headers): Promise<SessionLookup> => {
    const ctx = await auth.$context;
    const header = headers.get('cookie') ?? '';
    const cookies = ctx.authCookies;
    const names = [cookies.dontRememberToken.name, cookies.sessionData.name];
    if (names.some((name) => header.includes(name))) return auth.api.getSession({ headers });
    const value = cookieValue(header, cookies.sessionToken.name);
    if (!value) return null;
    let token = verified.get(value);
    if (token === undefined) verified.set(value, (token = signedToken(value, ctx.secret)));
    if (!token) return null;
    const [row] = await sessionByToken(db, (fields ??= authFieldsOf(ctx.options)), { token });
    if (!row) return null;
    // The row holds only what better-auth's output filters let through (authFieldsOf), and is this request's own:
    // filtering and cloning it again (parseSessionOutput, parseUserOutput) would change nothing.
    const found = row;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const expiresAt = new Date(found.session.expiresAt).getTime();
    const refreshDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt < Date.now() || refreshDue) return auth.api.getSession({ headers });
    return found as SessionLookup;
  };
}

/** The columns better-auth knows of each table (its adapter answers those, id first, and no others). */
type AuthFields = {
  session: (keyof typeof sessions.$inferSelect)[];
  user: (keyof typeof users.$inferSelect)[];
};

function authFieldsOf(options: Parameters<typeof getAuthTables>[0]): AuthFields {
  const tables = getAuthTables(options);
  // Those of its output filters too (parseSessionOutput, parseUserOutput: no field marked `returned: false`),
  // asked once of better-auth itself with a record of every field, rather than of each row read.
  const fields = (model: 'session' | 'user') => {
    const known = ['id', ...Object.keys(tables[model]!.fields)];
    const every = Object.fromEntries(known.map((key) => [key, key])) as never;
    const shown: object =
      model === 'session' ? parseSessionOutput(options, every) : parseUserOutput(options, every);
    return known.filter((key) => Object.hasOwn(shown, key));
  };
  return { session: fields('session'), user: fields('user') } as AuthFields;
}

/** A session and its member by the session's token (better-auth's findSession reads the same two rows). */
const sessionByToken = preparedPerShape((db, fields: AuthFields, p: Placeholders<{ token: string }>) =>
  db
    .select({
      session: pick(getTableColumns(sessions), fields.session),
      user: pick(getTableColumns(users), fields.user),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, p.token)),
);

/**
 * The token of a signed cookie value (`token.signature`, the signature HMAC-SHA256 of the token under the
 * secret in base64, as better-call signs it), or false when the signature is not the secret's.
 */
export function signedToken(value: string, secret: string): string | false {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return false;
  const [token, signature] = [value.slice(0, dot), value.slice(dot + 1)];
  if (signature.length !== 44 || !signature.endsWith('=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : false;
}

/** The first cookie of that name in a Cookie header, unquoted and URI-decoded (as better-call reads it). */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return undefined;
}
