import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeSchemaLevel } from '../../src/server/cli/backup';
import { createEvent } from '../../src/server/db/factories/events';
import {
  freePort,
  openData,
  startApp,
  startCluster,
  migratedDataDir,
  tempDir,
  type AppProcess,
  type Cluster,
} from './support';

/**
 * `npm run backup` / `npm run restore` (issue #13) for both databases: a backup restored into a fresh DATA_DIR
 * (or an empty PostgreSQL database) serves the same data and files. Issue #20: the files are the server user's
 * alone, a restore refuses a schema it cannot take, and the database URL's password is never printed.
 */
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
      env: { ...process.env, NODE_ENV: 'development', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    // What the script said on stderr is the message to check.
    throw new Error(String((err as { stderr?: string }).stderr ?? err));
  }
}

/** Every file under `root` is 0600 and every folder 0700: [path, mode] of those that are not. */
function looseModes(root: string): Array<[string, string]> {
  const loose: Array<[string, string]> = [];
  const walk = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
      loose.push([path.relative(root, target), mode.toString(8)]);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
  };
  walk(root);
  return loose;
}

/** The script's whole output (stdout and stderr) and how it ended, success or not. */
function npmRunAll(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A manifest as another version of Fete would have written it. */
function setManifestSchema(folder: string, schema: { migrations: number; latest: number }) {
  const file = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...manifest, schema }), { mode: 0o600 });
}

async function seed(dataDir: string, databaseUrl?: string) {
  const database = await openData({ dataDir, databaseUrl });
  const event = await createEvent(database.db, { title: 'Backed-up fete' });
  await database.close();
  // As a server or an operator's copy may have left them: readable by all.
  fs.mkdirSync(path.join(dataDir, 'uploads/public/images'), { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'uploads/public/images/backed-up.webp'), 'RIFF....WEBPVP8 kept', {
    mode: 0o644,
  });
  fs.chmodSync(path.join(dataDir, 'uploads/public/images/backed-up.webp'), 0o644);
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'a-generated-secret-of-enough-length-0123456789', {
    mode: 0o600,
  });
  fs.writeFileSync(path.join(dataDir, 'fete-id-secret'), 'a-fete-id-secret-of-enough-length-0123456789', {
    mode: 0o600,
  });
  return event;
}

async function expectServed(app: AppProcess, eventId: string) {
  const event = await fetch(`${app.url}/api/events/${eventId}`);
  expect(event.status).toBe(200);
  expect(JSON.stringify(await event.json())).toContain('Backed-up fete');
  const file = await fetch(`${app.url}/uploads/images/backed-up.webp`);
  expect(file.status).toBe(200);
  expect(await file.text()).toBe('RIFF....WEBPVP8 kept');
}

