import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/* Where a database's schema stands, for the backup's manifest and the restore's checks (backup.ts). */

/** Where the schema of a database stands: drizzle's count of migrations and the newest one's time. */
export interface SchemaLevel {
  migrations: number;
  /** The newest applied migration's `when` (drizzle's journal; `created_at` in drizzle.__drizzle_migrations). */
  latest: number;
}

const migrationsJournal = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/meta/_journal.json',
);

/** The schema this version of Fete migrates to. */
export function codeSchemaLevel(): SchemaLevel {
  const { entries } = JSON.parse(fs.readFileSync(migrationsJournal, 'utf8')) as {
    entries: { when: number }[];
  };
  return { migrations: entries.length, latest: Math.max(0, ...entries.map((e) => e.when)) };
}

const LEVEL_SQL = `select count(*)::int as migrations, coalesce(max(created_at), 0)::bigint as latest
  from drizzle.__drizzle_migrations`;
const HAS_MIGRATIONS_SQL = `select to_regclass('drizzle.__drizzle_migrations') is not null as present`;

type LevelRow = { migrations: number | string; latest: number | string };
const toLevel = (row: LevelRow | undefined): SchemaLevel | null =>
  row && Number(row.migrations) > 0
    ? { migrations: Number(row.migrations), latest: Number(row.latest) }
    : null;

/** The schema of the database DATABASE_URL names; null when it has none (an empty database). */
export async function postgresSchemaLevel(databaseUrl: string): Promise<SchemaLevel | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ present: boolean }>(HAS_MIGRATIONS_SQL);
    if (!rows[0]?.present) return null;
    return toLevel((await client.query<LevelRow>(LEVEL_SQL)).rows[0]);
  } catch (err) {
    // pg's messages name the host and the user, never the password; the URL stays out of it.
    throw new Error(`Could not read the database's schema: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The schema of a PGlite data folder (opened, read and closed; no server may hold it). */
export async function pgliteSchemaLevel(dir: string): Promise<SchemaLevel | null> {
  const db = new PGlite(dir);
  try {
    const { rows } = await db.query<{ present: boolean }>(HAS_MIGRATIONS_SQL);
    if (!rows[0]?.present) return null;
    return toLevel((await db.query<LevelRow>(LEVEL_SQL)).rows[0]);
  } finally {
    await db.close();
  }
}
