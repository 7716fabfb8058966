import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { APIError } from 'better-auth/api';
import { errorCatalogue } from '../../shared/errors';
import type { Db } from '../db/client';
import {
  clearRateLimits,
  consumeRateLimit,
  peekRateLimit,
  refundRateLimit,
  type RateRule,
} from '../platform/rate-limit';
import { ACCOUNT_RATE_LIMITS, IPV6_NETWORK_PREFIX, type TargetLimits } from './rate-limit';

/** What is limited per target address: sign-in attempts and reset requests (auth/rate-limit.ts). */
export type LimitedAction = 'sign-in' | 'reset';

const RULES: Record<LimitedAction, TargetLimits> = {
  'sign-in': ACCOUNT_RATE_LIMITS.signIn,
  reset: ACCOUNT_RATE_LIMITS.resetRequest,
};

/** One attempt counted before better-auth answers it; `settle` says what it turned out to be. */
export interface Reservation {
  action: LimitedAction;
  keys: { account: string; pair: string; busy: string };
  busyCounted: boolean;
}

/**
 * The client's network: an IPv4 address as it is (an IPv4-mapped IPv6 one as IPv4), an IPv6 address by its
 * /64, which one subscriber usually holds whole. Anything else (no socket address) as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) return address.slice(7);
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const kept = groups.slice(0, IPV6_NETWORK_PREFIX / 16).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${kept.join(':')}::/${IPV6_NETWORK_PREFIX}`;
}

/** The normalised target address, as sign-in and reset compare it. */
export const normalizeTarget = (email: string) => email.trim().toLowerCase();

/**
 * Keys of one target's counters. Addresses and networks are kept as keyed digests (HMAC with the auth secret):
 * the table never holds an address in clear, and without the secret a guessed address cannot be confirmed.
 * Hex digests, so a key prefix never holds a LIKE wildcard.
 */
function keyMaker(secret: string) {
  const digest = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}\u0000${value}`).digest('hex').slice(0, 32);
  const address = (email: string) => digest('address', normalizeTarget(email));
  return {
    keys(action: LimitedAction, email: string, ip: string) {
      const a = address(email);
      const n = digest('network', clientNetwork(ip));
      return { account: `${action}:a:${a}`, pair: `${action}:p:${a}:${n}`, busy: `${action}:b:${a}:${n}` };
    },
    /** Every counter of the address, for every action and network. */
    prefixes(email: string) {
      const a = address(email);
      return (['sign-in', 'reset'] as const).flatMap((action) =>
        ['a', 'p', 'b'].map((kind) => `${action}:${kind}:${a}`),
      );
    },
  };
}

function tooMany(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: errorCatalogue.RATE_LIMITED.message, code: 'RATE_LIMITED' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** Forget every count of `email` (a password reset, `npm run admin`). */
export async function clearAccountLimits(db: Db, secret: string, email: string): Promise<void> {
  await clearRateLimits(db, { prefixes: keyMaker(secret).prefixes(email) });
}

/**
 * The limits per target address (auth/rate-limit.ts explains the rules). `factor` raises them for the browser
 * journeys, like better-auth's own (config.ts allows it under NODE_ENV=test only).
 */
export function createAccountLimits({ db, secret, factor = 1 }: { db: Db; secret: string; factor?: number }) {
  const maker = keyMaker(secret);
  const scale = (rule: RateRule): RateRule => ({ window: rule.window, max: rule.max * factor });

  return {
    /**
     * Counts an attempt on `email` from `ip` against its network's allowance, a smaller one while the address
     * is under attack; 429 with Retry-After when it is used up. A reset request also counts towards the
     * address's day (each may send a mail); a sign-in only once `settle` says it failed.
     */
    async reserve(action: LimitedAction, email: string, ip: string): Promise<Reservation> {
      const rules = RULES[action];
      const keys = maker.keys(action, email, ip);
      const account = scale(rules.account);
      const busy = (await peekRateLimit(db, keys.account)) >= account.max;
      const pair = await consumeRateLimit(db, keys.pair, scale(rules.pair));
      if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);
      if (busy) {
        const slowed = await consumeRateLimit(db, keys.busy, scale(rules.busyPair));
        if (!slowed.allowed) throw tooMany(slowed.retryAfterSeconds);
      }
      if (action === 'reset') await consumeRateLimit(db, keys.account, account);
      return { action, keys, busyCounted: busy };
    },

    /**
     * What a counted sign-in turned out to be. A wrong password counts towards the address's day; the right
     * one forgets its network's counts (earlier misses were the member's own typos); anything else (a
     * suspended account, a fault) is not what the limit counts and is taken back.
     */
    async settle(reservation: Reservation, outcome: 'wrong-password' | 'signed-in' | 'other'): Promise<void> {
      const { keys } = reservation;
      if (outcome === 'wrong-password') {
        await consumeRateLimit(db, keys.account, scale(RULES[reservation.action].account));
      } else if (outcome === 'signed-in') {
        await clearRateLimits(db, { keys: [keys.pair, keys.busy] });
      } else {
        await refundRateLimit(db, reservation.busyCounted ? [keys.pair, keys.busy] : [keys.pair]);
      }
    },

    clear: (email: string) => clearAccountLimits(db, secret, email),
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
