// `npm test`: every suite, then the slowest files of each and one summary line.
//   1. unit + API tests on in-memory PGlite, and the web's component tests (Vitest): the server files tagged
//      `pglite` and `both` (docs/decisions/0026-test-tiers.md), and those tagged `postgres` too when there is no
//      PostgreSQL to run them on
//   2. the server files whose behaviour depends on the database (`postgres`) and those that go through what PGlite
//      does its own way (`both`, again) on real PostgreSQL when TEST_DATABASE_URL is set
//   3. the fault tests (test/faults: kill -9, PostgreSQL restarts, shutdown, two processes, backups) when the
//      PostgreSQL binaries are installed (they start and stop clusters of their own), beside pass 2: they wait more
//      than they compute; those that measure latency (`// @measures-latency`) after it, alone; `npm run test:faults`
//      runs them all
//   4. the browser journeys (Playwright in Debian's Chromium) when Chromium is installed, on the built web app and
//      server bundle (dist/), built here only when missing or older than their sources
// In CI (CI=true) a missing database or browser, a skipped test or a failed suite fails the run. Elsewhere what
// cannot run is said at the end, with how to make it run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshness } from './build-freshness.mjs';
import { e2eServer } from '../e2e/server.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const out = path.resolve('test-results');
fs.mkdirSync(out, { recursive: true });
const node = process.execPath;
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const notRun = [];
/** Each suite's files with their whole time (seconds), for the slowest-files table. */
const suites = [];
const SLOWEST = 15;

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/**
 * The same, beside whatever runs next: its output goes to a file, printed whole when `finish()` is awaited, so
 * two suites' lines never interleave.
 */
