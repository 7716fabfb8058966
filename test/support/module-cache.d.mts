/** Types of test/support/module-cache.mjs (plain JavaScript: the Vitest configs import it with its extension). */
export declare function moduleCache():
  { experimental: { fsModuleCache: boolean; fsModuleCachePath: string } } | Record<string, never>;
