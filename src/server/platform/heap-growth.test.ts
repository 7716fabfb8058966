// @module-tag pglite
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap-growth';

/**
 * Issue #25, goal 6: objects that outlive two young collections (requests in flight on a busy server) die in the
 * old space, and V8 let that space grow to four times what was alive before collecting it. A child process makes
 * such garbage (requests whose signal is registered for finalization, kept alive by young collections) and
 * reports its old space in use at the end, MiB.
 */
const script = (limit: boolean) => `
  ${limit ? "const { limitHeapGrowth } = await import('./src/server/platform/heap-growth.ts'); limitHeapGrowth([]);" : ''}
  const v8 = await import('node:v8');
  const kept = [];
  for (let i = 0; i < 40000; i++) {
    const body = JSON.stringify({ body: 'Saving you a spot ' + i });
    kept.push(new Request('http://127.0.0.1/api/x', { method: 'POST', body, signal: new AbortController().signal }));
    if (kept.length > 20) kept.shift();
    if (i % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const old = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  console.log(Math.round(old.space_size / 1048576));
`;
const oldSpace = (limit: boolean) =>
  Number(
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script(limit),
    ]).toString(),
  );

describe("the server's heap growth", () => {
  it('keeps the old space near what is alive instead of letting garbage grow it fourfold', () => {
    const limited = oldSpace(true);
    const unlimited = oldSpace(false);
    expect(limited).toBeLessThan(40);
    expect(unlimited).toBeGreaterThan(limited * 1.5);
  }, 120_000);

  it("leaves node's own setting in place", () => {
    expect(limitHeapGrowth(['--heap-growing-percent=50'])).toBe(false);
    expect(limitHeapGrowth(['--enable-source-maps'])).toBe(true);
  });
});
