import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { Actor, Deps } from '../app-env';
import { sessions } from '../db/schema';
import { membershipExpired } from './auth';

/**
 * A session ends this long after sign-in however active it stays (better-auth slides its 30-day expiry on use);
 * a stolen cookie is not good forever.
 */
export const SESSION_MAX_AGE_DAYS = 90;
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Who is asking, from the session cookie; null for visitors. A session whose member's Gold membership has
 * expired since sign-in, whose account is suspended, or that is older than SESSION_MAX_AGE_DAYS, is ended here,
 * on the request that finds it.
 */
export async function resolveActor(
  deps: Pick<Deps, 'auth' | 'db'>,
  headers: Headers,
  now: Date = new Date(),
  // The server passes a cached lookup (platform/session-cache.ts); the checks below still run every time.
  lookup: (headers: Headers) => ReturnType<Deps['auth']['api']['getSession']> = (h) =>
    deps.auth.api.getSession({ headers: h }),
): Promise<Actor | null> {
  if (!headers.get('cookie')) return null;
  const result = await lookup(headers);
  if (!result) return null;
  const user = result.user as {
    membershipType?: string;
    membershipExpiresAt?: Date | string | null;
    banned?: boolean | null;
  };
  const expiresAt = user.membershipExpiresAt ? new Date(user.membershipExpiresAt) : null;
  const expired = membershipExpired(
    { membershipType: user.membershipType ?? 'gold', membershipExpiresAt: expiresAt },
    now,
  );
  const tooOld = now.getTime() - new Date(result.session.createdAt).getTime() > SESSION_MAX_AGE_MS;
  // Suspending deletes the sessions at once; a session that slipped past that (read from a cache) ends here.
  if (expired || tooOld || user.banned) {
    await deps.db.delete(sessions).where(eq(sessions.id, result.session.id));
    return null;
  }
  return {
    id: result.user.id,
    email: result.user.email,
    role: (result.user as { role?: string | null }).role ?? 'user',
    sessionId: result.session.id,
    emailVerified: (result.user as { emailVerified?: boolean }).emailVerified === true,
  };
}

type SameSite = 'strict' | 'lax' | 'none' | 'Strict' | 'Lax' | 'None';

/** Tell the browser to drop better-auth's cookies (after the sessions behind them were deleted). */
export async function expireSessionCookies(c: Context, deps: Pick<Deps, 'auth'>): Promise<void> {
  const { authCookies } = await deps.auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const a = cookie.attributes;
    deleteCookie(c, cookie.name, {
      path: a.path ?? '/',
      domain: a.domain,
      secure: a.secure,
      httpOnly: a.httpOnly,
      sameSite: a.sameSite as SameSite | undefined,
    });
  }
}
