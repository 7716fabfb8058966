// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRateLimits } from '../db/schema';
import { testServerForFile } from '../test/harness';
import {
  RATE_LIMIT_PRUNE,
  clearRateLimits,
  consumeRateLimit,
  enforceRateLimit,
  peekRateLimit,
  pruneExpiredRateLimits,
  refundRateLimit,
} from './rate-limit';

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
    expect(row).toEqual({ key, windowStart: start + 10_000, count: 1, expiresAt: start + 20_000 });
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

  it('takes back, reads and forgets counts: refunds never go below zero', async () => {
    const key = freshKey();
    const rule = { window: 60, max: 2 };
    await consumeRateLimit(t.db, key, rule, start);
    await consumeRateLimit(t.db, key, rule, start);
    expect(await peekRateLimit(t.db, key, start)).toBe(2);
    await refundRateLimit(t.db, [key]);
    await refundRateLimit(t.db, [key]);
    await refundRateLimit(t.db, [key]);
    expect(await peekRateLimit(t.db, key, start)).toBe(0);
    // A count past its window is no count.
    await consumeRateLimit(t.db, key, rule, start);
    expect(await peekRateLimit(t.db, key, start + 60_000)).toBe(0);
    await consumeRateLimit(t.db, `${key}:a`, rule, start);
    await consumeRateLimit(t.db, `${key}:b`, rule, start);
    await clearRateLimits(t.db, { keys: [key], prefixes: [`${key}:`] });
    for (const k of [key, `${key}:a`, `${key}:b`]) expect(await peekRateLimit(t.db, k, start)).toBe(0);
  });
});

describe('pruning', () => {
  // Far ahead of every other test's clock, so this file's other rows are all past their windows by then.
  const later = 4_000_000_000_000;

  it('deletes rows whose window has passed, and keeps the rest', async () => {
    const done = freshKey();
    const running = freshKey();
    await consumeRateLimit(t.db, done, { window: 60, max: 5 }, later);
    await consumeRateLimit(t.db, running, { window: 3600, max: 5 }, later);
    expect(await pruneExpiredRateLimits(t.db, later + 60_000)).toBeGreaterThanOrEqual(1);
    const keys = (await t.db.select({ key: appRateLimits.key }).from(appRateLimits)).map((r) => r.key);
    expect(keys).not.toContain(done);
    expect(keys).toContain(running);
  });

  it('happens on the back of counted attempts, at most every ten minutes per process', async () => {
    const old = freshKey();
    await consumeRateLimit(t.db, old, { window: 60, max: 5 }, later + 1_000_000);
    // An attempt a day later, on another key: the old row's window is long past, and it goes.
    await consumeRateLimit(t.db, freshKey(), { window: 60, max: 5 }, later + 1_000_000 + 86_400_000);
    const [row] = await t.db.select().from(appRateLimits).where(eq(appRateLimits.key, old));
    expect(row).toBeUndefined();
    expect(RATE_LIMIT_PRUNE.everyMs).toBe(10 * 60 * 1000);
  });
});
