// CPU time per request of a built server (`npm run build`) and of its PostgreSQL backends, for never-seen queries
// at 20 connections: steadier than req/s on a shared machine, because it does not depend on what else runs.
//
//   node bench/load/cpu-per-request.mjs <databaseUrl|''> <path with {n}> [requests] [label] [NAME=value…]
//   (`{filters}` in the path: `node --import tsx bench/load/cpu-per-request.mjs …`)
//   e.g. node bench/load/cpu-per-request.mjs postgres://postgres@127.0.0.1:55460/bench '/api/events?q={n}' 3000 main
//
// `{n}` becomes a new term on every request (no kept answer can serve it); `{deep}` a deep page nobody asked. With a database URL the server runs on
// it (demo data seeded if empty) and the backends counted are those connected to that database of that cluster
// (pg_stat_activity: other engineers' clusters and databases are not counted); with '' it runs on a PGlite folder
// of its own. NAME=value pairs go into the server's environment (e.g.
// DATABASE_NAMED_STATEMENTS=off); EXTRA_NODE passes node options (e.g. --cpu-prof); BENCH_COOKIE sends a session
// cookie with every request (a signed-in member's or administrator's rows). The label `baseline` runs the
// yardstick instead (bench/load/baseline-server.ts, on the database URL), measured the same way, so Fete and the
// baseline can be put side by side in one run of this script each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { MALLOC_ENV } from '../../scripts/malloc-env.mjs';
import { serverEnv } from './server-env.mjs';

const [dbUrl, pathTemplate, total = '2000', label = '', ...envs] = process.argv.slice(2);
if (dbUrl === undefined || !/\{n\}|\{deep\}|\{filters\}|\{full\}/.test(pathTemplate ?? '')) {
  console.error(
    "usage: node bench/load/cpu-per-request.mjs <databaseUrl|''> <path with {n}> [requests] [label]",
  );
  process.exit(2);
}
// A port of BENCH_PORTS (`3420-3429`: engineers sharing the machine keep to their own range).
const [low, high] = (process.env.BENCH_PORTS ?? '3900-3989').split('-').map(Number);
const port = low + Math.floor(Math.random() * (high - low + 1));
const base = `http://127.0.0.1:${port}`;
const baseline = label === 'baseline';
if (baseline && !dbUrl) throw new Error('the baseline runs on PostgreSQL: give its database URL');
const child = spawn(
  process.execPath,
  [
    ...(process.env.EXTRA_NODE ? process.env.EXTRA_NODE.split(' ') : []),
    ...(baseline ? ['--import', 'tsx', 'bench/load/baseline-server.ts'] : ['dist/server/main.js']),
  ],
  {
    env: {
      ...process.env,
      ...serverEnv(port),
      BASELINE_PORT: String(port),
      ...MALLOC_ENV,
      ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/fete-cpu-`) }),
      ...Object.fromEntries(envs.map((pair) => pair.split('='))),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const answers = () =>
  fetch(`${base}/api/events`).then(
    (r) => r.ok,
    () => false,
  );
while (!(await answers())) {
  if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** user + system CPU seconds of a process, from /proc. */
const cpuOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // a backend that ended between the listing and the read
  }
};
/** The server's backends: every connection to its database but the one asking (its pids are this machine's). */
const backends = async () => {
  if (!dbUrl) return [];
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  await client.end();
  return rows.map((row) => row.pid);
};
const serverCpu = () => cpuOf(child.pid);
const allCpu = async () => serverCpu() + (await backends()).reduce((sum, pid) => sum + cpuOf(pid), 0);

let n = Math.floor(Math.random() * 1e6);
const words = ['zq', 'xv', 'kj', 'wq'];
// `{filters}` (run with `node --import tsx`): the list's never-seen filter combinations, as bench:load's rows.
const filterQueryOf = pathTemplate.includes('{filters}')
  ? (await import('./cold-rows.ts')).filterQueryOf
  : undefined;
const list = pathTemplate.split('?')[0];
/**
 * `{n}`: a new term; `{deep}`: a deep page never asked (page 2-500 of page size 1-20, as bench:load's rows);
 * `{filters}`: a filter combination never asked.
 */
const pathOf = (i) =>
  pathTemplate
    .replace('{n}', `${words[i % 4]}${i}`)
    .replace('{deep}', `pageSize=${1 + (i % 20)}&page=${2 + (Math.floor(i / 20) % 499)}`)
    .replace('{filters}', () => filterQueryOf(list, i))
    .replace('{full}', () => fullQuery(i));
/**
 * `{full}`: a never-seen question whose page has items on the demo data (the goal's rows mostly find none): a
 * common two-letter search, its letters' case varied (the search ignores case, the kept answers do not), with a
 * page size of 10-100 and upcoming or past: 5,824 questions.
 */
const fullQuery = (i) => {
  const pair = ['an', 'en', 'on', 'ar', 'er', 'or', 'in', 're'][i % 8];
  const cased = [...pair].map((c, k) => ((Math.floor(i / 8) >> k) & 1 ? c.toUpperCase() : c)).join('');
  const rest = Math.floor(i / 32);
  return `q=${cased}&pageSize=${10 + (rest % 91)}&when=${Math.floor(rest / 91) % 2 ? 'past' : 'upcoming'}`;
};
const run = (amount) =>
  autocannon({
    url: base,
    connections: 20,
    headers: {
      ...(process.env.BENCH_COOKIE ? { cookie: process.env.BENCH_COOKIE } : {}),
      // BENCH_ACCEPT_ENCODING: what a browser sends (e.g. `gzip, deflate`), so compressed answers are measured.
      ...(process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {}),
    },
    amount,
    requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(n++) }) }],
  });

await run(400); // warm-up: code compiled, pools full, each shape's statement prepared
const [all0, server0, load] = [await allCpu(), serverCpu(), os.loadavg()[0]];
const result = await run(Number(total));
const [all1, server1] = [await allCpu(), serverCpu()];
const per = (seconds) => ((seconds * 1000) / Number(total)).toFixed(3);
console.log(
  `${label} ${pathTemplate}: CPU ${per(all1 - all0)} ms/request (server ${per(server1 - server0)}, database ` +
    `${per(all1 - all0 - (server1 - server0))}), ${Math.round(result.requests.average)} req/s, p99 ` +
    `${result.latency.p99} ms, non-2xx ${result.non2xx}, load average ${load.toFixed(1)}`,
);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
