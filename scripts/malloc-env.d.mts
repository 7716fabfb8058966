export declare const MALLOC_ENV: Record<
  'MALLOC_ARENA_MAX' | 'MALLOC_TRIM_THRESHOLD_' | 'MALLOC_MMAP_THRESHOLD_',
  string
>;
export declare const mallocEnv: (env?: NodeJS.ProcessEnv) => Record<string, string>;
