// @module-tag pglite
import { spawnSync } from 'node:child_process';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compilePgliteOneAtATime, PGLITE_SERVER_V8_FLAGS } from './pglite-compile';

describe('how the server has V8 compile PGlite', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on PGlite, has V8 run one optimizing compile of its WebAssembly at a time', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    expect(compilePgliteOneAtATime(true)).toBe(true);
    expect(setFlags).toHaveBeenCalledExactlyOnceWith('--wasm-num-compilation-tasks=1');
  });

  it('on PostgreSQL, leaves V8 as it is (no WebAssembly to compile)', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => {});
    expect(compilePgliteOneAtATime(false)).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('names a flag this Node.js knows (V8 ignores one it does not)', () => {
    const name = PGLITE_SERVER_V8_FLAGS.split('=')[0]!;
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(options).toContain(`  ${name} (`);
  });
});
