/**
 * `npm run backup` and `npm run restore` (docs/operations.md): the database, the uploaded files kept on disk
 * and the secrets of DATA_DIR, in one folder.
 *
 *   npm run backup [-- --out <folder>]          default: backups/fete-<date>-<time>
 *   npm run restore -- <folder> [--force]
 *
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom` while the site runs; restore with `pg_restore` into the
 * database DATABASE_URL names (an empty one, or --force to replace what is there). Embedded PGlite: its data folder,
 * copied while no server holds it (PGlite is one process; the script refuses while the server runs). With
 * STORAGE=s3 the files are in the bucket: keep them with the bucket's versioning or replication.
 *
 * A backup holds every member's data and the secrets: its files are the server user's alone (0600, folders
 * 0700), and so are the files a restore writes. The manifest records the schema (the migrations applied); a
 * restore refuses a backup newer than this version of Fete, and refuses to replace a database whose schema is
 * newer than the backup's (pg_restore --clean cannot take a newer schema back: it fails half-way). The
 * database URL's password never reaches a command line or a message: the tools get it in PGPASSWORD.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type Config } from '../config';

const MANIFEST = 'manifest.json';
/** DATA_DIR files worth keeping: the generated secrets (sessions and Fete ID passes stay valid). */
const SECRET_FILES = ['auth-secret', 'fete-id-secret'];

/** Where the schema of a database stands: drizzle's count of migrations and the newest one's time. */
export interface SchemaLevel {
  migrations: number;
  /** The newest applied migration's `when` (drizzle's journal; `created_at` in drizzle.__drizzle_migrations). */
  latest: number;
}

export interface Manifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Relative paths inside the backup folder. */
  files: string[];
  uploads: 'copied' | 'in the bucket';
  /** The backed-up database's schema; absent in backups made before it was recorded. */
  schema?: SchemaLevel;
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

/** The URL's password apart from the rest: the tools read it from PGPASSWORD, messages show the rest. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; shown: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  url.searchParams.delete('password');
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env, shown: url.toString() };
}

/** The schema of the database DATABASE_URL names; null when it has none (an empty database). */
async function postgresSchemaLevel(databaseUrl: string): Promise<SchemaLevel | null> {
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
async function pgliteSchemaLevel(dir: string): Promise<SchemaLevel | null> {
  const db = new PGlite(dir);
  try {
    const { rows } = await db.query<{ present: boolean }>(HAS_MIGRATIONS_SQL);
    if (!rows[0]?.present) return null;
    return toLevel((await db.query<LevelRow>(LEVEL_SQL)).rows[0]);
  } finally {
    await db.close();
  }
}

/** Every file the server user's alone (0600), every folder too (0700). */
function restrictTree(target: string): void {
  const stat = fs.lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    fs.chmodSync(target, 0o700);
    for (const entry of fs.readdirSync(target)) restrictTree(path.join(target, entry));
  } else {
    fs.chmodSync(target, 0o600);
  }
}

/** pg_dump / pg_restore: PGBIN, then the newest PostgreSQL under /usr/lib/postgresql, then the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [
    process.env.PGBIN,
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ].filter((d): d is string => !!d);
  for (const dir of dirs) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

function pgliteDir(config: Config): string {
  return path.resolve(config.dataDir, 'pglite');
}

/** PGlite must not be copied while a server writes it (db/client.ts keeps a lock file with its pid). */
function assertPgliteIdle(config: Config): void {
  const lock = path.resolve(config.dataDir, 'pglite.lock');
  if (!fs.existsSync(lock)) return;
  const pid = Number(fs.readFileSync(lock, 'utf8'));
  let alive = false;
  try {
    if (pid) process.kill(pid, 0);
    alive = !!pid;
  } catch (err) {
    alive = (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (alive) {
    throw new Error(
      `The server (pid ${pid}) is using ${pgliteDir(config)}: stop it first. The embedded database is one ` +
        'process; on PostgreSQL (DATABASE_URL) backups run while the site runs.',
    );
  }
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Runs pg_dump or pg_restore with the password in PGPASSWORD. A failure says which tool failed and how it
 * ended; the tool's own messages (on stderr, passed through) name the host and the user, never the password.
 */
function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(pgTool(name), args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  } catch (err) {
    const { status, signal } = err as { status?: number | null; signal?: string | null };
    throw new Error(`${name} failed (${signal ?? `exit ${status ?? '?'}`}); its messages are above`);
  }
}

export async function backup(
  config: Config,
  out?: string,
  now = new Date(),
): Promise<{ folder: string; manifest: Manifest }> {
  const folder = path.resolve(out ?? path.join('backups', `fete-${stamp(now)}`));
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: choose a new folder for the backup`);
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  const files: string[] = [];
  let schema: SchemaLevel | null;

  if (config.databaseUrl) {
    const db = connection(config.databaseUrl);
    schema = await postgresSchemaLevel(config.databaseUrl);
    runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(folder, 'database.pgdump'),
        '--dbname',
        db.url,
      ],
      db.env,
    );
    files.push('database.pgdump');
  } else {
    assertPgliteIdle(config);
    if (!fs.existsSync(pgliteDir(config))) throw new Error(`No embedded database at ${pgliteDir(config)}`);
    fs.cpSync(pgliteDir(config), path.join(folder, 'pglite'), { recursive: true });
    files.push('pglite/');
    // Read from the copy: the live folder stays untouched.
    schema = await pgliteSchemaLevel(path.join(folder, 'pglite'));
  }

  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  const localUploads = config.storage !== 's3';
  if (localUploads && fs.existsSync(uploadsDir)) {
    fs.cpSync(uploadsDir, path.join(folder, 'uploads'), { recursive: true });
    files.push('uploads/');
  }
  for (const name of SECRET_FILES) {
    const file = path.resolve(config.dataDir, name);
    if (fs.existsSync(file)) {
      fs.copyFileSync(file, path.join(folder, name));
      fs.chmodSync(path.join(folder, name), 0o600);
      files.push(name);
    }
  }
  const manifest: Manifest = {
    createdAt: now.toISOString(),
    database: config.databaseUrl ? 'postgres' : 'pglite',
    files,
    uploads: localUploads ? 'copied' : 'in the bucket',
    ...(schema ? { schema } : {}),
  };
  fs.writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  // pg_dump and the copies keep the modes they were made with (often world-readable): none may be.
  restrictTree(folder);
  return { folder, manifest };
}

const describeLevel = (level: SchemaLevel) =>
  `${level.migrations} migrations, the newest of ${new Date(level.latest).toISOString().slice(0, 10)}`;

/** Refuses a backup made by a newer version of Fete: this one cannot serve its schema. */
function assertKnownSchema(manifest: Manifest): void {
  const code = codeSchemaLevel();
  if (manifest.schema && manifest.schema.latest > code.latest) {
    throw new Error(
      `This backup's schema is newer than this version of Fete knows (${describeLevel(manifest.schema)}; ` +
        `this version: ${describeLevel(code)}). Restore it with the version that made it, or a newer one.`,
    );
  }
}

