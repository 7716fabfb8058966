import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateRule {
  /** Seconds without a request after which the count starts again. */
  window: number;
  max: number;
}

/**
 * Count one attempt against `key` in the shared rate_limits table (the one better-auth uses, so every
 * process sees the same counts and better-auth's pruning also clears these rows). Same rule as
 * better-auth's: the count restarts once a window has passed since the last allowed attempt. One statement, so concurrent attempts
 * cannot both slip under the limit.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        // While blocked the window is not pushed forward, so waiting it out always works.
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} or ${rateLimits.count} < ${rule.max} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.max;
}

/** As consumeRateLimit, answering 429 when the limit is reached. */
export async function enforceRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  if (!(await consumeRateLimit(db, key, rule))) throw new AppError('RATE_LIMITED');
}
