import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../src/server/db/factories/events';
import { openData, startApp, startCluster, tempDir, type AppProcess, type Cluster } from './support';

/**
 * `npm run backup` / `npm run restore` (issue #13) for both databases: a backup restored into a fresh DATA_DIR
 * (or an empty PostgreSQL database) serves the same data and files.
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

async function seed(dataDir: string, databaseUrl?: string) {
  const database = await openData({ dataDir, databaseUrl });
  const event = await createEvent(database.db, { title: 'Backed-up fete' });
  await database.close();
  fs.mkdirSync(path.join(dataDir, 'uploads/public/images'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads/public/images/backed-up.webp'), 'RIFF....WEBPVP8 kept');
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'a-generated-secret-of-enough-length-0123456789', {
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
    const source = tempDir('backup-source');
    const event = await seed(source);
    const folder = path.join(tempDir('backup-out'), 'fete-backup');

    const running = await startApp({ dataDir: source });
    expect(() => npmRun('backup', ['--out', folder], { DATA_DIR: source })).toThrow(/stop it first/);
    await running.stop();

    const said = npmRun('backup', ['--out', folder], { DATA_DIR: source });
    expect(said).toMatch(/Backup written to/);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'pglite', uploads: 'copied' });

    const fresh = tempDir('backup-restored');
    npmRun('restore', [folder], { DATA_DIR: fresh });
    expect(fs.readFileSync(path.join(fresh, 'auth-secret'), 'utf8')).toMatch(/^a-generated-secret/);
    // A second restore over a database is refused unless forced.
    expect(() => npmRun('restore', [folder], { DATA_DIR: fresh })).toThrow(/already holds a database/);

    const app = await startApp({ dataDir: fresh });
    cleanups.push(() => app.stop('SIGKILL'));
    await expectServed(app, event.id);
    await app.stop();
  });

  it('PostgreSQL: pg_dump while running, pg_restore into an empty database', async () => {
    const cluster: Cluster = await startCluster();
    cleanups.push(() => cluster.stop());
    const source = tempDir('backup-pg-source');
    const event = await seed(source, cluster.url);
    const running = await startApp({ dataDir: source, databaseUrl: cluster.url });
    cleanups.push(() => running.stop('SIGKILL'));
    const folder = path.join(tempDir('backup-pg-out'), 'fete-backup');
    npmRun('backup', ['--out', folder], { DATA_DIR: source, DATABASE_URL: cluster.url });
    await running.stop();

    const admin = await openData({ dataDir: source, databaseUrl: cluster.url });
    await admin.db.execute('create database restored' as never);
    await admin.close();
    const restoredUrl = cluster.url.replace(/\/postgres$/, '/restored');
    const fresh = tempDir('backup-pg-restored');
    npmRun('restore', [folder], { DATA_DIR: fresh, DATABASE_URL: restoredUrl });

    const app = await startApp({ dataDir: fresh, databaseUrl: restoredUrl });
    cleanups.push(() => app.stop('SIGKILL'));
    await expectServed(app, event.id);
  });
});
