import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

/**
 * Vitest's global setup for the server tests: every migration is applied once per run, not once per test file.
 * PGlite: a migrated in-memory cluster is dumped to a file that each file's database starts from (0.4 s instead of
 * 2.7 s to boot and migrate). PostgreSQL (TEST_DATABASE_URL): a migrated database that each file's database is
 * made from with `CREATE DATABASE … TEMPLATE`. The harness still runs the migrator, which finds nothing to do, so
 * a template from other migrations could never pass unnoticed.
 *
 * Only the template of the run's database is made (harness.ts opens a PGlite database only without
 * TEST_DATABASE_URL), and once per run: both server projects (`server`, `server-isolated`) name this setup and
 * Vitest calls it once per project, in the same process, so the second call reuses the first's templates and the
 * last teardown removes them (decision 0053: a PGlite template costs 6-10 CPU-seconds; the PostgreSQL pass made
 * two it never read, and each pass made its templates twice).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, as a tarball file (runs without TEST_DATABASE_URL). */
    pgliteTemplateFile: string | undefined;
    /** The migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

interface Templates {
  pgliteTemplateFile: string | undefined;
  postgresTemplate: string | undefined;
  remove(): Promise<void>;
}

/** The templates of this run and how many projects use them, shared by the projects' calls of `setup`. */
const shared = globalThis as typeof globalThis & {
  feteTestTemplates?: { made: Promise<Templates>; users: number };
};

export default async function setup(project: TestProject) {
  shared.feteTestTemplates ??= { made: makeTemplates(process.env.TEST_DATABASE_URL), users: 0 };
  const run = shared.feteTestTemplates;
  run.users += 1;
  const templates = await run.made;
  project.provide('pgliteTemplateFile', templates.pgliteTemplateFile);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.feteTestTemplates = undefined;
    await templates.remove();
  };
}

async function makeTemplates(adminUrl: string | undefined): Promise<Templates> {
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-template-'));
    const file = path.join(dir, 'pglite.tar');
    const pglite = await openDatabase({ dataDir: 'memory' });
    await pglite.migrate();
    fs.writeFileSync(file, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
    await pglite.close();
    return {
      pgliteTemplateFile: file,
      postgresTemplate: undefined,
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const template = `fete_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await database.close();
  return {
    pgliteTemplateFile: undefined,
    postgresTemplate: template,
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
