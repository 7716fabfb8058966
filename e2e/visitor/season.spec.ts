import { expectAccessible, pageReady } from '../support/a11y';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

const TRINIDAD = 'Trinidad and Tobago Carnival';

test('a visitor opens the season from the navigation, reaches a carnival by keyboard, reads its days and density, and follows a fete', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  // The home page counts down to the next carnival and links to its page.
  const next = page.getByRole('region', { name: /./ }).filter({ hasText: 'Next carnival' });
  await expect(next.getByText(/days to go|Under way/)).toBeVisible();
  await screenshot(page, 'home-countdown-1280');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Season', exact: true })
    .click();
  await expect(page).toHaveURL(/\/season$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Carnival season' })).toBeVisible();
  const timeline = main.getByRole('region', { name: 'Carnivals of the season on a timeline' });
  const trinidad = timeline.getByRole('link', { name: TRINIDAD });
  await expect(trinidad).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Crop Over' })).toBeVisible();
  await screenshot(page, 'season-1280', { fullPage: true });

  // Keyboard: from the year switcher, Tab reaches every carnival in turn, each with a visible focus.
  await main.getByRole('link', { name: /Next year/ }).focus();
  for (let step = 0; step < 40 && !(await trinidad.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(trinidad).toBeFocused();
  const outline = await trinidad.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/season\/trinidad-and-tobago-carnival/);
  await expect(main.getByRole('heading', { level: 1, name: new RegExp(TRINIDAD) })).toBeVisible();
  const days = main.getByRole('region', { name: 'Main days' });
  await expect(days.getByText('Carnival Tuesday')).toBeVisible();
  await expect(days.getByText('J’ouvert')).toBeVisible();
  await expect(main.getByText(/days to go|Under way/).first()).toBeVisible();
  // The strip tells each day's count in words, not only by bar height.
  const strip = main.getByRole('list', { name: 'Fetes each day' });
  await expect(strip.getByRole('listitem').first()).toHaveText(/: \d+ events?/);
  await expect(strip.getByText(/Carnival Tuesday\)/)).toHaveCount(1);
  await screenshot(page, 'carnival-1280', { fullPage: true });

  // A fete of the carnival opens its event page.
  const fetes = main.getByRole('region', { name: 'Fetes' });
  const firstFete = fetes.getByRole('heading', { level: 3 }).first();
  const title = (await firstFete.textContent())!.trim();
  await firstFete.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the season and a carnival read well at 390 px and pass the accessibility checks', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await expectAccessible(page, '/season', pageReady('Carnival season'));
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('main').getByText('Carnival Tuesday:', { exact: false }).first()).toBeVisible();
  await screenshot(page, 'season-390', { fullPage: true });
  await expectAccessible(
    page,
    '/season/trinidad-and-tobago-carnival',
    pageReady(/Trinidad and Tobago Carnival/),
  );
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'carnival-390', { fullPage: true });
  await page.goto('/');
  await expect(page.getByText('Next carnival')).toBeVisible();
  await screenshot(page, 'home-countdown-390');
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, '/season?year=2027', pageReady('Carnival season 2027'));
});
