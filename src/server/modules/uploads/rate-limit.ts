import type { Db } from '../../db/client';
import { consumeRateLimit, type RateDecision, type RateRule } from '../../platform/rate-limit';

export type { RateDecision };

/** 60 uploads per member in 10 minutes: re-encoding images is the expensive part of the site. */
export const UPLOAD_RATE_LIMIT: RateRule = { window: 10 * 60, max: 60 };

export const uploadRateKey = (memberId: string) => `upload:${memberId}`;

/** Counts one upload attempt for a member against the app's shared limit (see platform/rate-limit.ts). */
export function consumeUploadAttempt(
  db: Db,
  memberId: string,
  rule: RateRule = UPLOAD_RATE_LIMIT,
  now = Date.now(),
): Promise<RateDecision> {
  return consumeRateLimit(db, uploadRateKey(memberId), rule, now);
}
