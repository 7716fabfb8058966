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
