import type { Locator } from '@playwright/test';
import { PHONE } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * What is below the first screen of a document's first page is laid out only once the visitor nears it
 * (`skip-offscreen`, decision 0071): the drawn page's first layout is its first screen's. The visitor sees and
 * reaches everything as before: keyboard focus brings each control on screen drawn; and from the first move to
 * another page every page is laid out whole, so a restored scroll position is not measured on estimated heights.
 */
test.use({ viewport: PHONE });

/** Whether the browser skips drawing `locator` (inside a content-visibility: auto block far from the viewport). */
const skipped = (locator: Locator) =>
  locator.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('what is below the first screen', () => {
  test('is laid out as the visitor nears it, and every control keyboard focus reaches is on screen, drawn', async ({
    page,
  }) => {
    await page.goto('/');
    const lastPicks = page.getByRole('region', { name: 'Top Faces' });
    await expect(page.getByRole('heading', { name: 'Top Carnival Bands' })).toBeVisible();
    expect(await skipped(lastPicks.getByRole('listitem').first())).toBe(true);

    // Through the whole page with the keyboard: each control focused is drawn and on screen.
    const seen = new Set<string>();
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        return {
          name: `${element.tagName} ${element.textContent?.trim().slice(0, 40)} ${box.top + window.scrollY}`,
          inFooter: !!element.closest('footer'),
          drawn: element.checkVisibility({ contentVisibilityAuto: true }),
          onScreen: box.bottom > 0 && box.top < window.innerHeight && box.height > 0,
        };
      });
      if (!focused) continue;
      expect(focused, focused.name).toMatchObject({ drawn: true, onScreen: true });
      seen.add(focused.name);
      // The footer's last link reached: the whole page has been walked through.
      if (focused.inFooter && focused.name.startsWith('A Privacy Policy')) break;
    }
    expect([...seen].some((name) => name.startsWith('A Privacy Policy'))).toBe(true);
    expect(await skipped(lastPicks.getByRole('listitem').first())).toBe(false);
  });

  test('from the first move to another page, and on a reload, every page is laid out whole', async ({
    page,
  }) => {
    // A scroll position restored over estimated heights would land elsewhere: React Router restores one on back and
    // forward, and on a reload.
    await page.goto('/fete-guide');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const last = cards.nth((await cards.count()) - 1);
    expect(await skipped(last)).toBe(true);

    const title = await cards.nth(1).getByRole('heading').innerText();
    await cards.nth(1).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards.first()).toBeVisible();
    expect(await skipped(last)).toBe(false);

    await page.reload();
    await expect(cards.first()).toBeVisible();
    expect(await skipped(last)).toBe(false);
  });
});
