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
import { takeLock } from './folder-lock';
import { listenPostgres, type Listen } from './listen-postgres';
import { createMemberWrites } from './member-writes';
import { nameReads } from './pglite-named';
import * as schema from './schema';
import { isConnectionError, SteadyPool } from './steady-pool';

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
  /**
   * Something may have been written (the write watch calls it). PGlite has no autovacuum: its statistics are
   * refreshed a while after writes and when it closes; PostgreSQL's autovacuum needs nothing from us.
   */
  noteWrite(): void;
  /**
   * `listener` runs before every statement that writes members or sessions (db/member-writes.ts): the write watch
   * keeps the session lookups through the other writes.
   */
  onMembersWritten(listener: () => void): void;
  /**
   * Readiness (`/readyz`): the database answers within `timeoutMs` and every migration of this build is applied.
   * Resolves to a reason when not ready, `null` when ready.
   */
  unready(timeoutMs: number): Promise<string | null>;
  /**
   * Run `work` while no other process runs work of the same name (start-up chores such as creating the
   * administrator, when several processes start together on one PostgreSQL). PGlite has one process.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball (the test suite's migrated template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this build carries (drizzle's journal), for readiness. */
const migrationCount = (): number =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

/** Several processes may start together on one PostgreSQL: one migrates while the others wait (issue #13). */
const MIGRATION_LOCK = 7_420_001;

