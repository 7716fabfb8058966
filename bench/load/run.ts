/**
 * Throughput under load, side by side in one run (`npm run bench:load`): a throwaway PostgreSQL 15 cluster
 * with the demo data; the baseline (baseline-server.ts: node:http + pg, one named prepared statement per page);
 * Fete on that PostgreSQL; Fete on embedded PGlite with its own demo data. Everything listens on 127.0.0.1
 * only. For each endpoint the targets take turns (baseline, PostgreSQL, PGlite, then a signed-in member on
 * PostgreSQL), 20 connections each, so they all see the same machine. Prints req/s, p99 and the ratios.
 *
 * Options: BENCH_SECONDS (per run, default 3), BENCH_CONNECTIONS (20), BENCH_ONLY (substring of the paths
 * to run), BENCH_SERVER (`dist` to run the built server, `tsx` for the sources; default: dist when built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startCluster, type Cluster } from './postgres-cluster';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const only = process.env.BENCH_ONLY;
const built = fs.existsSync('dist/server/main.js');
const useDist = process.env.BENCH_SERVER ? process.env.BENCH_SERVER === 'dist' : built;

interface Target {
  name: string;
  base: string;
  process: ChildProcess;
  headers?: Record<string, string>;
}

const children: ChildProcess[] = [];
const folders: string[] = [];
let cluster: Cluster | undefined;

function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  cluster?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

async function startApp(name: string, databaseUrl?: string): Promise<Target> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-bench-data-'));
  folders.push(dataDir);
  const entry = useDist ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = start(entry, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    MAIL: 'outbox',
    DEMO_DATA: 'auto',
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/hero-slides`, child);
  return { name, base, process: child };
}

/** A demo account's session cookie on that app (demo-accounts.json holds this database's passwords). */
async function signIn(
  app: Target,
  dataDir: string,
  who: 'member' | 'administrator' = 'member',
): Promise<Record<string, string>> {
  const accounts = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as Record<
    string,
    { email: string; password: string } | undefined
  >;
  const account = accounts[who];
  if (!account) throw new Error(`no demo ${who} in ${dataDir}`);
  const response = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

interface Measure {
  rps: number;
  p99: number;
  bad: number;
}

async function load(url: string, headers: Record<string, string> | undefined, duration: number) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  } satisfies Measure;
}

const firstId = async (app: Target, list: string) => {
  const body = (await fetch(`${app.base}${list}`).then((r) => r.json())) as { items: { id: string }[] };
  return body.items[0]!.id;
};

