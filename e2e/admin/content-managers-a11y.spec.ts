import { admin, signInThroughApi } from '../support/accounts';
import { expectAccessible, pageReady } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/shell';
import { expect, test } from '../support/test';

const PAGES: [string, string][] = [
  ['/admin/bands', 'Bands'],
  ['/admin/hero-slides', 'Hero Slides'],
  ['/admin/ads', 'Hero Ads'],
  ['/admin/partners', 'Partners'],
  ['/admin/featured', 'Featured Order'],
];

// One test per page and viewport: each is short, and a slow one names its page (issue #19).
for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`the bands and home content managers pass the WCAG A/AA checks on ${label}`, () => {
    for (const [path, title] of PAGES) {
      test(title, async ({ page }) => {
        await signInThroughApi(page, admin.email, admin.password);
        await page.setViewportSize(viewport);
        await expectAccessible(page, path, pageReady(title));
      });
    }
  });
}

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
