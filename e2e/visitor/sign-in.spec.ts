import { demoMember, submitSignIn, WRONG_CREDENTIALS } from '../support/accounts';
import { accountButton, screenshot, signOutFromMenu, topSignInLink } from '../support/shell';
import { expect, test } from '../support/test';

test('a visitor is sent from the dashboard to sign in, fails once, signs in, comes back and signs out', async ({
  page,
}) => {
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(topSignInLink(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);

  // A member-only page sends the visitor to sign in, remembering where they were going.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard');
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/signup?returnTo=%2Fdashboard',
  );

  // The server's own words for a wrong password.
  await submitSignIn(page, demoMember.email, 'not-the-password');
  await expect(main.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard');

  await submitSignIn(page, demoMember.email, demoMember.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(main.getByText(`Welcome back, ${demoMember.firstName}.`)).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName(
    `Account for ${demoMember.firstName} ${demoMember.lastName}`,
  );
  await expect(topSignInLink(page)).toHaveCount(0);

  // Signed in, the sign-in page has nothing to offer: it passes through.
  await page.goto('/signin?returnTo=%2Ffete-guide');
  await expect(page).toHaveURL('/fete-guide');

  await signOutFromMenu(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  // Signed out for real: the dashboard sends the visitor away again, also after a reload.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard');
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await screenshot(page, 'final-signed-out-at-sign-in');
});
