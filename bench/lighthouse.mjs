// Lighthouse mobile scores of a visitor's main pages (`npm run bench:lighthouse`, after `npm run build`):
// starts the built server (dist/server/main.js, as `npm start` runs it) on embedded PGlite with the demo data, runs Lighthouse (mobile,
// its default simulated throttling) LIGHTHOUSE_RUNS times (3) on `/`, `/fete-guide`, the first event's page and
// `/fete-marqet`, and prints the median score with its LCP, TBT, CLS and FCP. Goal: ≥ 95 each (issue #25).
// Then two signed-in pages (goal ≥ 90): the member's dashboard and the back office's events manager, as the
// administrator the bench's server creates (ADMIN_EMAIL), with the session cookie the bench gets by signing in.
//
// LIGHTHOUSE_CATEGORIES=seo,performance scores those categories (default: performance): a column each, the SEO
// audits that did not pass listed under the table, and Lighthouse's benchmarkIndex (how fast it found this
// machine) per page. Goal for SEO: ≥ 95. LIGHTHOUSE_PORT: the server's port (default: any free one).
//
// Lighthouse is not a dependency: LIGHTHOUSE names its command (default `npx --yes lighthouse@13.5.0`, fetched
// once into npm's cache). It drives Chromium from CHROME_PATH (default /usr/bin/chromium, Debian's).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const lighthouse = (process.env.LIGHTHOUSE ?? 'npx --yes lighthouse@13.5.0').split(' ');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_PAGES=/,/fete-guide runs only those pages (`/events/{id}` for the event page, `/restaurants/{id}` for the
// first restaurant's, which only runs when named); detail pages are asked at their canonical `{slug}-{id}` address.
// LIGHTHOUSE_SAVE=dir keeps every run's JSON report there (open it in the Lighthouse viewer to see the layout shifts
// and the LCP element).
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',');
const categories = (process.env.LIGHTHOUSE_CATEGORIES ?? 'performance').split(',');
const saveDir = process.env.LIGHTHOUSE_SAVE;
// LIGHTHOUSE_BEFORE=dir: a directory holding an earlier build's `dist` (`cp -r dist package.json` of that checkout,
// node_modules linked), served beside this one on LIGHTHOUSE_PORT + 1; each page's runs alternate the two builds, so
// before and after see the same load, and the table has a `(before)` row under each page.
const before = process.env.LIGHTHOUSE_BEFORE;

if (!fs.existsSync('dist/web/index.html') || !fs.existsSync('dist/server/main.js')) {
  console.error('Run npm run build first.');
  process.exit(1);
}

// The administrator of the bench's own throwaway server (its data is deleted when the bench ends).
const BENCH_ADMIN = { email: 'admin-bench@fete.test', password: 'bench-admin-pass-2027' };
const SIGNED_IN = ['/dashboard', '/admin/events'];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * A built server (`dist/server/main.js` under `root`, which it serves `dist/web` from) on its own throwaway PGlite
 * data with the demo data, the bench's administrator and, once it answers, that administrator's session cookie.
 */
