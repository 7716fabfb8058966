import { messages } from '../../src/shared/errors';
import { admin, createMember, newMember, signInThroughApi, submitSignIn } from '../support/accounts';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

const SUSPENDED = 'Your account has been suspended. Please contact support if you believe this is a mistake.';

test('an administrator extends, suspends and unsuspends a member; the audit log shows each step', async ({
  page,
  browser,
}) => {
  // The member is signed in on their own device with the dashboard open.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await createMember(memberPage.request, newMember('users', { firstName: 'Machel' }));
  await memberPage.goto('/dashboard');
  await expect(memberPage).toHaveURL('/dashboard');

  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL('/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Search is in the address; the member is found by e-mail.
  await main.getByLabel('Search members').fill(member.email);
  await expect(page).toHaveURL(/q=users-/);
  const row = main.getByRole('row', { name: new RegExp(member.lastName) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active')).toBeVisible();
  await screenshot(page, 'users-1280');
  await row.getByRole('link', { name: `Machel ${member.lastName}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Machel ${member.lastName}` })).toBeVisible();

  // Extend the membership by 30 days.
  await main.getByLabel('Days to add').fill('30');
  await main.getByRole('button', { name: 'Extend Membership' }).click();
  await expect(main.getByText('Membership extended')).toBeVisible();
  const log = main.getByRole('list', { name: 'Audit Log' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem').first()).toContainText('extended membership');
  await expect(log.getByRole('listitem').first()).toContainText('Days added');

  // Suspend, confirming in the dialog.
  await main.getByLabel('Reason for suspension').fill('Ticket scalping in chat');
  await main.getByRole('button', { name: 'Suspend Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Member' });
  await expect(dialog).toContainText('signed out everywhere');
  // The administrator's own password, asked again: a wrong one suspends nobody.
  const password = dialog.getByLabel(messages.reauth.label);
  await password.fill(`${admin.password}-wrong`);
  await dialog.getByRole('button', { name: 'Suspend Member' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.reauth.incorrect);
  // Behind the open dialog the page is hidden from assistive technology (aria-hidden): read it as such.
  const logBehind = page
    .locator('main')
    .getByRole('list', { name: 'Audit Log', includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
  await expect(logBehind).toHaveCount(1);
  await password.fill(admin.password);
  await dialog.getByRole('button', { name: 'Suspend Member' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('Suspended: Ticket scalping in chat')).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('suspended');
  await expect(log.getByRole('listitem').first()).toContainText('Ticket scalping in chat');
  await screenshot(page, 'user-detail-1280', { fullPage: true });

  // The member's open page has lost its session; signing in again is refused with the message.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/signin/);
  await submitSignIn(memberPage, member.email, member.password);
  await expect(memberPage.getByRole('alert')).toContainText(SUSPENDED);

  // Lift the suspension; the member signs in again.
  await main.getByRole('button', { name: 'Lift Suspension' }).click();
  await expect(main.getByText('Suspension lifted')).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').first()).toContainText('lifted suspension');
  await submitSignIn(memberPage, member.email, member.password);
  await expect(memberPage).not.toHaveURL(/\/signin/);

  // Make administrator and back: each confirmed with the administrator's password.
  await main.getByRole('button', { name: 'Make Administrator' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Make Administrator' });
  await roleDialog.getByLabel(messages.reauth.label).fill(admin.password);
  await roleDialog.getByRole('button', { name: 'Make Administrator' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(log.getByRole('listitem').first()).toContainText('made administrator');
  await main.getByRole('button', { name: 'Remove Administrator' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove Administrator' });
  await expect(removeDialog.getByLabel(messages.reauth.label)).toHaveValue('');
  await removeDialog.getByLabel(messages.reauth.label).fill(admin.password);
  await removeDialog.getByRole('button', { name: 'Remove Administrator' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(log.getByRole('listitem')).toHaveCount(5);
  await expect(log.getByRole('listitem').first()).toContainText('removed administrator');

  // The phone layout: no sideways scrolling on the list or the member.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'user-detail-390', { fullPage: true });
  await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
  await expect(main.getByRole('row', { name: new RegExp(member.lastName) })).toHaveCount(1);
  await screenshot(page, 'users-390');
  await memberContext.close();
});
