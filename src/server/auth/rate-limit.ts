import type { RateRule } from '../platform/rate-limit';

/**
 * better-auth's own limits on its endpoints, per client address (an IPv6 client by its /64). better-auth counts
 * them in its `rate_limits` table with a rolling window: the count starts again only once `window` seconds have
 * passed since the last allowed request. App limits (uploads, password changes) use platform/rate-limit.ts.
 */
export const AUTH_RATE_LIMIT: RateRule = { window: 60, max: 100 };

export const AUTH_ENDPOINT_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
} as const satisfies Record<string, RateRule>;

/** better-auth groups IPv6 clients by this prefix, as the limits per account below do. */
export const IPV6_NETWORK_PREFIX = 64;

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
 * Limits per target address, on top of better-auth's per-client ones (auth/account-limits.ts):
 * - `pair`: per (address, client network). What one network may try against one account; it never holds the
 *   account for anyone else.
 * - `account`: per address, from anywhere, in a day. Past it the account is under attack, and:
 * - `busyPair`: each network's allowance for that account drops to this. The account is slowed, never locked:
 *   the member, from a network of their own, still gets in (or gets their reset mail).
 *
 * Sign-in counts wrong passwords only (a right one forgets its network's count); reset requests count every
 * request, since each may send a mail. A password reset, and `npm run admin`, forget the account's counts.
 */
export interface TargetLimits {
  pair: RateRule;
  account: RateRule;
  busyPair: RateRule;
}

export const ACCOUNT_RATE_LIMITS = {
  signIn: {
    pair: { window: 15 * 60, max: 10 },
    account: { window: 24 * 60 * 60, max: 50 },
    busyPair: { window: 15 * 60, max: 3 },
  },
  resetRequest: {
    pair: { window: 60 * 60, max: 3 },
    account: { window: 24 * 60 * 60, max: 10 },
    busyPair: { window: 24 * 60 * 60, max: 1 },
  },
} as const satisfies Record<string, TargetLimits>;
