import { demoMember, signInThroughApi } from '../support/accounts';
import { accountButton, accountMenu, DESKTOP, PHONE, screenshot, topSignInLink } from '../support/shell';
import { expect, test } from '../support/test';

test.describe('the site shell', () => {
  test('visitors see Sign In and Sign Up top right, hidden while scrolled down', async ({ page }) => {
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true });
    await page.goto('/');
    await expect(topSignInLink(page)).toBeVisible();
    await expect(signUp).toBeVisible();

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1500);
    await expect(topSignInLink(page)).toBeHidden();
    await expect(signUp).toBeHidden();

    // Back at the top the buttons return. As a visitor does, scroll up again if the page was still growing
    // above (its sections load as it is read) when the first wheel turn ended.
    await expect(async () => {
      await page.mouse.wheel(0, -3000);
      await expect(topSignInLink(page)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await topSignInLink(page).click();
    await expect(page).toHaveURL('/signin');
    await screenshot(page, 'final-sign-in-page');
  });

  test('the side navigation is shown on pages but not on sign-in and sign-up', async ({ page }) => {
    const sideNav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/fete-guide');
    await expect(sideNav).toBeVisible();
    await expect(sideNav.getByRole('link', { name: 'Fete Guide' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/signin');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(sideNav).toHaveCount(0);
    await expect(topSignInLink(page)).toHaveCount(0);

    await page.goto('/signup');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(sideNav).toHaveCount(0);
    await screenshot(page, 'final-sign-up-without-navigation');
  });

  test('an unknown address shows the page-not-found page', async ({ page }) => {
    await page.goto('/no-such-fete/anywhere');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await main.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await screenshot(page, 'final-not-found');
  });

  test('the avatar menu closes on a click outside it and on Escape', async ({ page }) => {
    await signInThroughApi(page, demoMember.email, demoMember.password);
    await page.goto('/fete-guide');
    const button = accountButton(page);
    await expect(button).toHaveAccessibleName(`Account for ${demoMember.firstName} ${demoMember.lastName}`);

    await button.click();
    await expect(accountMenu(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(accountMenu(page).getByRole('menuitem')).toHaveText([
      'Fete ID',
      // The member's carnival plans (issue #24, decision 0050), beside their pass.
      'My Carnival',
      'Fete Nation',
      'Receipts',
      // The name of the dashboard tab it opens (member-areas.md §2), where public-site.md's menu says 'Form Status'.
      'Forms Status',
      /^Notifications/,
      'Become a Fete Marqet Vendor',
      'Become a Fete Staff',
      // The demo member owns the first demo restaurant (seed): the owner's page is in their menu.
      'Restaurant admin',
      'Settings',
      'Sign Out',
    ]);
    await expect(page.getByRole('banner').getByText(demoMember.email)).toBeVisible();
    await page.getByRole('main').getByRole('heading', { level: 1 }).click();
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(accountMenu(page).getByRole('menuitem', { name: 'Fete ID' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    // The Settings submenu closes the same way.
    await button.click();
    await accountMenu(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('menu', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toHaveCount(0);
    await screenshot(page, 'final-menu-closed');
  });

  test('on a phone the navigation opens from the Menu button', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await screenshot(page, 'navigation-drawer-390px');
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fete Eats' }).click();
    await expect(page).toHaveURL('/fete-eats');
    await expect(drawer).toBeHidden();

    // Escape closes it too, and focus goes back to the Menu button.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Wide again: the side navigation is back and the Menu button is gone.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(menuButton).toBeHidden();
    await screenshot(page, 'final-desktop-after-phone');
  });
});
