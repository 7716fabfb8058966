import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { errorCatalogue, messages } from '../../shared/errors';
import { signupSchema } from '../../shared/schemas/account';
import { verifications } from '../db/schema';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../platform/control-characters';
import { normalizeTarget, type AccountLimits, type Reservation } from './account-limits';
import { AUTH_ROUTE_PATHS } from './auth-routes';
import type { AuthDeps } from './auth';
import { CLIENT_IP_HEADER, deleteResetTokens, RESET_TOKEN_PREFIX } from './reset-tokens';
import { isCommonPassword } from './common-passwords';
import { sendVerificationMail } from './verification';

/** better-auth endpoints that set a new password from `newPassword`. */
const PASSWORD_SETTERS = new Set(['/reset-password', '/change-password']);

/**
 * What runs around every better-auth endpoint (auth.ts): before, only the product's endpoints answer over HTTP,
 * control characters and the most used passwords are refused, a reset kills the member's other links, the
 * per-account limits count, and sign-up's fields follow the wizard's rules; after, a sign-up through the site
 * gets its verification link and a sign-in settles its count.
 */
export function requestHooks({
  config,
  db,
  logger,
  mailer,
  secret,
  accountLimits,
}: AuthDeps & { accountLimits: AccountLimits }) {
  /** Sign-in attempts counted before better-auth checks the password, settled once it has answered. */
  const signInsUnderWay = new WeakMap<Request, Reservation>();
  const clientIp = (request: Request | undefined) => request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';

  return {
    before: createAuthMiddleware(async (ctx) => {
      // Only the endpoints the product uses answer over HTTP; server code may still call the rest.
      if (ctx.request && !AUTH_ROUTE_PATHS.has(ctx.path)) {
        throw new APIError('NOT_FOUND', { message: errorCatalogue.NOT_FOUND.message, code: 'NOT_FOUND' });
      }
      // The same refusal as every route of ours (platform/http.ts): no control characters in any field.
      if (ctx.request && findControlCharacter(ctx.body) !== undefined) {
        throw new APIError('UNPROCESSABLE_ENTITY', {
          message: CONTROL_CHARACTER_MESSAGE,
          code: 'VALIDATION',
        });
      }
      // Sign-up, reset and change (the settings page calls it through auth.api) refuse the most used
      // passwords; the length rules stay better-auth's and the wizard's.
      const chosen: unknown =
        ctx.path === '/sign-up/email'
          ? ctx.body?.password
          : PASSWORD_SETTERS.has(ctx.path)
            ? ctx.body?.newPassword
            : undefined;
      if (typeof chosen === 'string' && isCommonPassword(chosen)) {
        throw new APIError('UNPROCESSABLE_ENTITY', {
          message: messages.signup.passwordTooCommon,
          code: 'PASSWORD_TOO_COMMON',
        });
      }
      if (ctx.path === '/reset-password' && typeof ctx.body?.token === 'string') {
        // The member is setting a new password: every other link mailed to them dies with this one.
        const [row] = await db
          .select({ userId: verifications.value })
          .from(verifications)
          .where(eq(verifications.identifier, `${RESET_TOKEN_PREFIX}${ctx.body.token}`));
        if (row) await deleteResetTokens(db, row.userId, ctx.body.token);
      }
      // Limits per target address (auth/rate-limit.ts), for clients over HTTP; server code is not limited.
      const target = typeof ctx.body?.email === 'string' ? normalizeTarget(ctx.body.email) : '';
      if (ctx.request && ctx.path === '/sign-in/email' && target) {
        // Counted now, so parallel guesses cannot all slip past; settled by the after hook.
        const reservation = await accountLimits.reserve('sign-in', target, clientIp(ctx.request));
        signInsUnderWay.set(ctx.request, reservation);
      }
      if (ctx.request && ctx.path === '/request-password-reset' && target) {
        await accountLimits.reserve('reset', target, clientIp(ctx.request));
      }
      if (ctx.path === '/request-password-reset') {
        const email: unknown = ctx.body?.email;
        if (typeof email !== 'string' || !email.trim()) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            message: messages.signin.resetEmailRequired,
            code: 'VALIDATION',
          });
        }
        return { context: { body: { ...ctx.body, email: email.trim() } } };
      }
      if (ctx.path !== '/sign-up/email') return;
      // The wizard's rules are enforced here too, with the same words.
      const parsed = signupSchema.safeParse(ctx.body);
      if (!parsed.success) {
        throw new APIError('UNPROCESSABLE_ENTITY', {
          message: parsed.error.issues[0]?.message ?? messages.signup.failed,
          code: 'VALIDATION',
        });
      }
      const { firstName, lastName, territory, locality, email } = parsed.data;
      return {
        context: {
          body: {
            ...ctx.body,
            email,
            firstName,
            lastName,
            territory,
            locality,
            name: `${firstName} ${lastName}`,
          },
        },
      };
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/sign-up/email' && ctx.request) {
        // A sign-up through the site gets its link at once. Accounts made by server code (the administrator,
        // the demo seed, tests' members) are verified by whoever makes them, and get no mail.
        const returned = ctx.context.returned as { user?: { id: string; email: string; name: string } };
        if (isAPIError(returned) || !returned?.user) return;
        await sendVerificationMail({ config, mailer, secret }, returned.user).catch((err: unknown) =>
          // The account exists and is signed in; the dashboard offers the link again.
          logger.error({ err }, 'verification mail not sent'),
        );
        return;
      }
      const reservation = ctx.request && signInsUnderWay.get(ctx.request);
      if (!reservation) return;
      signInsUnderWay.delete(ctx.request!);
      const returned: unknown = ctx.context.returned;
      await accountLimits.settle(
        reservation,
        !isAPIError(returned) ? 'signed-in' : returned.statusCode === 401 ? 'wrong-password' : 'other',
      );
    }),
  };
}
