interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task: the code after `await nextTask()` runs as a task of its own, so the browser may paint
 * and answer a tap in between, and two pieces of work are two shorter tasks instead of one long one (what
 * Lighthouse's Total Blocking Time counts, decision 0064). `scheduler.yield()` where the browser has it (the rest
 * runs before other queued work), a message to itself otherwise (a timer may be held back longer).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
