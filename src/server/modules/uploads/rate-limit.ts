import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export const UPLOAD_RATE_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one upload attempt for a member in a fixed window, in the shared rate_limits table so every
 * process behind the load balancer sees the same count. better-auth owns the other keys of that table;
 * for `upload:` keys, last_request holds the start of the current window.
 * One upsert: two concurrent attempts cannot both read a stale count.
 */
export async function consumeUploadAttempt(
  db: Db,
  memberId: string,
  { max, windowMs }: { max: number; windowMs: number } = UPLOAD_RATE_LIMIT,
  now = Date.now(),
): Promise<RateDecision> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: `upload:${memberId}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const windowStart = Number(row!.windowStart);
  return {
    allowed: row!.count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}
