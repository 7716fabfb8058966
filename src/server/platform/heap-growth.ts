import v8 from 'node:v8';

/**
 * How far V8 lets its old space grow past what survived the last full collection before it collects again: 30 %
 * instead of up to 300 % (V8's growing factor reaches 4 on a machine whose heap limit is large). Under the bench's
 * writes a server's old space otherwise grew from 22 MiB to 124-138 MiB of mostly garbage (objects of requests that
 * outlived two young collections) while 40-53 MiB was in use: RSS 238-252 MiB after the chat and form rows against
 * 147-148 MiB with it, for the same CPU per write (docs/performance.md, "Tenth session"). Set in the process, so
 * `npm start`, the container image, the benches and the fault tests all run with it; node's own
 * `--heap-growing-percent` on the command line or in NODE_OPTIONS wins.
 */
export const HEAP_GROWING_PERCENT = 30;

export function limitHeapGrowth(
  options: string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)],
): boolean {
  if (options.some((o) => /^--heap[-_]growing[-_]percent\b/.test(o))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
