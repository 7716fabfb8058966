import { messages } from '../../src/shared/errors';
import { createMember, newMember, submitSignIn } from '../support/accounts';
import {
  accountButton,
  DESKTOP,
  expectNoSidewaysScroll,
  openAccountMenu,
  PHONE,
  screenshot,
  signOutFromMenu,
} from '../support/shell';
import { expect, test } from '../support/test';

test('a member edits the profile, updates the location, changes the password and signs in with it', async ({
  page,
}) => {
  const member = await createMember(page.request, newMember('settings'));
  const renamed = { firstName: 'Celestine', lastName: `Joseph ${member.lastName.split(' ')[1]}` };
  const newPassword = `changed-${member.password}`;
  const main = page.getByRole('main');
  const settingsNav = main.getByRole('navigation', { name: 'Settings' });

  await page.goto('/dashboard');
  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  menu = page.getByRole('banner').getByRole('menu', { name: 'Settings' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Back',
    'Edit Profile',
    'Update Location',
    'Change Password',
    'E-mail Notifications',
    'Community',
    'Calendar & Reminders',
    'Delete Account',
  ]);
  await menu.getByRole('menuitem', { name: 'Edit Profile' }).click();

  // Edit Profile
  await expect(page).toHaveURL('/settings/profile');
  await expect(main.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(main.getByLabel('First Name')).toHaveValue(member.firstName);
  await expect(main.getByText(`Signed in as ${member.email}`)).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(main.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(accountButton(page)).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'settings-profile-390px', { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await main.getByLabel('First Name').fill(renamed.firstName);
  await main.getByLabel('Last Name').fill(renamed.lastName);
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByRole('status')).toHaveText(messages.settings.profileUpdated);
  await expect(accountButton(page)).toHaveAccessibleName(
    `Account for ${renamed.firstName} ${renamed.lastName}`,
  );

  // Update Location
  await settingsNav.getByRole('link', { name: 'Update Location' }).click();
  await expect(page).toHaveURL('/settings/location');
  await expect(main.getByLabel('Territory')).toHaveValue(member.territory);
  await expect(main.getByLabel('Locality')).toHaveValue(member.locality);
  await main.getByLabel('Locality').fill('');
  await main.getByRole('button', { name: 'Update Location' }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.signup.locationFields);
  await main.getByLabel('Territory').selectOption('Grenada');
  await main.getByLabel('Locality').fill("St. George's");
  await main.getByRole('button', { name: 'Update Location' }).click();
  await expect(main.getByRole('status')).toHaveText(messages.settings.profileUpdated);
  // Saved on the server, not only on screen.
  await page.reload();
  await expect(main.getByLabel('Territory')).toHaveValue('Grenada');
  await expect(main.getByLabel('Locality')).toHaveValue("St. George's");

  // Change Password
  await settingsNav.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/settings/password');
  await main.getByLabel('Current Password').fill(member.password);
  await main.getByLabel('New Password', { exact: true }).fill(newPassword);
  await main.getByLabel('Confirm New Password').fill(`${newPassword}!`);
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(main.getByRole('alert')).toHaveText(messages.settings.passwordsDoNotMatch);
  await main.getByLabel('Confirm New Password').fill(newPassword);
  await main.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The dashboard may still be loading the likes (a second status) while the flash shows.
  await expect(main.getByRole('status').filter({ hasText: messages.settings.passwordUpdated })).toBeVisible();
  const card = main.getByRole('region', { name: 'Fete ID' });
  await expect(card.getByText(`${renamed.firstName} ${renamed.lastName}`)).toBeVisible();
  await expect(card.getByText("St. George's, Grenada")).toBeVisible();

  await signOutFromMenu(page);
  await page.goto('/signin');
  await submitSignIn(page, member.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page)).toHaveAccessibleName(
    `Account for ${renamed.firstName} ${renamed.lastName}`,
  );
  await screenshot(page, 'final-signed-in-after-password-change');
});
