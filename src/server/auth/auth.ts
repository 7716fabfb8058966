import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { and, eq, like, ne } from 'drizzle-orm';
import { MEMBERSHIP } from '../../shared/constants';
import { errorCatalogue, messages } from '../../shared/errors';
import { signupSchema } from '../../shared/schemas/account';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { scrubLogValue, type Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import { passwordResetMail } from '../platform/mail-templates';
import { trustedOrigins } from '../platform/request-guards';
import { AUTH_BASE_PATH, AUTH_ROUTE_PATHS } from './auth-routes';
import { isCommonPassword } from './common-passwords';
import { passwordHasher } from './passwords';
import { authRateLimitSettings, IPV6_NETWORK_PREFIX } from './rate-limit';
import { createAccountLimits, normalizeTarget, type Reservation } from './account-limits';
import { sendVerificationMail, VERIFICATION_LINK_SECONDS } from './verification';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../platform/control-characters';

/** Header the app sets from the socket address; clients cannot supply it (it is overwritten). */
export const CLIENT_IP_HEADER = 'x-fete-client-ip';

/** better-auth endpoints that set a new password from `newPassword`. */
const PASSWORD_SETTERS = new Set(['/reset-password', '/change-password']);

/** better-auth keeps a reset link's token as a verification row `reset-password:<token>` → user id. */
const RESET_TOKEN_PREFIX = 'reset-password:';

/** Delete the member's password-reset tokens (all of them, or all but `keep`). */
export async function deleteResetTokens(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`),
        keep ? ne(verifications.identifier, `${RESET_TOKEN_PREFIX}${keep}`) : undefined,
      ),
    );
}

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  secret: string;
}

export function membershipExpired(
  user: { membershipType: string; membershipExpiresAt: Date | null },
  now: Date = new Date(),
) {
  return user.membershipType === 'gold' && !!user.membershipExpiresAt && user.membershipExpiresAt < now;
}

export function createAuth({ config, db, logger, mailer, secret }: AuthDeps) {
  const accountLimits = createAccountLimits({ db, secret, factor: config.authRateLimitFactor });
  /** Sign-in attempts counted before better-auth checks the password, settled once it has answered. */
  const signInsUnderWay = new WeakMap<Request, Reservation>();
  const clientIp = (request: Request | undefined) => request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';

  return betterAuth({
    appName: 'Fete',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      // Sign-up writes the member and their password (the credential account) in one transaction: a process
      // killed between the two left a member who could never sign in (test/faults/kill.test.ts found one).
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    logger: {
      // What better-auth passes beside its message (an error, the address it was about) is scrubbed like the
      // message: the redact paths do not reach into a free-form field.
      log: (level, message, ...args) => {
        logger[level]({ args: args.length ? args.map(scrubLogValue) : undefined }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: passwordHasher(config.passwordHashCost),
      // The member proved they own the address: whatever holds someone put on it is lifted.
      onPasswordReset: async ({ user }) => {
        await accountLimits.clear(user.email);
      },
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works: an older one found in a mailbox later is dead.
        await deleteResetTokens(db, user.id, token);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...passwordResetMail({ name: user.name, link }) });
      },
    },
    // Verification by a mailed link (auth/verification.ts). Signing in stays immediate (no
    // requireEmailVerification): browsing needs no verified address, attending and the like do.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user }) => {
        await sendVerificationMail({ config, mailer, secret }, user);
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        territory: { type: 'string', required: true, input: true },
        locality: { type: 'string', required: true, input: true },
        membershipType: { type: 'string', required: false, input: false, defaultValue: 'gold' },
        membershipExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...authRateLimitSettings(config.authRateLimitFactor),
    },
    advanced: {
      // better-auth skips its origin and redirect checks under a test runner; tests must see production.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: IPV6_NETWORK_PREFIX },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: errorCatalogue.ACCOUNT_SUSPENDED.message,
      }),
    ],
    hooks: {
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
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              // The picture comes later from an avatar upload (PUT /api/members/me/avatar), never as a URL.
              image: null,
              membershipType: 'gold',
              membershipExpiresAt: new Date(Date.now() + MEMBERSHIP.goldDays * 24 * 60 * 60 * 1000),
            },
          }),
        },
      },
      session: {
        create: {
          // Runs after the password was verified: a suspended account or an expired Gold membership gets no
          // session.
          before: async (session, ctx) => {
            // Inside better-auth's own transaction (sign-up's automatic sign-in) the member is read through it:
            // the row is not committed yet, and on PGlite a read beside the transaction would wait for it.
            const user = ctx
              ? ((await ctx.context.internalAdapter.findUserById(session.userId)) as {
                  membershipType: string;
                  membershipExpiresAt: Date | null;
                  banned: boolean | null;
                } | null)
              : (
                  await db
                    .select({
                      membershipType: users.membershipType,
                      membershipExpiresAt: users.membershipExpiresAt,
                      banned: users.banned,
                    })
                    .from(users)
                    .where(eq(users.id, session.userId))
                )[0];
            if (user?.banned) {
              throw new APIError('FORBIDDEN', {
                message: errorCatalogue.ACCOUNT_SUSPENDED.message,
                code: 'ACCOUNT_SUSPENDED',
              });
            }
            if (user && membershipExpired(user)) {
              throw new APIError('FORBIDDEN', {
                message: errorCatalogue.MEMBERSHIP_EXPIRED.message,
                code: 'MEMBERSHIP_EXPIRED',
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
