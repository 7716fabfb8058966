import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshness } from '../../scripts/build-freshness.mjs';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database folder, created and migrated once per run (support.ts, migratedDataDir). */
    migratedPglite: string;
  }
}

/**
 * The fault tests run the server the way `npm start` does: the bundle, built from these sources. A bundle
 * already built from them (scripts/build-freshness.mjs: same inputs' hash) is reused, not built again.
 */
export default async function setup(project: TestProject) {
  const { fresh, reason } = freshness('server');
  if (fresh) {
    console.log(`dist/server/main.js is up to date (${reason}): not rebuilt`);
  } else {
    console.log(`building dist/server/main.js: ${reason}`);
    const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('scripts/build-server.mjs failed');
  }
  // A first start creates the embedded database (initdb in WebAssembly) and migrates it: 5 s of a busy core.
  // Tests about a running server start from a copy of this one instead (the journeys' server and the backup's
  // fresh DATA_DIR still make theirs on the first start). `npm test` runs the fault tests in two parts and names
  // one folder for both (FAULTS_PGLITE_TEMPLATE, scripts/test.mjs): the second part finds it made, and the
  // machine's quiet time before the latency budgets is not spent making it again.
  const shared = process.env.FAULTS_PGLITE_TEMPLATE;
  const dir = shared ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fete-faults-template-'));
  const made = path.join(dir, 'migrated');
  if (!fs.existsSync(made)) {
    const building = fs.mkdtempSync(path.join(dir, 'building-'));
    const database = await openDatabase({ dataDir: building });
    await database.migrate();
    await database.close();
    // Renamed whole once migrated: a run stopped halfway leaves no folder a later run would take as made.
    fs.renameSync(building, made);
  }
  project.provide('migratedPglite', path.join(made, 'pglite'));
  return shared ? undefined : () => fs.rmSync(dir, { recursive: true, force: true });
}
