/**
 * Vitest's module cache on disk, for the passes of one `npm test` run: scripts/test.mjs makes a folder for its run
 * (VITEST_MODULE_CACHE) and removes it at the end. `npm test` runs Vitest three or four times (PGlite, PostgreSQL,
 * the fault tests), and each pass compiled the same TypeScript again; now the first pass keeps what it compiled and
 * the next ones read it (docs/decisions/0059-ci-cpu-round.md). Outside `npm test` nothing is kept: a run never
 * reads a compilation an earlier run left (the cache's key does not cover every plugin option).
 * JavaScript, as e2e/server.mjs: Vite's config loader reads an import with its file extension.
 */
export function moduleCache() {
  const dir = process.env.VITEST_MODULE_CACHE;
  return dir ? { experimental: { fsModuleCache: true, fsModuleCachePath: dir } } : {};
}
