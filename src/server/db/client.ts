import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../platform/logger';
import { listenPostgres, type Listen } from './listen-postgres';
import * as schema from './schema';

export type { Listen };

export type Schema = typeof schema;
/** Both drivers share this type: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (see listen-postgres.ts for PostgreSQL); resolves to a function that stops it. */
  listen: Listen;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; `memory` keeps it in memory (tests). */
  dataDir?: string | 'memory';
  logger?: Logger;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options.dataDir ?? 'memory');
}

async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, a database restart would crash the process through an unhandled 'error' event.
  pool.on('error', (err) => logger?.error({ err }, 'postgres pool error'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    },
    listen: listenPostgres(url, logger),
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  // pg_trgm serves case-insensitive substring search (ILIKE '%…%') of the public lists from GIN indexes.
  const extensions = { pg_trgm };
  if (dataDir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(path.resolve(dataDir, 'pglite.lock'));
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      // PGlite has no autovacuum: refresh planner statistics ourselves. VACUUM too: it sets the
      // visibility map (index-only scans that count lists) and the GIN statistics the planner needs to
      // cost the pg_trgm search indexes; with ANALYZE alone it walks a date index instead.
      await client.exec('VACUUM ANALYZE');
    },
    // PGlite delivers NOTIFY to its own listeners when the notifying transaction commits.
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    async close() {
      await client.close();
      release();
    },
  };
}

/** PGlite does not lock its folder; two processes on one DATA_DIR would corrupt it. */
function takeLock(file: string): () => void {
  const write = () => {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    write();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(fs.readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Another Fete process (pid ${pid}) is using ${path.dirname(file)}; stop it first.`);
    }
    fs.rmSync(file, { force: true });
    write();
  }
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** VACUUM ANALYZE after bulk loads (the demo seed), on either driver (see migrate() for why VACUUM). */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
