/** What the load benches share: starting servers, waiting for them, signing in, one autocannon run. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../test/support/postgres-cluster';
import { mallocEnv } from '../../scripts/malloc-env.mjs';
import { serverEnv } from './server-env.mjs';

export interface Target {
  name: string;
  base: string;
  process: ChildProcess;
  headers?: Record<string, string>;
  dataDir?: string;
  /** The built server it runs when not this checkout's (startApp's `bundle`), kept for a restart. */
  bundle?: string;
  /** Node options of its own, after BENCH_NODE_ARGS (startApp's `options.nodeArgs`), kept for a restart. */
  nodeArgs?: string[];
}

export interface Measure {
  rps: number;
  p99: number;
  bad: number;
}

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const built = fs.existsSync('dist/server/main.js');
export const useDist = process.env.BENCH_SERVER ? process.env.BENCH_SERVER === 'dist' : built;

const children: ChildProcess[] = [];
const folders: string[] = [];
const cleanUps: (() => void)[] = [];

/**
 * Stop every process started here and remove the temp folders (also on Ctrl-C). A PGlite server still writes
 * its folder while it shuts down, so the folders go once the servers have exited (at most 10 s later).
 */
export async function cleanUp() {
  const running = children.filter((child) => child.exitCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const fn of cleanUps) fn();
  for (const dir of folders) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch (err) {
      console.error(`could not remove ${dir}: ${(err as Error).message}`);
    }
  }
}
export const onCleanUp = (fn: () => void) => cleanUps.push(fn);
process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

/** BENCH_NODE_ARGS: node options for every process the bench starts (e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`). */
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

export function startProcess(
  command: string[],
  env: Record<string, string>,
  ownArgs: string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, ...ownArgs, ...command], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** How long a server gets to answer once started (BENCH_START_SECONDS; a first start on a busy machine takes minutes). */
const startMs = Number(process.env.BENCH_START_SECONDS ?? 240) * 1000;

