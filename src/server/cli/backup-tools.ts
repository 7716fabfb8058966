import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/* The backup's and restore's file and PostgreSQL tool handling (backup.ts). */

/** The URL's password apart from the rest: the tools read it from PGPASSWORD, messages show the rest. */
export function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; shown: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  url.searchParams.delete('password');
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env, shown: url.toString() };
}

/** Every file the server user's alone (0600), every folder too (0700). */
export function restrictTree(target: string): void {
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
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
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

export function pgliteDir(config: Config): string {
  return path.resolve(config.dataDir, 'pglite');
}

/** PGlite must not be copied while a server writes it (db/client.ts keeps a lock file with its pid). */
export function assertPgliteIdle(config: Config): void {
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

/**
 * Runs pg_dump or pg_restore with the password in PGPASSWORD. A failure says which tool failed and how it
 * ended; the tool's own messages (on stderr, passed through) name the host and the user, never the password.
 */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(pgTool(name), args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  } catch (err) {
    const { status, signal } = err as { status?: number | null; signal?: string | null };
    throw new Error(`${name} failed (${signal ?? `exit ${status ?? '?'}`}); its messages are above`);
  }
}
