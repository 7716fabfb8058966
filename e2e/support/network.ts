import type { Page } from '@playwright/test';

// Time and network on the journey's terms: no journey waits for a number of milliseconds.

/** Longer than any pause the lists wait for before they commit what was typed (search, price range). */
export const SEARCH_PAUSE_MS = 1_000;

/**
 * Stops the page's clock (installed before `goto`) a moment from now: time moves on only by
 * `page.clock.runFor` (or after `resume()`). Call it before starting what must not time out on its own.
 */
export async function pauseClock(page: Page) {
  // pauseAt cannot go back, and the page's clock keeps running while this call is on its way.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Holds the requests matching `url` until `release()`: a slow network on demand, so a journey can look at
 * a loading state or race a click against it without guessing how long to wait.
 */
export async function hold(page: Page, url: string, options: { times?: number } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(
    url,
    async (route) => {
      markRequested();
      await released;
      await route.continue();
    },
    options,
  );
  return { requested, release };
}
