import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './shell';

/** The WCAG 2.1 A and AA rules axe-core checks automatically (labels, names, contrast, roles, landmarks). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** And one of axe's best practices: headings do not skip a level (a screen reader's list of headings). */
const HEADING_ORDER = 'heading-order';

/** axe-core's script, the copy AxeBuilder's package depends on and injects (its `source`). */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;
/** What AxeBuilder evaluates in place of axe's script once every frame of the page has axe. */
const ALREADY_IN_THE_PAGE = 'void 0';

/**
 * Gives each frame of the page axe-core once per document. AxeBuilder evaluates its whole script (650 KB) twice
 * per check, the second time in every frame: sent to the page and run again, its rules and checks rebuilt, for
 * every check of a page that already had it (a second width, a panel opened after the page's check). Measured on
 * one page, six checks, load ~21: 16.5-18.2 CPU-seconds (browser, renderer, test process) with the builder's
 * injections, 12.7-14.6 with one: about 0.37 CPU-seconds per injection. The check itself is unchanged: the same
 * axe, configured the same way (AxeBuilder still configures it and runs it in every frame), on the same state.
 */
async function injectAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame
      .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
      .catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

/**
 * Every violation as one readable line, so a failure names the rule and the elements. axe runs in the page itself
 * (legacy mode: the site has no frames to gather results from, and the default opens a blank page per check to
 * merge them, loading axe a second time) and details the violations alone (it otherwise builds a selector and a
 * snippet for every element that passed). The 18 public and member page checks (with the server's start) took 34-36
 * instead of 45-48 s and 35-38 instead of 47-51 CPU-seconds (issue #19, two runs each, load 4.7).
 */
async function violations(page: Page) {
  await injectAxeOnce(page);
  // options() replaces every option set before it, the tags too: it comes first.
  const result = await new AxeBuilder({ page, axeSource: ALREADY_IN_THE_PAGE })
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
