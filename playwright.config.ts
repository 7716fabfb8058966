import { defineConfig, devices } from '@playwright/test';

import { chromiumExecutable } from './e2e/support/browser-process';
import { e2eAdmin, e2eDataDir, e2ePort as port, e2eServer } from './e2e/server.mjs';

export { e2eAdmin, e2eDataDir };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const chromium = chromiumExecutable();

export default defineConfig({
  testDir: 'e2e',
  // One server, two browsers at a time. Journeys make their own members and rows; the few that change what
  // every visitor sees are tagged @site-wide and run after all the others (the `site-wide` project).
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Playwright's own defaults are "no limit": a page whose load never ends, or a click on what never comes,
    // would wait out the whole journey's time and, on a context the journey opened itself, fail with no word of
    // what it waited for. Bounded, the failure names the call and its log. Far above what any step takes here.
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
    // Outside CI a failed journey keeps its trace: each step, the network, the console, the sources and the DOM
    // after each step. Not the screencast: Chromium encoding a frame for every paint cost about a quarter of the
    // journeys' CPU on two cores. In CI no trace: recording every passing journey for the few that fail cost 271
    // instead of 236 CPU-seconds for the 90 journeys (docs/decisions/0026-test-tiers.md), and what a CI run hands
    // back is its log: the failed step, the expected and received values, Playwright's call log; its folder keeps
    // the failure's screenshot and error-context.md (the page's accessibility tree). `E2E_TRACE=1` records the
    // trace in CI too.
    trace:
      process.env.CI && process.env.E2E_TRACE !== '1'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // Pages load as for a visitor who asked for less motion: the partners' marquee, the hero's autoplay and the
    // loading pulses stop, and Chromium's software compositor no longer paints a frame 60 times a second for them
    // while a journey reads the page. The journeys about that motion ask for it back
    // (`test.use({ reducedMotion: 'no-preference' })`).
    reducedMotion: 'reduce',
    // No service worker (decision 0051) but in the journeys about it (`test.use({ serviceWorkers: 'allow' })`):
    // the others read every answer from the server, as they did before the site had one.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // V8's optimising compilers (Maglev, TurboFan) off: a journey's page lives seconds, too short for the
        // code they compile to pay back their work; the interpreter and Sparkplug run the same JavaScript. The same
        // 23 journeys took 62-63 instead of 68-72 CPU-seconds (two runs each, process-tree sampling).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@site-wide/, use: desktop },
    // Featuring and rating demo items changes the home page and lists for everyone: not while others read them.
    { name: 'site-wide', grep: /@site-wide/, dependencies: ['desktop'], fullyParallel: false, use: desktop },
  ],
  webServer: {
    ...e2eServer,
    timeout: 120_000,
    // `npm test` starts it beside the PostgreSQL pass and waits until it answers (scripts/test.mjs).
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
