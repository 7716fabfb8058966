// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { WorkQueueFullError, createWorkLimiter } from './work-limiter';

/** A task that stays running until released, recording the peak number running at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const task = () => {
    running++;
    peak = Math.max(peak, running);
    return new Promise<void>((resolve) =>
      releases.push(() => {
        running--;
        resolve();
      }),
    );
  };
  const settle = () => new Promise((r) => setImmediate(r));
  return { task, releases, settle, peak: () => peak };
}

describe('createWorkLimiter', () => {
  it('runs at most `concurrency` tasks and starts the waiting ones in order', async () => {
    const limiter = createWorkLimiter({ concurrency: 2, maxQueue: 10 });
    const g = gate();
    const order: number[] = [];
    const all = [0, 1, 2, 3, 4].map((i) =>
      limiter.run(async () => {
        order.push(i);
        await g.task();
      }),
    );
    await g.settle();
    expect([limiter.active, limiter.waiting]).toEqual([2, 3]);
    while (g.releases.length) {
      g.releases.shift()!();
      await g.settle();
    }
    await Promise.all(all);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(g.peak()).toBe(2);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('refuses a task once the queue is full, and accepts again when there is room', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxQueue: 1 });
    const g = gate();
    const first = limiter.run(g.task);
    const second = limiter.run(g.task);
    await expect(limiter.run(g.task)).rejects.toBeInstanceOf(WorkQueueFullError);
    await g.settle();
    g.releases.shift()!();
    await first;
    const third = limiter.run(g.task);
    await g.settle();
    g.releases.shift()!();
    await g.settle();
    g.releases.shift()!();
    await Promise.all([second, third]);
    expect(g.peak()).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxQueue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
    expect(limiter.active).toBe(0);
  });
});
