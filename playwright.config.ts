import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.resolve('.data-e2e');
export const e2eAdmin = { email: 'admin-e2e@fete.test', password: 'e2e-admin-pass-2027' };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@site-wide/, use: desktop },
    // Featuring and rating demo items changes the home page and lists for everyone: not while others read them.
    { name: 'site-wide', grep: /@site-wide/, dependencies: ['desktop'], fullyParallel: false, use: desktop },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'auto',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every worker signs up and in from 127.0.0.1: better-auth's per-address limits, times 20 (test only).
      TEST_AUTH_RATE_LIMIT_FACTOR: '20',
    },
  },
});
