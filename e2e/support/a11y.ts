import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './shell';

/** The WCAG 2.1 A and AA rules axe-core checks automatically (labels, names, contrast, roles, landmarks). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** And one of axe's best practices: headings do not skip a level (a screen reader's list of headings). */
const HEADING_ORDER = 'heading-order';

/**
 * Every violation as one readable line, so a failure names the rule and the elements. axe runs in the page itself
 * (legacy mode: the site has no frames to gather results from, and the default opens a blank page per check to
 * merge them, loading axe a second time) and details the violations alone (it otherwise builds a selector and a
 * snippet for every element that passed). The 18 public and member page checks (with the server's start) took 34-36
 * instead of 45-48 s and 35-38 instead of 47-51 CPU-seconds (issue #19, two runs each, load 4.7).
 */
async function violations(page: Page) {
  // options() replaces every option set before it, the tags too: it comes first.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { [HEADING_ORDER]: { enabled: true } } })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Waits until the page's level-1 heading shows and nothing says Loading… any more. */
export const pageReady =
  (name?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
  };

/** Opens the page, waits for it, and expects no WCAG A/AA violation and no sideways scrolling. */
export async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  expect(await violations(page), `${path} at ${page.viewportSize()?.width}px`).toEqual([]);
  await expectNoSidewaysScroll(page);
}

/**
 * Opens the page once and checks it at each width in turn (the first loads it, the next resize it and wait for
 * it again): no WCAG A/AA violation and no sideways scrolling at any. One load for both widths: the page's own
 * layout follows the viewport (CSS and matchMedia), and a fresh load per width cost a second load, app start and
 * sign-in per page for nothing it checks (issue #19).
 */
export async function expectAccessibleAt(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
  viewports: readonly { width: number; height: number }[],
) {
  for (const [i, viewport] of viewports.entries()) {
    await page.setViewportSize(viewport);
    if (i === 0) await page.goto(path);
    await ready(page);
    expect(await violations(page), `${path} at ${viewport.width}px`).toEqual([]);
    await expectNoSidewaysScroll(page);
  }
}

/** The page as it is now (a panel or an edit form open) has no WCAG A/AA violation. */
export async function expectNoViolations(page: Page, what: string) {
  expect(await violations(page), `${what} at ${page.viewportSize()?.width}px`).toEqual([]);
}
