import type { Page } from '@playwright/test';

/** Longer than any pause the lists wait for before they commit what was typed (search, price range). */
export const SEARCH_PAUSE_MS = 1_000;

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
