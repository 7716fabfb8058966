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
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';

const MANIFEST = 'manifest.json';
/** DATA_DIR files worth keeping: the generated auth secret (sessions and signed passes stay valid). */
const SECRET_FILES = ['auth-secret'];

export interface Manifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** Relative paths inside the backup folder. */
  files: string[];
  uploads: 'copied' | 'in the bucket';
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

export function backup(
  config: Config,
  out?: string,
  now = new Date(),
): { folder: string; manifest: Manifest } {
  const folder = path.resolve(out ?? path.join('backups', `fete-${stamp(now)}`));
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: choose a new folder for the backup`);
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const files: string[] = [];

  if (config.databaseUrl) {
    execFileSync(
      pgTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(folder, 'database.pgdump'),
        config.databaseUrl,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    files.push('database.pgdump');
  } else {
    assertPgliteIdle(config);
    if (!fs.existsSync(pgliteDir(config))) throw new Error(`No embedded database at ${pgliteDir(config)}`);
    fs.cpSync(pgliteDir(config), path.join(folder, 'pglite'), { recursive: true });
    files.push('pglite/');
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
  };
  fs.writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  return { folder, manifest };
}

export function restore(config: Config, from: string, { force = false } = {}): Manifest {
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
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  if (config.databaseUrl) {
    execFileSync(
      pgTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(force ? ['--clean', '--if-exists'] : []),
        '--dbname',
        config.databaseUrl,
        path.join(folder, 'database.pgdump'),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
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
  }

  if (manifest.files.includes('uploads/')) {
    fs.cpSync(path.join(folder, 'uploads'), path.resolve(config.dataDir, 'uploads'), {
      recursive: true,
      force,
    });
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
    if (command === 'backup') {
      const { folder, manifest } = backup(config, values.out);
      console.log(`Backup written to ${folder} (${manifest.files.join(', ')}; uploads ${manifest.uploads}).`);
    } else if (command === 'restore' && positionals[0]) {
      const manifest = restore(config, positionals[0], { force: values.force });
      console.log(`Restored the backup of ${manifest.createdAt} (${manifest.files.join(', ')}).`);
    } else {
      console.error(
        'Usage: npm run backup [-- --out <folder>]\n       npm run restore -- <folder> [--force]',
      );
      process.exit(2);
    }
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