async function startServer(root, port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-lighthouse-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'auto',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      MAIL: 'outbox',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Its folder goes once the server has exited (PGlite writes to it as it stops: removing it before failed with
  // ENOTEMPTY); a server that does not exit within 10 s is killed.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  stops.push(stop);
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/events`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null || i > 960) throw new Error(`the server in ${root} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // A detail page's canonical address: where its plain `/{kind}/{id}` address redirects.
  const canonical = async (list, kind) => {
    const { items } = await fetch(`${base}${list}`).then((r) => r.json());
    const res = await fetch(`${base}/${kind}/${items[0].id}`, { redirect: 'manual' });
    return res.headers.get('location') ?? `/${kind}/${items[0].id}`;
  };
  const candidates = [
    '/',
    '/fete-guide',
    await canonical('/api/events', 'events'),
    '/fete-marqet',
    ...SIGNED_IN,
  ];
  if (onlyPages?.includes('/restaurants/{id}'))
    candidates.push(await canonical('/api/restaurants', 'restaurants'));
  // The administrator's session cookie, sent with every request of a signed-in page's runs.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!signIn.ok) throw new Error(`signing in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { base, cookie, pages: candidates.filter((p) => !onlyPages || onlyPages.includes(nameOf(p))) };
}

const nameOf = (p) => (/^\/(events|restaurants)\//.exec(p) ? `/${p.split('/')[1]}/{id}` : p);
const stops = [];
const stopAll = () => Promise.all(stops.map((stop) => stop()));
process.on('SIGINT', () => {
  void stopAll().finally(() => process.exit(130));
});

try {
  const firstPort = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();
  // The build under test, and with LIGHTHOUSE_BEFORE the earlier one beside it (its own server on the next port).
  const [after, earlier] = await Promise.all([
    startServer(process.cwd(), firstPort),
    before ? startServer(before, firstPort + 1) : null,
  ]);
  const builds = [...(earlier ? [{ label: ' (before)', ...earlier }] : []), { label: '', ...after }];
  const loadAverage = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.error(`load average before: ${loadAverage()}`);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  /** One Lighthouse run of `address` on `build`'s server, its report parsed. */
  const lighthouseRun = (build, address) => {
    // Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine: try that run again.
    const runLighthouse = () =>
      execFileSync(
        lighthouse[0],
        [
          ...lighthouse.slice(1),
          build.base + address,
          `--only-categories=${categories.join(',')}`,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
          ...(SIGNED_IN.includes(address)
            ? [`--extra-headers=${JSON.stringify({ cookie: build.cookie })}`]
            : []),
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      );
    for (let attempt = 1; ; attempt++) {
      try {
        return JSON.parse(runLighthouse());
      } catch (err) {
        if (attempt >= 3) throw err;
        console.error(`  ${address}${build.label}: a run failed, trying again`);
      }
    }
  };
  const resultOf = (report) => {
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    const scoreOf = (category) => Math.round((report.categories[category]?.score ?? NaN) * 100);
    return {
      score: scoreOf(categories[0]),
      by: Object.fromEntries(categories.map((c) => [c, scoreOf(c)])),
      benchmarkIndex: report.environment?.benchmarkIndex,
      load: os.loadavg()[0].toFixed(1),
      // The SEO audits that did not pass (score below 1; not the manual or not-applicable ones).
      failing: (report.categories.seo?.auditRefs ?? [])
        .map((ref) => report.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}: ${a.title}`),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
    };
  };
  const rows = [];
  for (const [index, page] of builds.at(-1).pages.entries()) {
    const resultsOf = builds.map(() => []);
    for (let run = 0; run < runs; run++) {
      // Before and after alternate, run by run, so both see the same load.
      for (const [b, build] of builds.entries()) {
        const address = build.pages[index];
        const report = lighthouseRun(build, address);
        if (saveDir) {
          fs.mkdirSync(saveDir, { recursive: true });
          const name = address === '/' ? 'home' : address.slice(1).replace(/\//g, '-').slice(0, 40);
          const suffix = build.label ? '-before' : '';
          fs.writeFileSync(path.join(saveDir, `${name}${suffix}-${run + 1}.json`), JSON.stringify(report));
        }
        resultsOf[b].push(resultOf(report));
      }
    }
    for (const [b, build] of builds.entries()) {
      const results = resultsOf[b];
      // The run with the median score, so its metrics belong together.
      const byScore = [...results].sort((x, y) => x.score - y.score);
      const mid = byScore[Math.floor(byScore.length / 2)];
      rows.push({
        page: page + build.label,
        name: nameOf(page) + build.label,
        scores: results.map((r) => r.score),
        ...mid,
        median: median(results.map((r) => r.score)),
        medians: Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r.by[c]))])),
        benchmarkIndexes: results.map((r) => Math.round(r.benchmarkIndex)),
        failing: [...new Set(results.flatMap((r) => r.failing))],
      });
      console.error(
        `  ${page}${build.label}: ${results.map((r) => `${categories.map((c) => `${c} ${r.by[c]}`).join(' ')} (FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, benchmarkIndex ${Math.round(r.benchmarkIndex)}, load ${r.load})`).join(', ')}`,
      );
    }
  }
  const others = categories.slice(1);
  // The performance metrics, when performance was measured.
  const timings = categories.includes('performance');
  console.log(
    `\n| page | ${categories[0]} scores | median | ${others.map((c) => `${c} median | `).join('')}benchmarkIndex |${timings ? ' LCP | TBT | CLS | FCP |' : ''}`,
  );
  console.log(
    `|---|---|---:|${others.map(() => '---:|').join('')}---|${timings ? '---:|---:|---:|---:|' : ''}`,
  );
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.scores.join(', ')} | ${r.median} | ${others.map((c) => `${r.medians[c]} | `).join('')}${r.benchmarkIndexes.join(', ')} |${timings ? ` ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.fcp / 1000).toFixed(1)} s |` : ''}`,
    );
  }
  for (const r of rows.filter((row) => row.failing.length))
    console.log(
      `\n${r.name} (${r.page}), SEO audits not passed:\n${r.failing.map((f) => `- ${f}`).join('\n')}`,
    );
  console.log(
    `\nLighthouse mobile (simulated throttling), ${runs} runs per page; ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
} finally {
  await stopAll();
}
