// Lighthouse mobile performance of a visitor's main pages (`npm run bench:lighthouse`, after `npm run build`):
// starts the built server (dist/server/main.js, as `npm start` runs it) on embedded PGlite with the demo data, runs Lighthouse (mobile,
// its default simulated throttling, performance only) LIGHTHOUSE_RUNS times (3) on `/`, `/fete-guide`, the first
// event's page and `/fete-marqet`, and prints the median score with its LCP, TBT, CLS and FCP. Goal: ≥ 90 each.
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
// LIGHTHOUSE_PAGES=/,/fete-guide runs only those pages (`/events/{id}` for the event page); LIGHTHOUSE_SAVE=dir keeps
// every run's JSON report there (open it in the Lighthouse viewer to see the layout shifts and the LCP element).
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',');
const saveDir = process.env.LIGHTHOUSE_SAVE;

if (!fs.existsSync('dist/web/index.html') || !fs.existsSync('dist/server/main.js')) {
  console.error('Run npm run build first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'auto',
    MAIL: 'outbox',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/events`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null || i > 960) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const events = await fetch(`${base}/api/events`).then((r) => r.json());
  const pages = ['/', '/fete-guide', `/events/${events.items[0].id}`, '/fete-marqet'].filter(
    (p) => !onlyPages || onlyPages.includes(p.startsWith('/events/') ? '/events/{id}' : p),
  );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine: try that run again.
      const runLighthouse = () =>
        execFileSync(
          lighthouse[0],
          [
            ...lighthouse.slice(1),
            base + page,
            '--only-categories=performance',
            '--output=json',
            '--output-path=stdout',
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
          ],
          { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
        );
      let out;
      for (let attempt = 1; !out; attempt++) {
        try {
          out = runLighthouse();
        } catch (err) {
          if (attempt >= 3) throw err;
          console.error(`  ${page}: run ${run + 1} failed, trying again`);
        }
      }
      const report = JSON.parse(out);
      if (saveDir) {
        fs.mkdirSync(saveDir, { recursive: true });
        const name = page === '/' ? 'home' : page.split('/')[1];
        fs.writeFileSync(path.join(saveDir, `${name}-${run + 1}.json`), out);
      }
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round(report.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      });
    }
    // The run with the median score, so its metrics belong together.
    const byScore = [...results].sort((a, b) => a.score - b.score);
    const mid = byScore[Math.floor(byScore.length / 2)];
    rows.push({
      page,
      scores: results.map((r) => r.score),
      ...mid,
      median: median(results.map((r) => r.score)),
    });
    console.error(`  ${page}: ${results.map((r) => r.score).join(', ')}`);
  }
  console.log('\n| page | scores | median | LCP | TBT | CLS | FCP |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const page = r.page.startsWith('/events/') ? '/events/{id}' : r.page;
    console.log(
      `| ${page} | ${r.scores.join(', ')} | ${r.median} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.fcp / 1000).toFixed(1)} s |`,
    );
  }
  console.log(
    `\nLighthouse mobile (simulated throttling), ${runs} runs per page; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  stop();
}
