import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP } from '../../shared/constants';
import { errorCatalogue } from '../../shared/errors';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { scrubLogValue, type Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import { passwordResetMail } from '../platform/mail-templates';
import { trustedOrigins } from '../platform/request-guards';
import { requestHooks } from './auth-hooks';
import { AUTH_BASE_PATH } from './auth-routes';
import { passwordHasher } from './passwords';
import { authRateLimitSettings, IPV6_NETWORK_PREFIX } from './rate-limit';
import { createAccountLimits } from './account-limits';
import { sendVerificationMail, VERIFICATION_LINK_SECONDS } from './verification';
import { issueRenewalToken } from './renewal-token';

import { CLIENT_IP_HEADER, deleteResetTokens } from './reset-tokens';

export { CLIENT_IP_HEADER, deleteResetTokens };

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
    hooks: requestHooks({ config, db, logger, mailer, secret, accountLimits }),
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
              const claim = { userId: session.userId, expiresAt: new Date(user.membershipExpiresAt!) };
              throw new APIError('FORBIDDEN', {
                message: errorCatalogue.MEMBERSHIP_EXPIRED.message,
                code: 'MEMBERSHIP_EXPIRED',
                // The password was right: the page may offer to renew (auth/renewal-token.ts, decision 0044).
                renewalToken: await issueRenewalToken(config, claim),
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
