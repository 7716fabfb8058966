// @module-tag pglite
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_ENV, mallocEnv } from '../../scripts/malloc-env.mjs';

/**
 * glibc's malloc settings (issue #25, goal 6): without fixed trim and mmap thresholds glibc raises both as large
 * blocks are freed and keeps that much freed memory; the server runs with them wherever it runs.
 */
describe('the malloc settings the server runs with', () => {
  it('fix the trim and mmap thresholds at 128 KiB beside two arenas', () => {
    expect(MALLOC_ENV).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
  });

  it("leave the environment's own values in place", () => {
    expect(mallocEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ ...MALLOC_ENV, MALLOC_ARENA_MAX: '4' });
  });

  it('are the container image’s too', () => {
    const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
    for (const [name, value] of Object.entries(MALLOC_ENV))
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
  });

  it('are what `npm start` gives the server unless the environment sets them', () => {
    const start = fs.readFileSync('scripts/start.mjs', 'utf8');
    expect(start).toContain('{ ...MALLOC_ENV, ...process.env }');
  });
});
