import { test as base } from '@playwright/test';
import { closeBrowserWithin } from './browser-process';

/** How long a worker's Chromium has to close before its processes are killed (browser-process.ts). */
const BROWSER_CLOSE_BOUND_MS = 20_000;

/**
 * The journeys' `test`. Parallel workers all reach the server from 127.0.0.1, so playwright.config.ts
 * raises better-auth's per-address limits (TEST_AUTH_RATE_LIMIT_FACTOR, refused outside NODE_ENV=test).
 * A journey that is refused by a limit anyway fails here, with the endpoint named, rather than as a
 * puzzling sign-in failure: the factor is then too low for the suite.
 */
export const test = base.extend<{ noAuthRateLimits: void; ownContexts: void }>({
  // A page the server drew (decision 0057) is on screen before the app has taken it over; a tap then is kept and
  // done once it has (early-taps.ts; server-rendered.spec.ts proves it), but a journey checks what follows a tap at
  // once: every page load of a journey waits for the app (src/web/main.tsx marks `<html data-app="ready">`), as it
  // did when the app alone drew the page.
  page: async ({ page }, use) => {
    const appReady = () =>
      page.waitForFunction(
        () => !document.getElementById('fete-first-load') || document.documentElement.dataset.app === 'ready',
      );
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady();
      return response;
    };
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      await use(browser);
      await closeBrowserWithin(browser, BROWSER_CLOSE_BOUND_MS);
    },
    { scope: 'worker', timeout: 0 },
  ],
  // A context a journey opens itself (a visitor beside the administrator, another server's) is closed when the
  // journey ends, whatever happened, as Playwright closes its own `context`: a call still waiting on one of its
  // pages when the journey times out then fails, and says so, instead of hanging until the worker is stopped.
  ownContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      const reason =
        testInfo.status === 'timedOut' ? `Test timeout of ${testInfo.timeout}ms exceeded.` : 'Test ended.';
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close({ reason })));
    },
    { auto: true },
  ],
  noAuthRateLimits: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/auth/') && response.status() === 429) refused.push(pathname);
      });
      await use();
      if (refused.length) {
        throw new Error(`refused by a rate limit: ${refused.join(', ')} (raise TEST_AUTH_RATE_LIMIT_FACTOR)`);
      }
    },
    { auto: true },
  ],
});

/**
 * For a journey that changes what every visitor sees (featured picks, a demo item's ratings): it runs in
 * the `site-wide` project, after every other journey has finished, so none of them reads a page while it
 * changes (playwright.config.ts). A journey that only touches its own member or rows needs no tag.
 */
export const SITE_WIDE = { tag: '@site-wide' };

export { expect } from '@playwright/test';