/**
 * Refuses to replace a PostgreSQL database whose schema is newer than the backup's (or, for a backup that does
 * not say its schema, any database that has one): pg_restore --clean would fail half-way through, on tables
 * the backup does not know, and leave neither database behind.
 */
async function assertNotNewerTarget(manifest: Manifest, databaseUrl: string, shown: string): Promise<void> {
  const target = await postgresSchemaLevel(databaseUrl);
  if (!target) return;
  const backupLevel = manifest.schema;
  if (!backupLevel || target.latest > backupLevel.latest) {
    throw new Error(
      `The database at ${shown} has a newer schema (${describeLevel(target)}) than this backup ` +
        `(${backupLevel ? describeLevel(backupLevel) : 'not recorded'}). Restore into an empty database ` +
        '(create a new one and point DATABASE_URL at it), then start Fete: it migrates the restored data.',
    );
  }
}

export async function restore(config: Config, from: string, { force = false } = {}): Promise<Manifest> {
  const folder = path.resolve(from);
  const manifestFile = path.join(folder, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${folder} is not a Fete backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new Error(
      `This backup holds a ${manifest.database} database; this configuration uses ${target}` +
        (target === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'),
    );
  }
  assertKnownSchema(manifest);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(config.dataDir, 0o700);

  if (config.databaseUrl) {
    const db = connection(config.databaseUrl);
    await assertNotNewerTarget(manifest, config.databaseUrl, db.shown);
    runPgTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(force ? ['--clean', '--if-exists'] : []),
        '--dbname',
        db.url,
        path.join(folder, 'database.pgdump'),
      ],
      db.env,
    );
  } else {
    assertPgliteIdle(config);
    const dir = pgliteDir(config);
    if (fs.existsSync(dir)) {
      if (!force)
        throw new Error(`${dir} already holds a database: restore into a new DATA_DIR, or add --force`);
      // Kept aside, not deleted: a restore over the wrong folder can be undone.
      fs.renameSync(dir, `${dir}.before-restore-${stamp(new Date())}`);
    }
    fs.cpSync(path.join(folder, 'pglite'), dir, { recursive: true });
    restrictTree(dir);
  }

  if (manifest.files.includes('uploads/')) {
    fs.cpSync(path.join(folder, 'uploads'), path.resolve(config.dataDir, 'uploads'), {
      recursive: true,
      force,
    });
    restrictTree(path.resolve(config.dataDir, 'uploads'));
  }
  for (const name of SECRET_FILES) {
    if (!manifest.files.includes(name)) continue;
    const file = path.resolve(config.dataDir, name);
    if (!fs.existsSync(file) || force) {
      fs.copyFileSync(path.join(folder, name), file);
      fs.chmodSync(file, 0o600);
    }
  }
  return manifest;
}

/** A message with the database URL's password taken out, should some library have quoted the URL. */
export function redact(message: string, databaseUrl: string | undefined): string {
  if (!databaseUrl) return message;
  let password = '';
  try {
    const url = new URL(databaseUrl);
    password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  } catch {
    return message;
  }
  if (!password) return message;
  return message.split(password).join('***').split(encodeURIComponent(password)).join('***');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const [command, ...rest] = process.argv.slice(2);
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const config = loadConfig();
    // Whatever this process and the tools it runs create is the server user's alone.
    process.umask(0o077);
    if (command === 'backup') {
      const { folder, manifest } = await backup(config, values.out);
      console.log(`Backup written to ${folder} (${manifest.files.join(', ')}; uploads ${manifest.uploads}).`);
    } else if (command === 'restore' && positionals[0]) {
      const manifest = await restore(config, positionals[0], { force: values.force });
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.join(', ')}).`);
    } else {
      console.error(
        'Usage: npm run backup [-- --out <folder>]\n       npm run restore -- <folder> [--force]',
      );
      process.exit(2);
    }
  } catch (err) {
    // Only the message: our messages never hold the URL's password (nor would a stack).
    console.error(redact((err as Error).message, process.env.DATABASE_URL));
    process.exit(1);
  }
}
