import { admin, signInThroughApi } from '../support/accounts';
import { expectAccessible, expectAccessibleAt, pageReady } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/shell';
import { expect, test } from '../support/test';

const PAGES: [string, string][] = [
  ['/admin/bands', 'Bands'],
  ['/admin/hero-slides', 'Hero Slides'],
  ['/admin/ads', 'Hero Ads'],
  ['/admin/partners', 'Partners'],
  ['/admin/featured', 'Featured Order'],
];

// One test per page, at both widths: each is short, and a slow one names its page (issue #19).
test.describe('the bands and home content managers pass the WCAG A/AA checks at 1280 and 390 px', () => {
  for (const [path, title] of PAGES) {
    test(title, async ({ page }) => {
      await signInThroughApi(page, admin.email, admin.password);
      await expectAccessibleAt(page, path, pageReady(title), [DESKTOP, PHONE]);
    });
  }
});

test('an open add form passes the WCAG A/AA checks: every input labelled, the errors tied to their inputs', async ({
  page,
}) => {
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, '/admin/hero-slides', async (p) => {
    await pageReady('Hero Slides')(p);
    await p.getByRole('button', { name: 'Add New Hero Slide' }).click();
    await p.getByRole('button', { name: 'Add Hero Slide' }).click();
    await expect(p.getByText('Please upload an image').first()).toBeVisible();
  });
});

test('a screen not built yet says Coming Soon instead of an empty list', async ({ page }) => {
  await signInThroughApi(page, admin.email, admin.password);
  await page.goto('/admin/settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(main.getByText('Site-wide settings are not available yet.')).toBeVisible();
});
