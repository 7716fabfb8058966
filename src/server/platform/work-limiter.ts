/**
 * At most `concurrency` tasks at once, at most `maxQueue` waiting; past that a task is refused at once
 * (WorkQueueFullError) instead of piling up buffered uploads in memory. Per process: each process guards
 * its own CPU and memory, so nothing here needs to be shared.
 *
 * Written here rather than taken from p-limit: p-limit queues without bound and cannot refuse.
 */
export class WorkQueueFullError extends Error {
  constructor() {
    super('work queue is full');
    this.name = 'WorkQueueFullError';
  }
}

export interface WorkLimits {
  concurrency: number;
  maxQueue: number;
}

export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createWorkLimiter({ concurrency, maxQueue }: WorkLimits): WorkLimiter {
  if (!(concurrency >= 1) || !(maxQueue >= 0)) throw new Error('concurrency >= 1 and maxQueue >= 0');
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next task, so `active` never dips and lets a newcomer jump the queue.
    if (next) next();
    else active--;
  };

  return {
    async run(task) {
      if (active < concurrency) {
        active++;
      } else {
        if (queue.length >= maxQueue) throw new WorkQueueFullError();
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
