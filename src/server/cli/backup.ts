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
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { codeSchemaLevel, pgliteSchemaLevel, postgresSchemaLevel, type SchemaLevel } from './backup-schema';
import { assertPgliteIdle, connection, pgliteDir, restrictTree, runPgTool } from './backup-tools';

export { codeSchemaLevel, type SchemaLevel } from './backup-schema';

const MANIFEST = 'manifest.json';
/** DATA_DIR files worth keeping: the generated secrets (sessions and Fete ID passes stay valid). */
const SECRET_FILES = ['auth-secret', 'fete-id-secret'];

export interface Manifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Relative paths inside the backup folder. */
  files: string[];
  uploads: 'copied' | 'in the bucket';
  /** The backed-up database's schema; absent in backups made before it was recorded. */
  schema?: SchemaLevel;
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

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
