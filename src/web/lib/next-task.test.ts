import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('goes on in a later task: the promises already settled run first, and a task queued before it', async () => {
    const order: string[] = [];
    const earlier = new MessageChannel();
    earlier.port1.onmessage = () => {
      order.push('task queued before');
      earlier.port1.close();
    };
    earlier.port2.postMessage(null);
    const after = nextTask().then(() => order.push('after nextTask'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('second microtask'));
    await after;
    expect(order).toEqual(['microtask', 'second microtask', 'task queued before', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
