import { expect, test, type Page } from '@playwright/test';

/** The signed-in member's avatar button, top right ("Account for <name>"). */
export const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account for / });

/** The open avatar menu (main list or the Settings submenu). */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('menu');

/** The visitors' Sign In link, top right. */
export const topSignInLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });

export async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  await expect(accountMenu(page)).toBeVisible();
  return accountMenu(page);
}

/** Avatar menu → Sign Out: back on the home page as a visitor. */
export async function signOutFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(topSignInLink(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * CI keeps no screenshots nobody looks at (a whole-page capture is a second of a core in Chromium's software
 * renderer); a failing journey still gets Playwright's own. E2E_SCREENSHOTS=1 keeps them in CI too.
 */
const keepScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Saves what the member sees into the test's output folder (test-results/playwright/<test>/<name>.png). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!keepScreenshots) return;
  // A whole-page capture starts at the top, or the sticky top bar is drawn part-way down the page.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: options.fullPage });
}

/**
 * Nothing sticks out sideways: the page does not scroll horizontally at this width. Polled: right after a resize
 * the page may still be laying itself out for the new width (a media query's listener re-renders a part), and
 * only a page that stays too wide fails.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: 'pixels the page is wider than this viewport' },
    )
    .toBeLessThanOrEqual(0);
}
