import { messages } from '../../src/shared/errors';
import { createMember, newMember, submitSignIn, WRONG_CREDENTIALS } from '../support/accounts';
import { countMailsTo, resetLink, waitForNewMail } from '../support/mail';
import { accountButton, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('a member who forgot the password resets it with the link from the e-mail', async ({
  page,
  request,
}) => {
  // Created through the API by a separate client: the page stays a visitor.
  const member = await createMember(request, newMember('forgot'));
  const newPassword = `new-${member.password}`;
  const main = page.getByRole('main');

  await page.goto('/signin');
  await main.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(main.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  await main.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.signin.resetEmailRequired);

  const mailsBefore = countMailsTo(member.email);
  await main.getByLabel('Email').fill(member.email);
  await main.getByRole('button', { name: 'Send Reset Instructions' }).click();
  // The form gives way to the check-your-email message.
  await expect(main.getByRole('status')).toContainText('Check your email');
  await expect(main.getByRole('status')).toContainText(messages.signin.resetSent);
  await expect(main.getByLabel('Email')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();

  const mail = await waitForNewMail(member.email, mailsBefore);
  expect(mail.subject).toBe('Reset your Fete password');
  const link = resetLink(mail);
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await main.getByLabel('New Password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm Password', { exact: true }).fill(`${newPassword}-typo`);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.settings.passwordsDoNotMatch);

  await main.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password has been reset.');

  // The link works once.
  await page.goto(link);
  await main.getByLabel('New Password', { exact: true }).fill('another-password');
  await main.getByLabel('Confirm Password', { exact: true }).fill('another-password');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
  await expect(main.getByRole('link', { name: 'Request a New Link' })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/signin');
  await submitSignIn(page, member.email, member.password);
  await expect(main.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await submitSignIn(page, member.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page)).toHaveAccessibleName(
    `Account for ${member.firstName} ${member.lastName}`,
  );
  await screenshot(page, 'final-signed-in-with-new-password');
});
