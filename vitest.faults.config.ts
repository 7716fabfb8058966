import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults` (issue #13, docs/operations.md): the real server as child processes under load while
 * it is killed, its database restarts, it shuts down, or a second process shares its PostgreSQL. One file at a
 * time: they measure timings and load the machine's two cores themselves.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/faults/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