async function main() {
  console.log(`Starting PostgreSQL, the baseline and Fete (${useDist ? 'built server' : 'tsx'})…`);
  cluster = await startCluster();
  const onPg = await startApp('PostgreSQL', cluster.url);
  const onPglite = await startApp('PGlite');
  const basePort = await freePort();
  const baselineProcess = start(['--import', 'tsx', 'bench/load/baseline-server.ts'], {
    BASELINE_PORT: String(basePort),
    DATABASE_URL: cluster.url,
  });
  const baseline: Target = {
    name: 'baseline',
    base: `http://127.0.0.1:${basePort}`,
    process: baselineProcess,
  };
  await waitFor(`${baseline.base}/api/events`, baselineProcess);
  const member: Target = { ...onPg, name: 'member', headers: await signIn(onPg, folders[0]!) };
  const administrator: Target = {
    ...onPg,
    name: 'administrator',
    headers: await signIn(onPg, folders[0]!, 'administrator'),
  };

  const lists = [
    '/api/events',
    '/api/destinations',
    '/api/bands',
    '/api/restaurants',
    '/api/providers',
    '/api/products',
  ];
  const home = ['events', 'destinations', 'bands', 'eats', 'faces', 'marqet'].map((s) => `/api/home/${s}`);
  const detailLists = [
    '/api/events',
    '/api/destinations',
    '/api/bands',
    '/api/restaurants',
    '/api/providers',
  ];
  type Row = { label: string; paths: Map<Target, string> };
  const rows: Row[] = [];
  for (const p of [...lists, ...home]) {
    const targets = new Map<Target, string>([
      [baseline, p],
      [onPg, p],
      [onPglite, p],
    ]);
    if (lists.includes(p) || p === '/api/home/events') targets.set(member, p);
    rows.push({ label: p, paths: targets });
  }
  // Lists behind a session: the events manager (administrators) and a member's own events (the dashboard's
  // My Events). The baseline has no sessions, so these rows have no ratio.
  const signedInLists: Array<[string, Target]> = [
    ['/api/admin/events', administrator],
    ['/api/admin/events?q=soca', administrator],
    ['/api/members/me/events', member],
    ['/api/admin/restaurants', administrator],
    ['/api/admin/restaurants?q=kitchen', administrator],
  ];
  for (const [p, target] of signedInLists) {
    rows.push({ label: `${p} (${target.name})`, paths: new Map([[target, p]]) });
  }
  // The back office's managers, as the demo administrator on each database (the baseline has no sessions).
  const adminOnPg: Target = { ...onPg, headers: await signIn(onPg, folders[0]!, 'administrator') };
  const adminOnPglite: Target = {
    ...onPglite,
    headers: await signIn(onPglite, folders[1]!, 'administrator'),
  };
  for (const p of ['/api/admin/products', '/api/admin/providers']) {
    rows.push({
      label: `${p} (administrator)`,
      paths: new Map([
        [baseline, p],
        [adminOnPg, p],
        [adminOnPglite, p],
      ]),
    });
  }
  // The past side of the Upcoming / Past switch (the apps only: the baseline has no `when`).
  for (const p of ['/api/bands?when=past', '/api/destinations?when=past']) {
    rows.push({
      label: p,
      paths: new Map([
        [onPg, p],
        [onPglite, p],
        [member, p],
      ]),
    });
  }
  for (const p of [
    '/api/admin/bands',
    '/api/admin/hero-slides',
    '/api/admin/ads',
    '/api/admin/partners',
    '/api/admin/featured/band',
  ]) {
    rows.push({ label: `${p} (${administrator.name})`, paths: new Map([[administrator, p]]) });
  }
  for (const list of detailLists) {
    const detailRoute = list === '/api/destinations' ? '/api/events' : list;
    const pgId = await firstId(onPg, list);
    const rowLabel = `${detailRoute}/{id}${list === '/api/destinations' ? ' (destination)' : ''}`;
    rows.push({
      label: rowLabel,
      paths: new Map([
        [baseline, `${detailRoute}/${pgId}`],
        [onPg, `${detailRoute}/${pgId}`],
        [onPglite, `${detailRoute}/${await firstId(onPglite, list)}`],
        [member, `${detailRoute}/${pgId}`],
      ]),
    });
  }

  const results: { label: string; by: Map<string, Measure> }[] = [];
  for (const row of rows.filter((r) => !only || r.label.includes(only))) {
    const by = new Map<string, Measure>();
    for (const [target, p] of row.paths) {
      await load(target.base + p, target.headers, 1); // warm-up: JIT, plans, caches
      by.set(target.name, await load(target.base + p, target.headers, seconds));
    }
    results.push({ label: row.label, by });
    console.error(`  measured ${row.label}`);
  }
  const rss = (t: Target) => {
    const status = fs.readFileSync(`/proc/${t.process.pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  };
  printTable(results);
  console.log(
    `\nRSS after the run: Fete on PostgreSQL ${rss(onPg)} MiB, on PGlite ${rss(onPglite)} MiB, baseline ${rss(baseline)} MiB`,
  );
  console.log(
    `${connections} connections, ${seconds} s per run after a 1 s warm-up, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

function printTable(results: { label: string; by: Map<string, Measure> }[]) {
  const f = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
  const ratio = (m: Measure | undefined, b: Measure | undefined) =>
    m && b ? `${(m.rps / b.rps).toFixed(2)}× / ${(m.p99 / Math.max(b.p99, 1)).toFixed(1)}×` : '—';
  console.log(
    '\n| endpoint | baseline req/s | p99 | PostgreSQL req/s | p99 | PGlite req/s | p99 | member / admin (PG) req/s | p99 | PG ratio (req/s / p99) | PGlite ratio | member ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let bad = 0;
  for (const { label, by } of results) {
    // Rows without a baseline (the `when=past` lists, the back office's lists) show no ratios.
    const b = by.get('baseline');
    const signedIn = by.get('member') ?? by.get('administrator');
    for (const m of by.values()) bad += m.bad;
    console.log(
      `| ${label} | ${f(b)} | ${f(by.get('PostgreSQL'))} | ${f(by.get('PGlite'))} | ${f(signedIn)} | ${ratio(by.get('PostgreSQL'), b)} | ${ratio(by.get('PGlite'), b)} | ${ratio(signedIn, b)} |`,
    );
  }
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 2xx`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
