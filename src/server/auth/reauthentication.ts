import { isAPIError } from 'better-auth/api';
import { AppError, messages } from '../../shared/errors';
import type { Actor, Deps } from '../app-env';
import { enforceRateLimit, refundRateLimit, type RateRule } from '../platform/rate-limit';

/**
 * Password checks of a signed-in member: changing the password, and the re-authentication that deleting the
 * account and an administrator's role changes and suspensions ask for (decision 0031). They share one budget per
 * member, the same as better-auth's own /change-password: 10 attempts a minute.
 */
export const PASSWORD_CHECK_LIMIT: RateRule = { window: 60, max: 10 };

export const passwordCheckKey = (actorId: string) => `member-password:${actorId}`;

/**
 * The acting member typed their own password again. better-auth checks it (`verifyPassword`: the session's
 * member, read fresh, against the stored hash); a wrong one is 422 on the `password` field, and nothing else
 * happens. Wrong passwords count against PASSWORD_CHECK_LIMIT (429 past it, before the password is looked at);
 * a right one gives its attempt back, so an administrator at work is never held up.
 */
export async function confirmPassword(
  deps: Pick<Deps, 'db' | 'auth'>,
  actor: Actor,
  password: string,
  headers: Headers,
): Promise<void> {
  const key = passwordCheckKey(actor.id);
  await enforceRateLimit(deps.db, key, PASSWORD_CHECK_LIMIT);
  try {
    await deps.auth.api.verifyPassword({ headers, body: { password } });
    await refundRateLimit(deps.db, [key]);
  } catch (err) {
    if (!isAPIError(err)) throw err;
    // The session ended between the route's check and this one (signed out elsewhere, suspended).
    if (err.statusCode === 401) throw new AppError('UNAUTHENTICATED');
    const message = messages.reauth.incorrect;
    throw new AppError('VALIDATION', message, { password: message });
  }
}
