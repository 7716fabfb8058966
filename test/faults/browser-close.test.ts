import { chromium, type Browser } from '@playwright/test';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { browserProcesses, chromiumExecutable, closeBrowserWithin } from '../../e2e/support/browser-process';
import { isRunning } from '../support/app-process';

/**
 * The journeys' browser (e2e/support/test.ts): a Chromium that does not exit when Playwright closes it
 * (microsoft/playwright#39753) is killed after the bound, so a worker's teardown never waits for it forever.
 */
const executablePath = chromiumExecutable();
const installed = fs.existsSync(executablePath);
let browser: Browser | undefined;
let stopped: number[] = [];

afterEach(() => {
  for (const pid of stopped) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as the test expects
    }
  }
  stopped = [];
  browser = undefined;
});

async function launch(): Promise<{ browser: Browser; processes: number[] }> {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.setContent('<h1>Fete</h1>');
  const processes = browserProcesses();
  return { browser, processes };
}

describe.skipIf(!installed && process.env.CI !== 'true')('a journey browser that will not close', () => {
  it('closes as usual when Chromium exits', async () => {
    const { browser, processes } = await launch();
    expect(processes.length).toBeGreaterThan(1);
    expect(await closeBrowserWithin(browser, 10_000)).toBe('closed');
    await expect.poll(() => processes.filter(isRunning)).toEqual([]);
  });

  it('kills the browser and every process below it once the bound has passed', async () => {
    const { browser, processes } = await launch();
    // Every Chromium process stopped: the close is never answered, as when the shell hangs.
    for (const pid of processes) process.kill(pid, 'SIGSTOP');
    stopped = processes;
    const started = Date.now();
    expect(await closeBrowserWithin(browser, 1_000)).toBe('killed');
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => processes.filter(isRunning)).toEqual([]);
    expect(browser.isConnected()).toBe(false);
  });
});
