import { messages } from '../../src/shared/errors';
import { createMember, newMember, submitSignIn, WRONG_CREDENTIALS } from '../support/accounts';
import { accountButton, openAccountMenu, screenshot, topSignInLink } from '../support/shell';
import { expect, test } from '../support/test';

test('a member deletes the account from the avatar menu after cancelling once', async ({ page }) => {
  const member = await createMember(page.request, newMember('delete'));
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });

  async function openDeleteDialog() {
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await page
      .getByRole('menu', { name: 'Settings' })
      .getByRole('menuitem', { name: 'Delete Account' })
      .click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(messages.deleteAccount.confirm);
  }

  await page.goto('/dashboard');
  await openDeleteDialog();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing happened: still signed in, still a member after a reload.
  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page)).toBeVisible();

  // The password is asked again: none, then a wrong one, leave the dialog open and the account alone.
  await openDeleteDialog();
  const password = dialog.getByLabel(messages.reauth.label);
  await expect(password).toHaveValue('');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(password).toHaveAccessibleDescription(messages.reauth.required);
  await password.fill(`${member.password}-wrong`);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.reauth.incorrect);
  await expect(dialog).toBeVisible();
  expect((await page.request.get('/api/members/me')).status()).toBe(200);

  await password.fill(member.password);
  await password.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(main.getByRole('status').filter({ hasText: messages.deleteAccount.success })).toBeVisible();
  await expect(topSignInLink(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  await screenshot(page, 'final-account-deleted');

  // The account is gone: its credentials no longer sign in.
  await page.goto('/signin');
  await submitSignIn(page, member.email, member.password);
  await expect(main.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  expect((await page.request.get('/api/members/me')).status()).toBe(401);
});
