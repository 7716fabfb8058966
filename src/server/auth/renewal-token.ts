import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import { keyPerConfig } from '../platform/config-keys';
import { linkKey } from '../secret';

/*
 * The renewal token (decision 0044). Sign-in refuses a member whose Gold membership has ended, after their
 * password was checked; the refusal carries this token so the page can offer "Renew membership" without a
 * session. It names the member and the expiry that was refused, lasts RENEWAL_TOKEN_SECONDS, and can do one
 * thing only: renew that membership from that expiry (once renewed, the expiry differs and the token renews
 * nothing more). It signs nobody in: the page signs in again with the password the member just typed.
 */

export const RENEWAL_TOKEN_SECONDS = 15 * 60;
const PURPOSE = 'membership-renewal';

const keyOf = keyPerConfig((config) => linkKey(config, PURPOSE));

export interface RenewalClaim {
  userId: string;
  /** The membership's end when sign-in refused the member. */
  expiresAt: Date;
}

export async function issueRenewalToken(
  config: Config,
  claim: RenewalClaim,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ purpose: PURPOSE, membershipExpiresAt: claim.expiresAt.toISOString() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claim.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RENEWAL_TOKEN_SECONDS)
    .sign(keyOf(config));
}

/** The claim of a token this server signed for renewal and that has not run out; null for anything else. */
export async function readRenewalToken(
  config: Config,
  token: string,
  now = new Date(),
): Promise<RenewalClaim | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const expiresAt =
      typeof payload.membershipExpiresAt === 'string' ? new Date(payload.membershipExpiresAt) : null;
    if (payload.purpose !== PURPOSE || !payload.sub || !expiresAt || Number.isNaN(expiresAt.getTime()))
      return null;
    return { userId: payload.sub, expiresAt };
  } catch {
    return null;
  }
}
