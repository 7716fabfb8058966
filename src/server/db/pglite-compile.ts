import v8 from 'node:v8';

/**
 * How V8 compiles PGlite's Postgres (postgres.wasm, 9 MB) in the server: by its optimizing compiler alone.
 *
 * By default V8 first compiles every function with its baseline compiler (Liftoff) and then again, optimized, the
 * functions that run often; both sets of machine code and their compilation's leftovers stay in the process for its
 * whole life, about 50 MiB of its RSS. Compiled once, optimized, the server on PGlite holds that much less
 * (docs/performance.md, Memory, 2026-11-27 s42), for about 2 s more CPU when it opens the database (on the
 * compilation threads). The flag only changes how V8 compiles WebAssembly: the server's JavaScript and every
 * answer are the same. Short-lived processes (the first start's child, `npm run admin`, the tests) keep V8's
 * default, where a quick compile matters more than the memory.
 */
export const PGLITE_SERVER_V8_FLAGS = '--no-liftoff';

/** Set before the server opens PGlite (the flag applies to WebAssembly compiled from then on); true when set. */
export function compilePgliteOptimizedOnly(onPglite: boolean): boolean {
  if (!onPglite) return false;
  v8.setFlagsFromString(PGLITE_SERVER_V8_FLAGS);
  return true;
}
