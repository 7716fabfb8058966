import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where each server test file runs (docs/decisions/0026-test-tiers.md). Every file under src/server (and
 * src/shared) says it in its first lines, with Vitest's module tag:
 *
 *   // @module-tag postgres   its behaviour depends on the database: queries, locks, transactions, concurrency,
 *                             migrations, sweeps, authorization. Runs on PostgreSQL when there is one
 *                             (TEST_DATABASE_URL, as in CI), else on PGlite.
 *   // @module-tag both       it goes through what the embedded database does its own way: its driver's
 *                             parameters and answers (the fuzz), its one connection, its in-process LISTEN.
 *                             Runs on PGlite and again on PostgreSQL. (The demo seed of a first start runs on
 *                             PGlite before every journey run: the journeys' server writes it.)
 *   // @module-tag pglite     its behaviour is the same on any PostgreSQL: runs on PGlite alone.
 *
 * A file without one fails the run before any test starts, so a new file chooses deliberately.
 */
const TIERS = [
  {
    name: 'postgres',
    description:
      'Depends on the database (queries, locks, transactions, concurrency, migrations, sweeps, authorization): runs on PostgreSQL when there is one (CI), else on PGlite.',
  },
  {
    name: 'both',
    description:
      "Goes through what the embedded database does its own way (its driver's parameters and answers, its one connection, its in-process LISTEN): runs on PGlite and again on PostgreSQL.",
  },
  { name: 'pglite', description: 'The same on any PostgreSQL: runs on PGlite only.' },
] as const;

type Tier = (typeof TIERS)[number]['name'];

const TAG = /^\s*(?:\/\/|\*)\s*@module-tag\s+(postgres|both|pglite)\b/m;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(process.cwd(), path.join(e.parentPath, e.name)))
    .sort();
}

/** The server and shared test files by tier; throws, naming them, when files have none. */
function serverTestTiers(root = process.cwd()): Record<Tier, string[]> {
  const files = ['src/server', 'src/shared'].flatMap((dir) => testFiles(path.join(root, dir)));
  const tiers: Record<Tier, string[]> = { postgres: [], both: [], pglite: [] };
  const untagged: string[] = [];
  for (const file of files) {
    const head = fs.readFileSync(path.join(root, file), 'utf8').slice(0, 2000);
    const tier = TAG.exec(head)?.[1] as Tier | undefined;
    if (tier) tiers[tier].push(file);
    else untagged.push(file);
  }
  if (untagged.length) {
    throw new Error(
      `These test files do not say where they run. Put "// @module-tag postgres" (the behaviour depends on the ` +
        `database), "// @module-tag both" (it goes through what PGlite does its own way) or ` +
        `"// @module-tag pglite" (it does not) on their first line (docs/decisions/0026-test-tiers.md):\n  ` +
        untagged.join('\n  '),
    );
  }
  return tiers;
}

/**
 * The tiers of this run. With TEST_DATABASE_URL the server projects are the PostgreSQL pass: `postgres` and
 * `both`. Without it, every tier runs on PGlite, unless TEST_TIERS names the ones to run: `npm test` runs
 * `pglite,both` on PGlite when a PostgreSQL pass follows.
 */
const tiers = serverTestTiers();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const named = (process.env.TEST_TIERS ?? '').split(',').filter(Boolean) as Tier[];
const chosen: Tier[] = named.length
  ? named
  : onPostgres
    ? ['postgres', 'both']
    : ['postgres', 'both', 'pglite'];
for (const tier of chosen) {
  if (!tiers[tier]) throw new Error(`TEST_TIERS: no tier named ${tier} (${Object.keys(tiers).join(', ')})`);
}
const serverFiles = chosen.flatMap((tier) => tiers[tier]);

/**
 * A file that changes its process needs a module graph of its own: one that replaces a module (`vi.mock`; in a
 * shared graph the real module may already be loaded by an earlier file), or serves over HTTP with
 * @hono/node-server (it swaps the global Request and Response for its own, and the next file's `app.request()`
 * answers lost their headers). The others share their worker's graph (below).
 */
const CHANGES_ITS_PROCESS = /\bvi\.(?:mock|doMock)\(|from '@hono\/node-server'/;
const isolated = (file: string) => CHANGES_ITS_PROCESS.test(fs.readFileSync(file, 'utf8'));
const webFiles = testFiles('src/web');

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each server file gets its own in-memory database; two cores run two files at a time.
    maxWorkers: 2,
    tags: [...TIERS],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverFiles.filter((file) => !isolated(file)),
          environment: 'node',
          // Every migration once per run: each file's database is a copy of this one.
          globalSetup: ['src/server/test/templates.ts'],
          // The files of a worker share one module graph: the server's modules are evaluated once per worker
          // instead of once per file (import was a third of the PGlite pass: 372 s → 158 s on two cores). Each file
          // still gets its own database and server (harness.ts); module state a file needs fresh (the factories'
          // counters) is not assumed: a test names the values it asserts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: serverFiles.filter(isolated),
          environment: 'node',
          globalSetup: ['src/server/test/templates.ts'],
        },
      },
      {
        // Component tests of the web kit (forms, tables, dialogs) in jsdom with Testing Library. The files of a
        // worker share one module graph, as the server's do (React, the app's modules and Testing Library are
        // evaluated once per worker: the web files took 26 s instead of 9 s on two cores); each file still gets a
        // fresh jsdom, and a file that replaces a module runs in `web-isolated`.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: webFiles.filter((file) => !isolated(file)),
          environment: 'jsdom',
          // Threads, not the server's processes: a worker that shares its module graph (the server files) must
          // never have run a file under jsdom's globals first.
          pool: 'threads',
          isolate: false,
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web-isolated',
          include: webFiles.filter(isolated),
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
