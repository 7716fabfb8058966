import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { Actor, Deps } from '../app-env';

/** Who is asking, from the session cookie; null for visitors. */
export async function resolveActor(deps: Pick<Deps, 'auth'>, headers: Headers): Promise<Actor | null> {
  if (!headers.get('cookie')) return null;
  const result = await deps.auth.api.getSession({ headers });
  if (!result) return null;
  return {
    id: result.user.id,
    email: result.user.email,
    role: (result.user as { role?: string | null }).role ?? 'user',
    sessionId: result.session.id,
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