export async function waitFor(url: string, child: ChildProcess, timeoutMs = startMs): Promise<void> {
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

/** The servers' AUTH_SECRET (server-env.mjs): writes.ts signs the session cookies of the members it seeds. */
export { AUTH_SECRET } from './server-env.mjs';

/**
 * Fete with the demo data, on PostgreSQL when `databaseUrl` is given, else on PGlite in a temp DATA_DIR.
 * `bundle`: another built server to run instead (BENCH_BEFORE: an earlier build, for before/after tables).
 * `again`: a stopped target started again on its own port and DATA_DIR (the same object, its new process).
 * `options.nodeArgs`: node options for this server only (e.g. `--max-semi-space-size=4`, cpu-per-write.ts).
 */
export async function startApp(
  name: string,
  databaseUrl?: string,
  bundle?: string,
  again?: Target,
  options: { nodeArgs?: string[] } = {},
): Promise<Target> {
  const port = again ? Number(new URL(again.base).port) : await freePort();
  const dataDir = again?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fete-bench-data-'));
  if (!again) folders.push(dataDir);
  bundle ??= again?.bundle;
  const ownArgs = options.nodeArgs ?? again?.nodeArgs ?? [];
  const entry = bundle
    ? [bundle]
    : useDist
      ? ['dist/server/main.js']
      : ['--import', 'tsx', 'src/server/main.ts'];
  const child = startProcess(
    entry,
    {
      ...serverEnv(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // As `npm start` runs it (scripts/malloc-env.mjs).
      ...mallocEnv(),
    },
    ownArgs,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/hero-slides`, child);
  if (again) return Object.assign(again, { process: child });
  return { name, base, process: child, dataDir, bundle, nodeArgs: ownArgs };
}

/** The baseline (baseline-server.ts) on that PostgreSQL. */
export async function startBaseline(databaseUrl: string, name = 'baseline'): Promise<Target> {
  const port = await freePort();
  const child = startProcess(['--import', 'tsx', 'bench/load/baseline-server.ts'], {
    BASELINE_PORT: String(port),
    DATABASE_URL: databaseUrl,
  });
  const target = { name, base: `http://127.0.0.1:${port}`, process: child };
  await waitFor(`${target.base}/api/events`, child);
  return target;
}

/**
 * A demo account signed in on that app (demo-accounts.json of its DATA_DIR holds this database's passwords;
 * `accountsOf`: the app that seeded the database, when this one shares its PostgreSQL).
 */
export async function signedIn(
  app: Target,
  who: 'member' | 'administrator',
  name: string = who,
  accountsOf: Target = app,
): Promise<Target> {
  const accounts = JSON.parse(
    fs.readFileSync(path.join(accountsOf.dataDir!, 'demo-accounts.json'), 'utf8'),
  ) as Record<string, { email: string; password: string } | undefined>;
  const account = accounts[who];
  if (!account) throw new Error(`demo-accounts.json has no ${who}`);
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
  return { ...app, name, headers: { cookie } };
}

/** The demo member signed in on that app. */
export const asMember = (app: Target, name = 'member') => signedIn(app, 'member', name);

export async function load(
  url: string,
  headers: Record<string, string> | undefined,
  duration: number,
): Promise<Measure> {
  return measureOf(await autocannon({ url, connections, duration, headers }));
}

export const measureOf = (result: Awaited<ReturnType<typeof autocannon>>): Measure => ({
  rps: result.requests.total / result.duration,
  p99: result.latency.p99,
  bad: result.non2xx + result.errors + result.timeouts,
});

/**
 * Cold under load: `connections` at once for `seconds`, every request to an address no cache has seen (`{n}` in
 * `template` becomes a term made for that request: letters and a counter, never asked before in this run; or
 * `template` makes the path of request number n: cold-rows.ts).
 */
export async function loadFresh(
  base: string,
  template: string | ((n: number) => string),
  headers: Record<string, string> | undefined,
): Promise<Measure> {
  const fresh = () =>
    typeof template === 'string'
      ? template.replace('{n}', `zq${(freshTerms++).toString(36)}`)
      : template(freshTerms++);
  return loadEach(base, fresh, headers);
}
let freshTerms = Date.now();

/**
 * Cold: one request per turn, one after another, each to an address no cache has seen (`prepare`, untimed,
 * gives it: another item, a feed just made, or the same address after a write, which every cache forgets
 * at). req/s is 1 ÷ the mean time. `headers`: the timed request's (a feed is asked without a session).
 */
export async function coldSeries(
  base: string,
  turns: number,
  prepare: (turn: number) => Promise<string>,
  headers?: Record<string, string>,
): Promise<Measure> {
  const times: number[] = [];
  let bad = 0;
  for (let turn = 0; turn < turns; turn++) {
    const p = await prepare(turn);
    const start = performance.now();
    const response = await fetch(base + p, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status < 200 || response.status > 299) bad++;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(times.length, 1);
  return {
    rps: 1000 / mean,
    p99: Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0),
    bad,
  };
}
export const coldTurns = Number(process.env.BENCH_COLD_TURNS ?? 20);

/** BENCH_ONLY: substrings of the rows to run, separated by `|`; every row without it. */
export const wantedRow = (label: string) =>
  !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split('|').some((part) => label.includes(part));

/** A warm-up (JIT, plans, caches), then the measured run. */
export async function measure(
  target: Target,
  p: string,
  extra: Record<string, string> = {},
): Promise<Measure> {
  const headers = { ...target.headers, ...extra };
  await load(target.base + p, headers, 1);
  return load(target.base + p, headers, seconds);
}

export const rssOf = (t: Target) => {
  const status = fs.readFileSync(`/proc/${t.process.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

export const firstId = async (app: Target, list: string) => {
  const id = await firstIdOf(app, list);
  if (!id) throw new Error(`${list} answered no item`);
  return id;
};

/**
 * The id of the first item a list answers to this target (with its cookie): the first array in the answer
 * (`items`, or another name), its first element's `id`; undefined when the list is empty or not there.
 */
export async function firstIdOf(app: Target, list: string): Promise<string | undefined> {
  const response = await fetch(`${app.base}${list}`, { headers: app.headers });
  if (!response.ok) return undefined;
  const body = (await response.json()) as unknown;
  const array = Array.isArray(body)
    ? body
    : Object.values(body as Record<string, unknown>).find((value) => Array.isArray(value));
  const first = (array as { id?: unknown }[] | undefined)?.[0];
  return typeof first?.id === 'string' ? first.id : undefined;
}

export const machine = () =>
  `${connections} connections, ${seconds} s per run after a 1 s warm-up, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

/** Under load like loadFresh, every request to the next address `next` gives (a filter or page not asked before). */
export async function loadEach(
  base: string,
  next: () => string,
  headers: Record<string, string> | undefined,
): Promise<Measure> {
  const run = async (duration: number) =>
    measureOf(
      await autocannon({
        url: base,
        connections,
        duration,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      }),
    );
  await run(1);
  return run(seconds);
}
