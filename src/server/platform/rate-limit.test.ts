// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRateLimits } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { consumeRateLimit, enforceRateLimit } from './rate-limit';

const t = testServerForFile();

const start = 1_700_000_000_000;
let keys = 0;
const freshKey = () => `test:${++keys}`;

describe('consumeRateLimit', () => {
  it('allows `max` attempts per key in a window, then refuses with the seconds left', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 3 };
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await consumeRateLimit(t.db, key, rule, start + i * 1000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    // The window started with the first attempt; the fourth came 3 s later.
    expect(decisions[3]!.retryAfterSeconds).toBe(57);
    expect((await consumeRateLimit(t.db, `${key}:other`, rule, start + 3000)).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed, and refused attempts do not push it back', async () => {
    const key = freshKey();
    const rule = { window: 10, max: 1 };
    expect((await consumeRateLimit(t.db, key, rule, start)).allowed).toBe(true);
    expect((await consumeRateLimit(t.db, key, rule, start + 5_000)).allowed).toBe(false);
    expect((await consumeRateLimit(t.db, key, rule, start + 9_999)).allowed).toBe(false);
    const next = await consumeRateLimit(t.db, key, rule, start + 10_000);
    expect(next).toEqual({ allowed: true, retryAfterSeconds: 10 });
    const [row] = await t.db.select().from(appRateLimits).where(eq(appRateLimits.key, key));
    expect(row).toEqual({ key, windowStart: start + 10_000, count: 1 });
  });

  it('lets exactly `max` of many simultaneous attempts through', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 5 };
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(t.db, key, rule, start)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('never promises a wait longer than the window, even when another clock ran ahead', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 1 };
    await consumeRateLimit(t.db, key, rule, start + 30_000);
    expect(await consumeRateLimit(t.db, key, rule, start)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('enforceRateLimit answers RATE_LIMITED once the limit is reached', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 1 };
    await enforceRateLimit(t.db, key, rule, start);
    await expect(enforceRateLimit(t.db, key, rule, start + 1)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
