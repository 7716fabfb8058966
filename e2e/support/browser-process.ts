import type { Browser } from '@playwright/test';
import fs from 'node:fs';
import { childrenOf, commandLineOf, descendantsOf } from '../../test/support/app-process';

/**
 * Debian's Chromium headless shell when installed: the same engine without the full browser's compositor, a fifth
 * less CPU for the same journeys on two cores (docs/decisions/0026-test-tiers.md); else Debian's chromium.
 */
export function chromiumExecutable(): string {
  return (
    process.env.CHROMIUM_PATH ??
    [
      // The binary itself: Debian's /usr/bin/chromium-headless-shell is a shell script that runs it as its child
      // (no exec), one more process between Playwright and the browser, to wait for and to kill.
      '/usr/lib/chromium/chromium-headless-shell',
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/chromium',
    ].find((file) => fs.existsSync(file)) ??
    '/usr/bin/chromium'
  );
}

/**
 * Chromium's headless shell sometimes does not exit when Playwright closes it (microsoft/playwright#39753): the
 * worker's teardown then waits for the process forever, the runner force-kills the worker five minutes later, and
 * the run fails on an error that is no test's. A journey's browser gets a bound instead: closed as usual, and
 * when it has not gone within `within` ms, its processes (the browser and everything below it) are killed, which
 * is what lets Playwright's own close return.
 */
export async function closeBrowserWithin(browser: Browser, within: number): Promise<'closed' | 'killed'> {
  const before = browserProcesses();
  const closing = browser.close({ reason: 'Test ended.' });
  if ((await settleWithin(closing, within)) === 'settled') return 'closed';
  // Listed before and now: once the browser itself has died, what it started hangs below init, not below us.
  const killed = killAll([...new Set([...before, ...browserProcesses()])]);
  console.warn(
    `Chromium did not close within ${within / 1000} s: killed its ${killed} process(es) (microsoft/playwright#39753)`,
  );
  // Playwright's close returns once the process has gone (its pipes closed); a second bound keeps the worker from
  // waiting on anything else.
  await settleWithin(closing, within);
  return 'killed';
}

async function settleWithin(promise: Promise<unknown>, ms: number): Promise<'settled' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, ms, 'late')));
  try {
    return await Promise.race([
      promise.then(
        () => 'settled' as const,
        () => 'settled' as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browsers this process launched (its children running a Chromium binary, or Debian's script that runs one)
 * and every process below them: the renderers, the GPU and utility processes, whatever they started.
 */
export function browserProcesses(root = process.pid): number[] {
  const browsers = childrenOf(root).filter((pid) => /chrom/i.test(commandLineOf(pid)));
  return browsers.flatMap((pid) => [pid, ...descendantsOf(pid)]);
}

function killAll(pids: number[]): number {
  let killed = 0;
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // already gone
    }
  }
  return killed;
}