function runInBackground(label, args, env = {}) {
  const log = path.join(out, `${label.replace(/\W+/g, '-')}.log`);
  console.log(
    `\n=== ${label}: started in the background (output below when it ends; ${path.relative('.', log)})`,
  );
  const started = Date.now();
  const fd = fs.openSync(log, 'w');
  const child = spawn(node, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  const done = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  return {
    async finish() {
      const status = await done;
      fs.closeSync(fd);
      console.log(`\n=== ${label} (ran in the background)`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      return { status, seconds: (Date.now() - started) / 1000 };
    },
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A missing piece: fails CI, and is reported with how to get it elsewhere. */
function cannotRun(message) {
  if (ci) problems.push(message);
  else notRun.push(message);
}

/** A Vitest run's command line and report files. */
function vitestCommand(label, args) {
  const slug = label.replace(/\W+/g, '-');
  const report = path.join(out, `vitest-${slug}.json`);
  const durations = path.join(out, `durations-${slug}.json`);
  fs.rmSync(report, { force: true });
  fs.rmSync(durations, { force: true });
  const argv = [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // Each file's whole time (import, hooks and tests): the JSON report times the tests alone.
    '--reporter=./test/support/durations-reporter.ts',
  ];
  return { argv, report, durations };
}

/** Counts a finished Vitest run's tests and keeps its files' times for the slowest-files table. */
function vitestResults(label, { report, durations }, { status, seconds }) {
  suites.push({
    label,
    seconds,
    files: (readJson(durations) ?? []).map((f) => ({ file: f.file, seconds: f.seconds, tests: f.tests })),
  });
  const json = readJson(report);
  if (!json) {
    problems.push(`${label}: no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  if (status !== 0 && json.numFailedTests === 0) {
    problems.push(`${label}: exit ${status}`);
    totals.failed += 1;
  }
}

function vitest(label, args, env) {
  const command = vitestCommand(label, args);
  vitestResults(label, command, run(label, command.argv, { ...env, DURATIONS_FILE: command.durations }));
}

/** The same, beside what runs next; `await` the result to count it. */
function vitestInBackground(label, args, env) {
  const command = vitestCommand(label, args);
  const job = runInBackground(label, command.argv, { ...env, DURATIONS_FILE: command.durations });
  return { finish: async () => vitestResults(label, command, await job.finish()) };
}

// TEST_DATABASE_URL is in the environment in CI: the first pass must not see it, or it runs on PostgreSQL too (it
// did until issue #19, so PGlite went untested in CI). With a PostgreSQL pass to follow, the files tagged
// `postgres` wait for it, and this pass runs the `pglite` and `both` ones (vitest.config.ts); without one, every
// server file runs here, on PGlite.
// The fuzz's 200 cases per route are split between the passes (src/server/test/fuzz/fuzz-routes.ts): 50 here and
// 150 on PostgreSQL when it follows, 200 here when it does not.
const FUZZ_SPLIT = process.env.TEST_DATABASE_URL && !process.env.FUZZ_RUNS;
vitest('pglite', [], {
  TEST_DATABASE_URL: '',
  TEST_TIERS: process.env.TEST_DATABASE_URL ? 'pglite,both' : '',
  ...(FUZZ_SPLIT ? { FUZZ_RUNS: '50' } : {}),
});

// The fault tests start, stop and restart PostgreSQL clusters of their own (test/support/postgres-cluster.ts).
const pgBin =
  process.env.PGBIN ??
  (fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
        .find((dir) => fs.existsSync(path.join(dir, 'initdb')))
    : undefined);

// The headless shell's binary before Debian's script that runs it without exec (e2e/support/browser-process.ts).
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
    fs.existsSync,
  );

/**
 * The fault tests and the journeys run the built server (and the journeys the built web app): reused when dist/
 * is the build of these sources (scripts/build-freshness.mjs: `npm run build` or `.ci/run` made it), else built
 * here once, the web app with a cheap compression level (a test run serves it to a browser on loopback).
 */
function buildIfStale(part) {
  const { fresh, reason } = freshness(part);
  if (fresh) {
    console.log(`\n=== ${part} build: reused (${reason})`);
    return true;
  }
  console.log(`\n=== ${part} build: building (${reason})`);
  const args =
    part === 'web'
      ? ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']
      : ['scripts/build-server.mjs'];
  return run(`build ${part}`, args, part === 'web' ? { FETE_PRECOMPRESS: 'fast' } : {}).status === 0;
}

let built = true;
if (pgBin || chromium) {
  const started = Date.now();
  for (const part of ['web', 'server']) {
    if (!buildIfStale(part)) {
      problems.push(`the ${part} build failed`);
      totals.failed += 1;
      built = false;
    }
  }
  suites.push({ label: 'builds (only when stale)', seconds: (Date.now() - started) / 1000, files: [] });
}

// The fault tests wait on processes and clusters more than they compute (a core stays mostly idle): they run beside
// the PostgreSQL pass, their output printed whole after it; but the ones that measure latency under their own load
// (`// @measures-latency` on their first line: a visitor's answer during an upload flood, a change seen by another
// process) run afterwards with nothing beside them: their budgets are for that load alone.
const faultFiles = fs
  .readdirSync('test/faults')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/faults/${f}`);
const measuresLatency = faultFiles.filter((f) =>
  /^\/\/ @measures-latency\b/.test(fs.readFileSync(f, 'utf8')),
);
let faults;
// The fault tests' migrated embedded database, made by the first part and read by both (test/faults/global-setup.ts).
const faultsTemplate = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-faults-template-'));
process.on('exit', () => fs.rmSync(faultsTemplate, { recursive: true, force: true }));
if (pgBin && built) {
  faults = vitestInBackground(
    'faults',
    ['--config', 'vitest.faults.config.ts', ...measuresLatency.flatMap((f) => ['--exclude', `**/${f}`])],
    { PGBIN: pgBin, FAULTS_PGLITE_TEMPLATE: faultsTemplate },
  );
} else if (!pgBin) {
  cannotRun(
    'PostgreSQL binaries were not found: the fault tests did not run (install postgresql, or set PGBIN)',
  );
}

// The journeys' server makes its embedded database and writes the demo data on its first start (about 10 s, part
// of it waiting): started here, beside the PostgreSQL pass, it is ready when the journeys begin; Playwright then
// uses it (E2E_SERVER_STARTED) instead of starting its own.
let journeysServer;
if (chromium && built) {
  const log = path.join(out, 'journeys-server.log');
  const fd = fs.openSync(log, 'w');
  const child = spawn('bash', ['-c', e2eServer.command.replace(' && node ', ' && exec node ')], {
    stdio: ['ignore', 'ignore', fd],
    env: { ...process.env, ...e2eServer.env },
    // Its own process group, stopped whole (below, and if this run ends another way).
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let closed = false;
  process.on('exit', () => {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  journeysServer = {
    log,
    exited,
    /** Answers once the server does, or false when it stopped first (Playwright then starts its own). */
    async ready() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && child.exitCode === null) {
        const ok = await fetch(e2eServer.url).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return true;
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
      }
      return false;
    },
    async stop() {
      if (closed) return;
      closed = true;
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await exited;
      }
      fs.closeSync(fd);
    },
  };
}

if (process.env.TEST_DATABASE_URL) {
  // The server project with TEST_DATABASE_URL holds the `postgres` files alone (vitest.config.ts).
  vitest('postgres', ['--project', 'server', '--project', 'server-isolated'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    ...(FUZZ_SPLIT ? { FUZZ_RUNS: '150' } : {}),
  });
} else {
  cannotRun(
    'TEST_DATABASE_URL is not set: the files tagged `postgres` and `both` ran on PGlite only (set it to a PostgreSQL server the tests may create databases on)',
  );
}

await faults?.finish();
if (faults && measuresLatency.length) {
  // .ci/run's lint and typecheck run in the background beside the first passes: these budgets are for the
  // machine with nothing else on it, so they wait until those checks are done.
  const quietAfter = process.env.TEST_QUIET_AFTER;
  if (quietAfter && !fs.existsSync(quietAfter)) {
    console.log(`\n=== waiting for the checks running beside the tests to end (${quietAfter})`);
    while (!fs.existsSync(quietAfter)) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  vitest('faults that measure latency', ['--config', 'vitest.faults.config.ts', ...measuresLatency], {
    PGBIN: pgBin,
    FAULTS_PGLITE_TEMPLATE: faultsTemplate,
  });
}

if (chromium && built) {
  const report = path.join(out, 'playwright.json');
  fs.rmSync(report, { force: true });
  const started = (await journeysServer?.ready()) ?? false;
  if (journeysServer && !started) {
    console.log(`\n=== the journeys' server started early did not answer: Playwright starts its own`);
    process.stdout.write(fs.readFileSync(journeysServer.log, 'utf8'));
    await journeysServer.stop();
  }
  const { status, seconds } = run(
    'browser journeys (Playwright, Chromium)',
    ['node_modules/@playwright/test/cli.js', 'test'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      CHROMIUM_PATH: chromium,
      ...(started ? { E2E_SERVER_STARTED: '1' } : {}),
    },
  );
  await journeysServer?.stop();
  if (started) {
    const stderr = fs.readFileSync(journeysServer.log, 'utf8');
    if (stderr.trim()) console.log(`\n=== the journeys' server said (stderr)\n${stderr}`);
  }
  const json = readJson(report);
  if (!json) {
    problems.push(`browser journeys: no report (exit ${status})`);
    totals.failed += 1;
  } else {
    const byFile = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) {
            const row = byFile.get(spec.file) ?? { file: `e2e/${spec.file}`, seconds: 0, tests: 0 };
            row.seconds += result.duration / 1000;
            row.tests += 1;
            byFile.set(spec.file, row);
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of json.suites) walk(suite);
    suites.push({ label: 'journeys', seconds, files: [...byFile.values()] });
    totals.passed += json.stats.expected + json.stats.flaky;
    totals.failed += json.stats.unexpected;
    totals.skipped += json.stats.skipped;
    if (status !== 0 && json.stats.unexpected === 0) {
      problems.push(`browser journeys: exit ${status}`);
      totals.failed += 1;
    }
  }
} else if (!chromium) {
  cannotRun(
    'Chromium was not found: the browser journeys did not run. Install it with: sudo apt-get install -y chromium-headless-shell (or chromium)',
  );
}

// Where the time went: the slowest files of each suite (whole file, hooks included), to find the next slowdown.
console.log('\n=== where the time went');
for (const suite of suites) {
  console.log(`\n${suite.label}: ${suite.seconds.toFixed(0)} s`);
  const slowest = [...suite.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  for (const f of slowest) {
    console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${String(f.tests).padStart(4)} tests  ${f.file}`);
  }
}

if (ci && totals.skipped > 0) problems.push(`${totals.skipped} test(s) were skipped`);
for (const message of notRun) console.log(`\nnot run: ${message}`);
for (const p of problems) console.log(`problem: ${p}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${notRun.length ? `, ${notRun.length} suite(s) not run (above)` : ''}`,
);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