async function readiness(
  query: (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>,
  timeoutMs: number,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${timeoutMs} ms`), timeoutMs);
  });
  const check = (async () => {
    const { rows } = await query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const applied = Number(rows[0]?.n ?? 0);
    const expected = migrationCount();
    return applied >= expected ? null : `${expected - applied} migration(s) not applied`;
  })().catch((err: unknown) => `the database is unreachable (${(err as Error).message})`);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; `memory` keeps it in memory (tests). */
  dataDir?: string | 'memory';
  /**
   * With `memory`: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an empty cluster.
   * The test suite migrates one database per run and loads it into each file's (src/server/test/templates.ts).
   */
  template?: Blob;
  logger?: Logger;
  /**
   * Name parameterised statements (PostgreSQL: db/steady-pool.ts, on unless a pooler cannot keep them; PGlite:
   * its reads, db/pglite-named.ts).
   */
  namedStatements?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger, options.namedStatements);
  return openPglite(options.dataDir ?? 'memory', options.template, options.namedStatements);
}

async function openPostgres(url: string, logger?: Logger, namedStatements = true): Promise<Database> {
  // Requests wait up to 10 s for a restarting database rather than fail (db/steady-pool.ts).
  const pool = new SteadyPool({
    connectionString: url,
    max: 10,
    waitMs: 10_000,
    namedStatements,
  });
  // Without a listener, a database restart would crash the process through an unhandled 'error' event.
  pool.on('error', (err) => logger?.warn({ err }, 'postgres pool: an idle connection was lost'));
  const memberWrites = createMemberWrites();
  const db = drizzlePg(pool, { schema, logger: memberWrites.logger }) as unknown as Db;
  retryLostTransactions(db);
  return {
    db,
    kind: 'postgres',
    onMembersWritten: memberWrites.onMembersWritten,
    // The first process migrates, the others wait for it and then find nothing left to do (drizzle skips
    // applied migrations). The lock is held on the connection that migrates.
    migrate: () =>
      withSessionLock(pool, MIGRATION_LOCK, (client) => migratePg(drizzlePg(client), { migrationsFolder })),
    exclusively: (name, work) => withSessionLock(pool, name, () => work()),
    listen: listenPostgres(url, logger),
    noteWrite() {},
    // A connection of its own, so a probe never waits in the pool's queue behind requests (nor for its retries).
    unready: (timeoutMs) =>
      readiness(async (text) => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
        client.on('error', () => {});
        try {
          await client.connect();
          return await client.query(text);
        } finally {
          void client.end().catch(() => {});
        }
      }, timeoutMs),
    async close() {
      await pool.end();
    },
  };
}

/** A session-level advisory lock (a number, or a name hashed by PostgreSQL) held on one connection around `work`. */
async function withSessionLock<T>(
  pool: pg.Pool,
  key: number | string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const lock = typeof key === 'number' ? '$1::bigint' : 'hashtext($1)';
  try {
    await client.query(`select pg_advisory_lock(${lock})`, [key]);
    try {
      return await work(client);
    } finally {
      await client.query(`select pg_advisory_unlock(${lock})`, [key]);
    }
  } finally {
    client.release();
  }
}

/**
 * A transaction whose connection the database ended (a restart) before it reached COMMIT changed nothing, so it
 * runs again, once, on a new connection (which waits for the database: db/steady-pool.ts). One that lost its
 * connection during COMMIT may or may not have committed: that error goes to the caller (a 503), never retried.
 * Transaction bodies here only talk to the database (mail and other effects come after the commit), so running
 * one again is safe.
 */
function retryLostTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async (body, config) => {
    for (let attempt = 0; ; attempt++) {
      let reachedCommit = false;
      try {
        return await transaction(async (tx) => {
          const result = await body(tx);
          reachedCommit = true;
          return result;
        }, config);
      } catch (err) {
        if (reachedCommit || attempt >= 1 || !isConnectionError(err)) throw err;
      }
    }
  };
}

/**
 * PGlite's Postgres lives in the server's own WebAssembly memory, which grows and never shrinks. Postgres's
 * defaults are for a machine of its own: 128 MB of shared buffers and 64 MB per maintenance job (VACUUM, index
 * builds) took ~200 MB of it. 32 MB and 16 MB hold the demo data and the 100,000-event bench's hot pages; reads
 * beyond that come from the operating system's file cache. Measured: 380 → 276 MiB RSS for PGlite alone.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'];

/** After writes, PGlite's statistics are refreshed this long after the first one (and when it closes). */
const PGLITE_REFRESH_AFTER_MS = 10 * 60_000;

async function openPglite(dataDir: string, template?: Blob, namedStatements = true): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  // pg_trgm serves case-insensitive substring search (ILIKE '%…%') of the public lists from GIN indexes.
  const options = {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  };
  if (dataDir === 'memory') {
    client = new PGlite({ ...options, loadDataDir: template });
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(path.resolve(dataDir, 'pglite.lock'));
    client = new PGlite(dir, options);
  }
  await client.waitReady;
  // Reads with parameters prepared once and named (db/pglite-named.ts), as on PostgreSQL.
  if (namedStatements) nameReads(client);
  const memberWrites = createMemberWrites();
  const db = drizzlePglite(client, { schema, logger: memberWrites.logger }) as unknown as Db;
  // PGlite has no autovacuum: we refresh planner statistics ourselves. VACUUM too: it sets the visibility map
  // (index-only scans that count lists) and the GIN statistics the planner needs to cost the pg_trgm search
  // indexes; with ANALYZE alone it walks a date index instead. Statistics are kept on disk, so a restart with
  // nothing new to migrate needs none (it was ~2 s of every start); writes schedule one instead.
  const refresh = () => client.exec('VACUUM ANALYZE');
  let refreshTimer: NodeJS.Timeout | undefined;
  let written = false;
  const appliedMigrations = async () =>
    client
      .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      .then((r) => r.rows[0]?.n ?? 0)
      .catch(() => 0);
  return {
    db,
    kind: 'pglite',
    onMembersWritten: memberWrites.onMembersWritten,
    async migrate() {
      const before = await appliedMigrations();
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      if ((await appliedMigrations()) !== before) await refresh();
    },
    noteWrite() {
      written = true;
      refreshTimer ??= setTimeout(() => {
        refreshTimer = undefined;
        written = false;
        // Failure only leaves older statistics; the next write schedules another try.
        void refresh().catch(() => {});
      }, PGLITE_REFRESH_AFTER_MS).unref();
    },
    unready: (timeoutMs) => readiness((text) => client.query(text), timeoutMs),
    exclusively: (_name, work) => work(),
    dump: () => client.dumpDataDir('none'),
    // PGlite delivers NOTIFY to its own listeners when the notifying transaction commits.
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return () => stop();
    },
    async close() {
      clearTimeout(refreshTimer);
      if (written) await refresh().catch(() => {});
      await client.close();
      release();
    },
  };
}

/** VACUUM ANALYZE after bulk loads (the demo seed), on either driver (see migrate() for why VACUUM). */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
