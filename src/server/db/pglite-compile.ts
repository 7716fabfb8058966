import v8 from 'node:v8';

/**
 * How V8 compiles PGlite's Postgres (postgres.wasm, 9 MB) in the server: one optimizing compile at a time.
 *
 * V8 runs every function first as baseline code (Liftoff, compiled when first called) and recompiles the ones that
 * run often with its optimizing compiler (TurboFan) on background threads, by default as many at once as it has
 * threads. Each such compile of one of Postgres's large functions takes megabytes of short-lived memory from
 * glibc, which keeps most of it once it is freed (scattered among what stays): with compiles side by side the
 * server on PGlite held 25-40 MiB more after opening the database (docs/performance.md, Memory, 2026-11-28 s43).
 * One at a time, the same functions are optimized, later; the baseline code runs meanwhile, and nothing of the
 * start waits for them. The flag only changes how many WebAssembly compiles V8 runs at once: the server's
 * JavaScript and every answer are the same. Short-lived processes (the first start's child, `npm run admin`, the
 * tests) keep V8's default.
 */
export const PGLITE_SERVER_V8_FLAGS = '--wasm-num-compilation-tasks=1';

/** Set before the server opens PGlite (V8 reads it for each compile); true when set. */
export function compilePgliteOneAtATime(onPglite: boolean): boolean {
  if (!onPglite) return false;
  v8.setFlagsFromString(PGLITE_SERVER_V8_FLAGS);
  return true;
}
