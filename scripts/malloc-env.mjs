// glibc's malloc settings of the server, as `npm start` (scripts/start.mjs), the container image (Dockerfile) and the
// benches run it. Plain JavaScript, so start.mjs runs it under node alone.
//
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (sharp's and PGlite's work, argon2) its own arena
//   and keeps what they freed: two arenas hold the same work in ~150 MiB less RSS (docs/performance.md, Memory).
// - MALLOC_TRIM_THRESHOLD_ and MALLOC_MMAP_THRESHOLD_ at glibc's own starting value (128 KiB): without them glibc
//   raises both each time a large block is freed (up to 32 MiB and 64 MiB), and from then on keeps that much freed
//   memory in the process instead of giving it back. Fixed, the server's RSS is ~14 MiB lower from start to after
//   load on PostgreSQL and on PGlite, for the same CPU per request (docs/performance.md, Memory, 2026-11-27).

/** The settings; the environment's own values win (`{ ...MALLOC_ENV, ...process.env }`). */
export const MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** The settings, each as the environment sets it or else ours: for a child process's environment. */
export const mallocEnv = (env = process.env) =>
  Object.fromEntries(Object.entries(MALLOC_ENV).map(([name, value]) => [name, env[name] ?? value]));
