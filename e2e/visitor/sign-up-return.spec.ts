import { TERRITORIES } from '../../src/shared/territories';
import { newMember } from '../support/accounts';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

/*
 * Issue #23, item 17: the top bar's Sign Up kept no return path (Sign In did), and the territory list offered
 * "Trinidad", "Tobago" and "Trinidad and Tobago" side by side.
 */
test('a visitor signs up from the top bar on the Fete Guide, picks Trinidad and Tobago once, and is back on the Fete Guide', async ({
  page,
}) => {
  const member = newMember('return', { firstName: 'Keshorn' });
  const main = page.getByRole('main');
  await page.goto('/fete-guide');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/signup?returnTo=%2Ffete-guide');
  // The wizard's own link to sign in keeps the way back too.
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/signin?returnTo=%2Ffete-guide',
  );

  await main.getByLabel('First Name').fill(member.firstName);
  await main.getByLabel('Last Name').fill(member.lastName);
  await main.getByLabel('Email').fill(member.email);
  await main.getByLabel('Password', { exact: true }).fill(member.password);
  await main.getByRole('button', { name: 'Next' }).click();

  const territory = main.getByLabel('Territory');
  const offered = await territory.locator('option').allTextContents();
  expect(offered.filter((o) => /Trinidad|Tobago/.test(o))).toEqual(['Trinidad and Tobago']);
  expect(offered).toEqual(expect.arrayContaining([...TERRITORIES]));
  await territory.selectOption('Trinidad and Tobago');
  await main.getByLabel('Locality').fill('Scarborough, Tobago');
  await screenshot(page, 'sign-up-territory-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'sign-up-territory-phone');
  await page.setViewportSize(DESKTOP);
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/fete-guide');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account for Keshorn/ })).toBeVisible();
});

test('the top bar keeps the page in both Sign In and Sign Up, at phone width too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/fete-eats');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/signin?returnTo=%2Ffete-eats',
  );
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup?returnTo=%2Ffete-eats',
  );
  await screenshot(page, 'top-bar-visitor-phone');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'top-bar-visitor-desktop');
});
