/**
 * Start-up to first answer (`node --import tsx bench/load/startup.ts`, after `npm run build`): how long `npm start`
 * (scripts/start.mjs: the built web app and dist/server/main.js) takes from launch until `/` and `/api/events`
 * answer, and the same through tsx, on embedded PGlite (a fresh DATA_DIR: migrations and demo data; then a
 * restart on it) and on PostgreSQL (a fresh database, then a restart). Prints a table with the server's CPU
 * seconds when it first answered (what a busy machine does not change much) and its RSS, then whether a restart
 * meets issue #25's goal (≤ 2 s on PostgreSQL, ≤ 4 s on PGlite).
 * STARTUP_ROUNDS (default 3) runs each case that many times and reports the median; STARTUP_ENTRIES=bundle leaves
 * tsx out; STARTUP_RESTARTS (default 1) restarts each fresh start that many times, all counted in the restart cells.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, freePort, startCluster, type Cluster } from '../../test/support/postgres-cluster';
import { serverEnv } from './server-env.mjs';

const rounds = Number(process.env.STARTUP_ROUNDS ?? 3);
const restarts = Number(process.env.STARTUP_RESTARTS ?? 1);
/** Issue #25, goal 6: a restart answers within this many seconds. */
const RESTART_GOAL = { PGlite: 4, PostgreSQL: 2 };
if (!fs.existsSync('dist/web/index.html') || !fs.existsSync('dist/server/main.js')) {
  throw new Error('Run npm run build first: this measures a built checkout');
}

const rssOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** The process's user and system CPU seconds so far (/proc/<pid>/stat, in clock ticks of 1/100 s). */
const cpuOf = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

interface Timing {
  ms: number;
  cpu: number;
  rss: number;
}

/** The server's own process: start.mjs spawns it as its only child. */
function serverPid(child: ChildProcess, viaStartScript: boolean): number {
  if (!viaStartScript) return child.pid!;
  const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
  return Number(children.split(/\s+/)[0]);
}

async function timeStart(
  command: string[],
  env: Record<string, string>,
  viaStartScript: boolean,
): Promise<Timing> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      ...serverEnv(port),
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
    const pid = serverPid(child, viaStartScript);
    return { ms, cpu: cpuOf(pid), rss: rssOf(pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cell = (xs: Timing[]) =>
  `${(median(xs.map((x) => x.ms)) / 1000).toFixed(1)} s | ${median(xs.map((x) => x.cpu)).toFixed(2)} s | ${median(xs.map((x) => x.rss))} MiB`;

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  let cluster: Cluster | undefined;
  const folders: string[] = [];
  const rows: string[] = [];
  const verdicts: string[] = [];
  const newFolder = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  try {
    cluster = await startCluster();
    const entries = [
      { name: 'npm start (bundle)', command: ['scripts/start.mjs'], viaStartScript: true },
      { name: 'tsx', command: ['--import', 'tsx', 'src/server/main.ts'], viaStartScript: false },
    ].filter((entry) => process.env.STARTUP_ENTRIES !== 'bundle' || entry.viaStartScript);
    for (const entry of entries) {
      const time = (env: Record<string, string>) => timeStart(entry.command, env, entry.viaStartScript);
      const cases = { pglite: [[], []], postgres: [[], []] } as Record<string, [Timing[], Timing[]]>;
      for (let i = 0; i < rounds; i++) {
        const pgliteEnv = { DATA_DIR: newFolder('fete-startup-') };
        const url = await createDatabase(cluster.url, `startup_${process.pid}_${folders.length}`);
        const postgresEnv = { DATA_DIR: newFolder('fete-startup-pg-'), DATABASE_URL: url };
        for (const [name, env] of [
          ['pglite', pgliteEnv],
          ['postgres', postgresEnv],
        ] as const) {
          cases[name]![0].push(await time(env));
          for (let r = 0; r < restarts; r++) cases[name]![1].push(await time(env));
        }
      }
      const [fresh, restart] = cases.pglite!;
      const [pgFresh, pgRestart] = cases.postgres!;
      rows.push(
        `| ${entry.name} | ${cell(fresh)} | ${cell(restart)} | ${cell(pgFresh)} | ${cell(pgRestart)} |`,
      );
      for (const [database, timings] of [
        ['PGlite', restart],
        ['PostgreSQL', pgRestart],
      ] as const) {
        const seconds = median(timings.map((x) => x.ms)) / 1000;
        const goal = RESTART_GOAL[database];
        verdicts.push(
          `${entry.name}, ${database} restart: ${seconds.toFixed(1)} s, goal ≤ ${goal} s ${seconds <= goal ? 'met' : 'NOT met'}`,
        );
      }
      console.error(`  measured ${entry.name} (load average ${loadAverage()})`);
    }
  } finally {
    cluster?.stop();
    // A cleanup that fails must not hide why the run stopped: it is reported, not thrown.
    for (const dir of folders) {
      try {
        fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
      } catch (err) {
        console.error(`could not remove ${dir}: ${String(err)}`);
      }
    }
  }
  console.log(
    '\n| server | PGlite, new DATA_DIR (migrations + demo data) | CPU | RSS | PGlite, restart | CPU | RSS | PostgreSQL, new database | CPU | RSS | PostgreSQL, restart | CPU | RSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(`\n${verdicts.join('\n')}`);
  console.log(
    `\nmedian of ${rounds} (restarts: ${rounds * restarts}), time from launch until / and /api/events answer, the server's CPU seconds then; ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
