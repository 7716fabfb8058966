// `npm test`: every suite, one summary line at the end.
//   1. unit + API tests on in-memory PGlite (Vitest)
//   2. the server suite again on real PostgreSQL when TEST_DATABASE_URL is set
//   3. the fault tests (test/faults: kill -9, PostgreSQL restarts, shutdown, two processes, backups) when the
//      PostgreSQL binaries are installed (they start and stop clusters of their own); `npm run test:faults` alone
//   4. the browser journeys (Playwright in Debian's Chromium) when Chromium is installed, after building the web
//      app and the server bundle (dist/)
// In CI (CI=true) a missing Chromium, a skipped test or a failed suite fails the run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const out = path.resolve('test-results');
fs.mkdirSync(out, { recursive: true });
const node = process.execPath;
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(label, files, env) {
  const report = path.join(out, `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  const status = run(
    label,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
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

vitest('pglite', []);

if (process.env.TEST_DATABASE_URL) {
  vitest('postgres', ['src/server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else if (ci) {
  problems.push('TEST_DATABASE_URL is not set: the PostgreSQL suite did not run');
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on PGlite only.)');
}

// The fault tests start, stop and restart PostgreSQL clusters of their own (bench/load/postgres-cluster.ts).
const pgBin =
  process.env.PGBIN ??
  (fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
        .find((dir) => fs.existsSync(path.join(dir, 'initdb')))
    : undefined);
if (pgBin) {
  vitest('faults', ['--config', 'vitest.faults.config.ts'], { PGBIN: pgBin });
} else {
  const message =
    'PostgreSQL binaries were not found: the fault tests did not run (install postgresql, or set PGBIN)';
  if (ci) problems.push(message);
  else console.log(`\n${message}`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const build = run('build the web app for the journeys', [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
  ]);
  // The server bundle too: a journey that stops and starts a server of its own (e2e/member/chat-restart.spec.ts)
  // runs dist/server/main.js, as `npm start` does; the fault tests' setup builds it only when they run.
  const serverBuild =
    build === 0 ? run('build the server bundle for the journeys', ['scripts/build-server.mjs']) : 1;
  if (build !== 0 || serverBuild !== 0) {
    problems.push(build !== 0 ? 'vite build failed' : 'scripts/build-server.mjs failed');
    totals.failed += 1;
  } else {
    const report = path.join(out, 'playwright.json');
    fs.rmSync(report, { force: true });
    const status = run(
      'browser journeys (Playwright, Chromium)',
      ['node_modules/@playwright/test/cli.js', 'test'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    const json = readJson(report);
    if (!json) {
      problems.push(`browser journeys: no report (exit ${status})`);
      totals.failed += 1;
    } else {
      totals.passed += json.stats.expected + json.stats.flaky;
      totals.failed += json.stats.unexpected;
      totals.skipped += json.stats.skipped;
      if (status !== 0 && json.stats.unexpected === 0) {
        problems.push(`browser journeys: exit ${status}`);
        totals.failed += 1;
      }
    }
  }
} else {
  const message = `Chromium was not found at ${chromium}: the browser journeys did not run. Install it with: sudo apt-get install -y chromium`;
  if (ci) problems.push(message);
  else console.log(`\n${message}`);
}

if (ci && totals.skipped > 0) problems.push(`${totals.skipped} test(s) were skipped`);
for (const p of problems) console.log(`problem: ${p}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
