// @module-tag pglite
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compilePgliteOptimizedOnly } from './pglite-compile';

describe('how the server has V8 compile PGlite', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on PGlite, compiles its WebAssembly with the optimizing compiler alone (no baseline copy kept)', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    expect(compilePgliteOptimizedOnly(true)).toBe(true);
    expect(setFlags).toHaveBeenCalledExactlyOnceWith('--no-liftoff');
  });

  it('on PostgreSQL, leaves V8 as it is (no WebAssembly to compile)', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    expect(compilePgliteOptimizedOnly(false)).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
  });
});
