// @module-tag pglite
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { CountCoalescer } from './coalesce';

/**
 * A like-count storm while the database is slow: the publications of one event's count must stay one at a
 * time, however many changes arrive while one is under way (each waiting publication holds a connection of
 * the pool that chat needs too).
 */
describe('CountCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one publication at a time, with at most one waiting, when publishing takes longer than the interval', async () => {
    const counts = new CountCoalescer(100, createLogger('silent'));
    let running = 0;
    let most = 0;
    let started = 0;
    const finishers: (() => void)[] = [];
    const publish = () => {
      started++;
      most = Math.max(most, ++running);
      return new Promise<void>((resolve) => finishers.push(() => resolve(void running--)));
    };
    void counts.soon('event-likes:1', publish);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(1);
    // Changes for five intervals while the first publication is still under way.
    for (let i = 0; i < 50; i++) {
      await vi.advanceTimersByTimeAsync(10);
      void counts.soon('event-likes:1', publish);
    }
    expect(most).toBe(1);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // The changes made meanwhile share one publication, started after the first ended.
    expect(started).toBe(2);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    expect(most).toBe(1);
  });
});
