/**
 * A read right after the reader's own write, as the bench's `(…, cold)` rows take it (run.ts, `afterOwnWrite`), but
 * many turns and builds alternating, with the server's and its backends' CPU: steadier than the rows' 20 turns.
 *
 *   node --import tsx bench/load/cold-read.ts <databaseUrl|''> <turns> <rounds> <who> <path>[,<path>…] <main.js>…
 *   e.g. BENCH_PORTS=3720-3729 node --import tsx bench/load/cold-read.ts postgres://…/cold 300 3 member \
 *          /api/me/carnival-plans .data-before/dist/server/main.js dist/server/main.js
 *
 * Each build runs as its own server on a database of its own (PostgreSQL: `<database>_<n>` created on that
 * cluster; '': a PGlite folder), signed in as the demo `member` or `administrator`. A turn is the write the rows
 * use (the feed's liked-events choice, flipped) and then the read, timed; the write-only turns beside them give
 * what the write alone costs, so `read CPU` is (write + read) − write, per turn. Rounds alternate the builds.
 */
import fs from 'node:fs';
import pg from 'pg';
import { cleanUp, signedIn, startApp, type Target } from './targets';

const [dbUrl = '', turnsArg = '200', roundsArg = '3', who = 'member', pathsArg = '', ...bundles] =
  process.argv.slice(2);
const turns = Number(turnsArg);
const paths = pathsArg.split(',');
if (!paths[0] || bundles.length === 0) {
  console.error('usage: cold-read.ts <databaseUrl|""> <turns> <rounds> <who> <paths> <main.js>…');
  process.exit(2);
}

const cpuOf = (pid: number) => {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
};
async function databaseFor(n: number): Promise<string | undefined> {
  if (!dbUrl) return undefined;
  const url = new URL(dbUrl);
  const name = `${url.pathname.slice(1) || 'cold'}_${n}`;
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(dbUrl), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}
/** The CPU seconds of the server and of its database's backends (PostgreSQL on this machine). */
async function cpuOfTarget(t: Target, url?: string) {
  let total = cpuOf(t.process.pid!);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await client.end();
    for (const { pid } of rows) total += cpuOf(pid);
  }
  return total;
}

/** COLD_ACCEPT_ENCODING: the reads' Accept-Encoding instead of fetch's own (`gzip, deflate`), e.g. `identity`. */
const extraHeaders: Record<string, string> = process.env.COLD_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.COLD_ACCEPT_ENCODING }
  : {};
const apps: { t: Target; url?: string; bundle: string }[] = [];
try {
  for (const [n, bundle] of bundles.entries()) {
    const url = await databaseFor(n);
    // COLD_NODE_ARGS: node options for the servers (e.g. `--cpu-prof --cpu-prof-dir=…`).
    const nodeArgs = process.env.COLD_NODE_ARGS?.split(' ').filter(Boolean);
    const app = await startApp(bundle, url, bundle, undefined, { nodeArgs });
    apps.push({ t: await signedIn(app, who as 'member' | 'administrator'), url, bundle });
  }
  const write = async (t: Target, flip: boolean) => {
    const r = await fetch(`${t.base}/api/members/me/calendar-feed`, {
      method: 'PUT',
      headers: { ...t.headers, origin: t.base, 'content-type': 'application/json' },
      body: JSON.stringify({ includeLiked: flip }),
    });
    if (!r.ok) throw new Error(`write: ${r.status}`);
    await r.arrayBuffer();
  };
  /** `turns` turns: the write, then (with `read`) the read timed; CPU per turn and the reads' mean latency. */
  const run = async (app: (typeof apps)[number], p: string | undefined) => {
    const before = await cpuOfTarget(app.t, app.url);
    let spent = 0;
    for (let i = 0; i < turns; i++) {
      await write(app.t, i % 2 === 0);
      if (!p) continue;
      const start = performance.now();
      const r = await fetch(app.t.base + p, { headers: { ...app.t.headers, ...extraHeaders } });
      await r.arrayBuffer();
      spent += performance.now() - start;
      if (!r.ok) throw new Error(`${p}: ${r.status}`);
    }
    return { cpu: ((await cpuOfTarget(app.t, app.url)) - before) / turns, ms: spent / turns };
  };
  const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  for (const app of apps) for (const p of paths) await run(app, p); // warm-up
  for (let round = 1; round <= Number(roundsArg); round++) {
    for (const app of apps) {
      const writeOnly = await run(app, undefined);
      for (const p of paths) {
        const both = await run(app, p);
        console.log(
          `round ${round} ${new Date().toISOString().slice(11, 19)} load ${load()} | ${app.bundle} | ${p} | read ${both.ms.toFixed(2)} ms | read CPU ${((both.cpu - writeOnly.cpu) * 1000).toFixed(2)} ms (write ${(writeOnly.cpu * 1000).toFixed(2)} ms)`,
        );
      }
    }
  }
} finally {
  await cleanUp();
}