describe('backup and restore', () => {
  it('PGlite: restores into a fresh DATA_DIR; refuses while a server holds the database', async () => {
    const source = migratedDataDir('backup-source');
    const event = await seed(source);
    const folder = path.join(tempDir('backup-out'), 'fete-backup');

    const running = await startApp({ dataDir: source });
    expect(() => npmRun('backup', ['--out', folder], { DATA_DIR: source })).toThrow(/stop it first/);
    await running.stop();

    const said = npmRun('backup', ['--out', folder], { DATA_DIR: source });
    expect(said).toMatch(/Backup written to/);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'pglite', uploads: 'copied', schema: codeSchemaLevel() });
    // Every member's data and the secrets: the server user's alone.
    expect(looseModes(folder)).toEqual([]);

    const fresh = tempDir('backup-restored');
    npmRun('restore', [folder], { DATA_DIR: fresh });
    expect(fs.readFileSync(path.join(fresh, 'auth-secret'), 'utf8')).toMatch(/^a-generated-secret/);
    expect(fs.readFileSync(path.join(fresh, 'fete-id-secret'), 'utf8')).toMatch(/^a-fete-id-secret/);
    expect(looseModes(fresh)).toEqual([]);
    // A second restore over a database is refused unless forced.
    expect(() => npmRun('restore', [folder], { DATA_DIR: fresh })).toThrow(/already holds a database/);

    const app = await startApp({ dataDir: fresh });
    cleanups.push(() => app.stop('SIGKILL'));
    await expectServed(app, event.id);
    await app.stop();

    // A backup made by a newer version of Fete: refused, nothing written.
    setManifestSchema(folder, {
      migrations: manifest.schema.migrations + 1,
      latest: manifest.schema.latest + 1,
    });
    const newer = tempDir('backup-newer');
    expect(() => npmRun('restore', [folder], { DATA_DIR: newer })).toThrow(
      /newer than this version of Fete knows/,
    );
    expect(fs.existsSync(path.join(newer, 'pglite'))).toBe(false);
  });

  it('never prints the database password, even when the database cannot be reached', async () => {
    const password = 'S3cret-Pa55-never-printed';
    const closed = `postgres://fete:${password}@127.0.0.1:${await freePort()}/fete`;
    const folder = path.join(tempDir('backup-nopass'), 'fete-backup');
    const run = npmRunAll('backup', ['--out', folder], {
      DATA_DIR: tempDir('backup-nopass-data'),
      DATABASE_URL: closed,
    });
    expect(run.status).not.toBe(0);
    expect(run.output.length).toBeGreaterThan(0);
    expect(run.output).not.toContain(password);
  });

  it('PostgreSQL: pg_dump while running, pg_restore into an empty database', async () => {
    const cluster: Cluster = await startCluster();
    cleanups.push(() => cluster.stop());
    const source = tempDir('backup-pg-source');
    const event = await seed(source, cluster.url);
    const running = await startApp({ dataDir: source, databaseUrl: cluster.url });
    cleanups.push(() => running.stop('SIGKILL'));
    const folder = path.join(tempDir('backup-pg-out'), 'fete-backup');
    // The cluster trusts local connections, so any password passes: the point is that none is printed.
    const password = 'S3cret-Pa55-never-printed';
    const withPassword = (url: string) =>
      url.replace('postgres://postgres@', `postgres://postgres:${password}@`);
    const backedUp = npmRunAll('backup', ['--out', folder], {
      DATA_DIR: source,
      DATABASE_URL: withPassword(cluster.url),
    });
    expect(backedUp.status).toBe(0);
    expect(backedUp.output).not.toContain(password);
    expect(looseModes(folder)).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.schema).toEqual(codeSchemaLevel());
    await running.stop();

    const admin = await openData({ dataDir: source, databaseUrl: cluster.url });
    await admin.db.execute('create database restored' as never);
    await admin.close();
    const restoredUrl = cluster.url.replace(/\/postgres$/, '/restored');
    const fresh = tempDir('backup-pg-restored');
    const restored = npmRunAll('restore', [folder], {
      DATA_DIR: fresh,
      DATABASE_URL: withPassword(restoredUrl),
    });
    expect(restored.status).toBe(0);
    expect(restored.output).not.toContain(password);
    expect(looseModes(fresh)).toEqual([]);

    const app = await startApp({ dataDir: fresh, databaseUrl: restoredUrl });
    cleanups.push(() => app.stop('SIGKILL'));
    await expectServed(app, event.id);
    await app.stop();

    // A backup of an older schema over this database (which has the newer one): refused even with --force,
    // the database untouched. (The manifest says what an older version would have written.)
    const { entries } = JSON.parse(
      fs.readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8'),
    ) as { entries: { when: number }[] };
    setManifestSchema(folder, { migrations: entries.length - 1, latest: entries.at(-2)!.when });
    const older = npmRunAll('restore', [folder, '--force'], {
      DATA_DIR: fresh,
      DATABASE_URL: withPassword(restoredUrl),
    });
    expect(older.status).not.toBe(0);
    expect(older.output).toMatch(/has a newer schema .* than this backup/);
    expect(older.output).not.toContain(password);
    const again = await startApp({ dataDir: fresh, databaseUrl: restoredUrl });
    cleanups.push(() => again.stop('SIGKILL'));
    await expectServed(again, event.id);
  });
});
