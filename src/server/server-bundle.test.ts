// @module-tag pglite
import { spawnSync } from 'node:child_process';
import { builtinModules, SourceMap } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build-freshness.mjs';
import { OUTSIDE, buildServerBundle } from '../../scripts/server-bundle.mjs';
import { keepSources } from '../../scripts/source-map-filter.mjs';

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
  const result = await buildServerBundle(outDir, { logLevel: 'silent' });
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

  it('maps our sources in stack traces and leaves the packages out of the map', () => {
    const map = JSON.parse(fs.readFileSync(path.join(outDir, 'main.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
    expect(map.sources.filter((source) => source.includes('node_modules/'))).toEqual([]);
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

describe('keepSources', () => {
  // Generated line 0: a.ts from column 0, b.ts (a package) from 4, a.ts again from 8 (its line 2, column 3).
  const map = {
    version: 3,
    sources: ['a.ts', 'node_modules/b.js'],
    names: [],
    mappings: 'AAAA,ICAA,IDEG',
  };
  const entry = (sourceMap: typeof map, column: number) => {
    const payload = { ...sourceMap, file: 'main.js', sourceRoot: '', sourcesContent: [] };
    const found = new SourceMap(payload).findEntry(0, column);
    // A position after a segment without a source finds no source (its fields are undefined).
    return 'originalSource' in found && found.originalSource !== undefined
      ? [found.originalSource, found.originalLine, found.originalColumn]
      : null;
  };

  it('keeps the mappings into the sources it keeps, unchanged, and ends them where a dropped one began', () => {
    const kept = keepSources(map, (source) => !source.includes('node_modules/'));
    expect(kept.sources).toEqual(['a.ts']);
    expect(entry(kept, 1)).toEqual(entry(map, 1));
    expect(entry(kept, 9)).toEqual(entry(map, 9));
    expect(entry(map, 5)?.[0]).toBe('node_modules/b.js');
    expect(entry(kept, 5)).toBeNull();
  });

  it('gives the same mappings back when it keeps every source', () => {
    expect(keepSources(map, () => true).mappings).toBe(map.mappings);
  });
});
