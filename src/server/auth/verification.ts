import { eq } from 'drizzle-orm';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { hasVerifiedEmail } from '../../shared/domains/viewer';
import { AppError, messages } from '../../shared/errors';
import type { Actor, Deps } from '../app-env';
import { users } from '../db/schema';
import { verificationMail } from '../platform/mail-templates';
import { enforceRateLimit, type RateRule } from '../platform/rate-limit';

/**
 * E-mail verification (decision 0031). better-auth signs the link's token (a JWT with the address and the member's
 * id) and checks it at its verify-email endpoint, which sets `emailVerified`; the app mails the link, gates what
 * waits for it, and offers the link again from the dashboard.
 */

/** How long a mailed link works. */
export const VERIFICATION_LINK_SECONDS = 3 * 24 * 60 * 60;

/** Sending the link again from the dashboard: 3 mails an hour per member. */
export const VERIFICATION_RESEND_LIMIT: RateRule = { window: 60 * 60, max: 3 };

/** The page of the site that confirms the address (it posts the token to POST /api/members/verify-email). */
export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** Mail `user` a link that confirms their address. */
export async function sendVerificationMail(
  deps: Pick<Deps, 'config' | 'mailer'> & { secret: string },
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = await createEmailVerificationToken(
    deps.secret,
    user.email,
    undefined,
    VERIFICATION_LINK_SECONDS,
    { userId: user.id },
  );
  const link = verificationLink(deps.config.publicUrl, token);
  await deps.mailer.send({ to: user.email, ...verificationMail({ name: user.name, link }) });
}

/** 403 EMAIL_NOT_VERIFIED for what waits for a verified address: attending, rating, chatting, uploading. */
export function requireVerifiedEmail(actor: Actor): void {
  if (!hasVerifiedEmail(actor)) throw new AppError('EMAIL_NOT_VERIFIED');
}

/**
 * The link was opened: better-auth checks the token (signature, expiry, the member it names) and marks the
 * address verified. A used link works again (nothing changes); a forged, expired or orphaned one is refused.
 */
export async function verifyEmailAddress(deps: Pick<Deps, 'auth'>, token: string): Promise<void> {
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (err) {
    // better-auth refuses a bad token with an APIError; a validly signed token of another shape fails its zod parse.
    if (isAPIError(err) || (err as { name?: unknown } | null)?.name === 'ZodError') {
      throw new AppError('VERIFICATION_LINK_INVALID');
    }
    throw err;
  }
}

/** The dashboard's "Resend verification email": 409 when already verified, 429 after 3 an hour. */
export async function resendVerificationMail(
  deps: Pick<Deps, 'auth' | 'db' | 'config' | 'mailer'>,
  actor: Actor,
): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError('NOT_FOUND', messages.settings.noUser);
  if (user.emailVerified) throw new AppError('CONFLICT', messages.verification.alreadyVerified);
  await enforceRateLimit(deps.db, `verification-mail:${actor.id}`, VERIFICATION_RESEND_LIMIT);
  await sendVerificationMail({ ...deps, secret: (await deps.auth.$context).secret }, user);
}
