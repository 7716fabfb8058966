import type { RateRule } from '../platform/rate-limit';

/**
 * better-auth's own limits on its endpoints, per client address. better-auth counts them in its
 * `rate_limits` table with a rolling window: the count starts again only once `window` seconds have passed
 * since the last allowed request. App limits (uploads, password changes) use platform/rate-limit.ts.
 * The browser journeys read these numbers too (e2e/support/rate-limits.ts).
 */
export const AUTH_RATE_LIMIT: RateRule = { window: 60, max: 100 };

export const AUTH_ENDPOINT_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
} as const satisfies Record<string, RateRule>;

/**
 * better-auth's rateLimit settings. `factor` raises every limit for the browser journeys, whose parallel
 * workers all come from 127.0.0.1; config.ts accepts a factor other than 1 only when NODE_ENV=test.
 */
export function authRateLimitSettings(factor = 1) {
  const scale = (rule: RateRule): RateRule => ({ window: rule.window, max: rule.max * factor });
  return {
    ...scale(AUTH_RATE_LIMIT),
    customRules: Object.fromEntries(
      Object.entries(AUTH_ENDPOINT_RATE_LIMITS).map(([path, rule]) => [path, scale(rule)]),
    ),
  };
}

/**
 * Limits per target, on top of better-auth's per-address ones, so that many addresses cannot spray one account
 * or flood one inbox. Sign-in backs off in two steps: 10 attempts per quarter hour, then 50 per day. A person who
 * has forgotten their password still has the reset link (its own limit: 3 mails an hour to one address).
 */
export const ACCOUNT_RATE_LIMITS = {
  signIn: [
    { name: 'quarter-hour', rule: { window: 15 * 60, max: 10 } },
    { name: 'day', rule: { window: 24 * 60 * 60, max: 50 } },
  ],
  resetRequest: [{ name: 'hour', rule: { window: 60 * 60, max: 3 } }],
} as const satisfies Record<string, ReadonlyArray<{ name: string; rule: RateRule }>>;
