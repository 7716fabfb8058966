// @module-tag pglite
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-freshness.mjs';
import { OUTSIDE, bundleOptions } from '../../scripts/server-bundle.mjs';

/**
 * The server bundle `npm start` runs (issue #25, goal 6): a restart spent half its CPU resolving and reading the
 * packages' thousand-odd files one by one. The bundle carries them; only the packages that find their own files at
 * run time are imported from node_modules. Built here the way scripts/build-server.mjs builds it, in a folder of
 * its own inside the checkout (where node_modules is found).
 */
let outDir = '';
let imports: { path: string; external?: boolean }[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(ROOT, 'dist', '.server-bundle-test-'));
  const result = await build({ ...bundleOptions(outDir), logLevel: 'silent' });
  const main = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('main.js'));
  imports = main?.[1].imports ?? [];
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** Runs the bundle with this environment until it exits (a refused configuration exits at once). */
function runBundle(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['--enable-source-maps', path.join(outDir, 'main.js')], {
    cwd: ROOT,
    env: { PATH, HOME, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the server bundle', () => {
  it('imports from node_modules only the packages that must stay there', () => {
    const fromPackages = imports
      .filter((entry) => entry.external && !builtin(entry.path))
      .map((entry) => packageOf(entry.path));
    expect(fromPackages.length).toBeGreaterThan(0);
    expect([...new Set(fromPackages)].filter((name) => !OUTSIDE.includes(name))).toEqual([]);
  });

  it('loads every module it carries and refuses a bad configuration with the same message', () => {
    const noSecret = runBundle({ NODE_ENV: 'production', MAIL: 'outbox' });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toContain(
      'AUTH_SECRET is required when NODE_ENV=production (at least 32 characters)',
    );
    const noSmtp = runBundle({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(noSmtp.status).toBe(1);
    expect(noSmtp.stderr).toContain('NODE_ENV=production needs SMTP_URL to send mail (reset links)');
  });
});
