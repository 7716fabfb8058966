/**
 * Start-up to first answer (`node --import tsx bench/load/startup.ts`, after `npm run build`): how long `npm start`
 * (scripts/start.mjs: the built web app and dist/server/main.js) takes from launch until `/` and `/api/events`
 * answer, and the same through tsx, on embedded PGlite (a fresh DATA_DIR: migrations and demo data; then a
 * restart on it) and on PostgreSQL (a fresh database, then a restart). Prints a table with RSS after start.
 * STARTUP_ROUNDS (default 3) runs each case that many times and reports the median.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startCluster, type Cluster } from '../../test/support/postgres-cluster';

const rounds = Number(process.env.STARTUP_ROUNDS ?? 3);
if (!fs.existsSync('dist/web/index.html') || !fs.existsSync('dist/server/main.js')) {
  throw new Error('Run npm run build first: this measures a built checkout');
}

const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The server's own process: start.mjs spawns it as its only child. */
function serverPid(child: ChildProcess, viaStartScript: boolean): number {
  if (!viaStartScript) return child.pid!;
  const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
  return Number(children.split(/\s+/)[0]);
}

async function timeStart(command: string[], env: Record<string, string>, viaStartScript: boolean) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      MAIL: 'outbox',
      DEMO_DATA: 'auto',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const ok = async (p: string) =>
      fetch(base + p).then(
        (r) => r.ok,
        () => false,
      );
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if ((await ok('/api/events')) && (await ok('/'))) break;
      if (performance.now() - started > 240_000) throw new Error('no answer in 240 s');
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    return { ms, rss: rssOf(serverPid(child, viaStartScript)) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  let cluster: Cluster | undefined;
  const folders: string[] = [];
  const rows: string[] = [];
  try {
    cluster = await startCluster();
    const entries = [
      { name: 'npm start (bundle)', command: ['scripts/start.mjs'], viaStartScript: true },
      { name: 'tsx', command: ['--import', 'tsx', 'src/server/main.ts'], viaStartScript: false },
    ];
    for (const entry of entries) {
      const fresh: { ms: number; rss: number }[] = [];
      const restart: { ms: number; rss: number }[] = [];
      const pgFresh: { ms: number; rss: number }[] = [];
      const pgRestart: { ms: number; rss: number }[] = [];
      for (let i = 0; i < rounds; i++) {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-startup-'));
        folders.push(dataDir);
        fresh.push(await timeStart(entry.command, { DATA_DIR: dataDir }, entry.viaStartScript));
        restart.push(await timeStart(entry.command, { DATA_DIR: dataDir }, entry.viaStartScript));
        const db = `startup_${process.pid}_${folders.length}`;
        const admin = new URL(cluster.url);
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: admin.toString() });
        await client.connect();
        await client.query(`create database ${db}`);
        await client.end();
        admin.pathname = `/${db}`;
        const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-startup-pg-'));
        folders.push(pgDir);
        const env = { DATA_DIR: pgDir, DATABASE_URL: admin.toString() };
        pgFresh.push(await timeStart(entry.command, env, entry.viaStartScript));
        pgRestart.push(await timeStart(entry.command, env, entry.viaStartScript));
      }
      const cell = (xs: { ms: number; rss: number }[]) =>
        `${(median(xs.map((x) => x.ms)) / 1000).toFixed(1)} s | ${median(xs.map((x) => x.rss))} MiB`;
      rows.push(
        `| ${entry.name} | ${cell(fresh)} | ${cell(restart)} | ${cell(pgFresh)} | ${cell(pgRestart)} |`,
      );
      console.error(`  measured ${entry.name}`);
    }
  } finally {
    cluster?.stop();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    '\n| server | PGlite, new DATA_DIR (migrations + demo data) | RSS | PGlite, restart | RSS | PostgreSQL, new database | RSS | PostgreSQL, restart | RSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `\nmedian of ${rounds}, time from launch until / and /api/events answer; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
