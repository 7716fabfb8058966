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
  // fresh DATA_DIR still make theirs on the first start).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-faults-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('migratedPglite', path.join(dir, 'pglite'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
