import { badgeMessages } from '../../src/shared/domains/badges';
import { feteIdMessages } from '../../src/shared/domains/fete-id';
import { admin, demoMember, signInThroughApi } from '../support/accounts';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator creates a badge type and awards it to the demo member, who sees it and verifies the pass', async ({
  page,
  browser,
}) => {
  const name = `Road Champion ${Date.now().toString(36)}`;
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/badges');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Badge Management' })).toBeVisible();

  // Badge Types: create with a hex colour, benefits by Enter and by the Add button.
  await main.getByRole('button', { name: 'Create Badge Type' }).click();
  const form = main.getByRole('form', { name: 'Create a badge type' });
  await form.getByLabel('Badge Name').fill(name);
  await form.getByRole('textbox', { name: 'Badge Color', exact: true }).fill('#16A34A');
  await form.getByLabel('Description').fill('Crossed the stage with the winning band.');
  // Nothing added yet: the spec's message.
  await form.getByRole('button', { name: 'Create Badge Type' }).click();
  await expect(form.getByText(badgeMessages.oneBenefit).first()).toBeVisible();
  await form.getByLabel('New benefit').fill('Front of the line');
  await form.getByLabel('New benefit').press('Enter');
  await form.getByLabel('New benefit').fill('Champion wristband');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('list', { name: 'Benefits added' }).getByRole('listitem')).toHaveCount(2);
  // One typed but not added is kept when the form is sent.
  await form.getByLabel('New benefit').fill('Stage photo');
  await form.getByRole('button', { name: 'Create Badge Type' }).click();
  await expect(main.getByText(badgeMessages.created)).toBeVisible();
  const card = main.getByRole('article', { name });
  await expect(card.getByText('Champion wristband')).toBeVisible();
  await expect(card.getByText('Stage photo')).toBeVisible();
  await screenshot(page, 'badges-types-1280');

  // User Badges: choose the badge, find the member from 2 characters, see the preview, assign.
  await main.getByRole('tab', { name: 'User Badges' }).click();
  await main.getByLabel('Badge', { exact: true }).selectOption({ label: name });
  await main.getByLabel('Search user by name').fill(demoMember.email);
  await main
    .getByRole('listbox', { name: 'Matching users' })
    .getByRole('option', { name: new RegExp(`${demoMember.firstName} ${demoMember.lastName}`) })
    .click();
  await expect(main.getByText(`will be awarded to`)).toContainText(
    `${demoMember.firstName} ${demoMember.lastName}`,
  );
  await main.getByRole('button', { name: 'Assign Badge' }).click();
  await expect(main.getByText(badgeMessages.assigned)).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await screenshot(page, 'badges-users-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);

  // The member: the notification in the avatar menu and the badge on the dashboard.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInThroughApi(memberPage, demoMember.email, demoMember.password);
  await memberPage.goto('/dashboard');
  const dashboard = memberPage.getByRole('main');
  await expect(dashboard.getByRole('region', { name: 'My Badges' }).getByText(name)).toBeVisible();
  await memberPage.getByRole('button', { name: /Account for/ }).click();
  await memberPage.getByRole('menuitem', { name: /Notifications/ }).click();
  await expect(memberPage.getByText(badgeMessages.awardTitle).first()).toBeVisible();
  await memberPage.keyboard.press('Escape');

  // The Fete ID pass: its address verifies on /fete-id/verify with only the name and picture.
  const passLink = dashboard.getByRole('link', { name: 'Open pass link' });
  const qr = dashboard.getByRole('img', { name: 'Fete ID pass QR code' });
  await expect(qr).toBeVisible();
  // The card with the day's short pass (QR version 4, decision 0030), on a desktop and on a phone.
  await qr.scrollIntoViewIfNeeded();
  await screenshot(memberPage, 'fete-id-card-1280');
  await memberPage.setViewportSize(PHONE);
  await qr.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(memberPage);
  await screenshot(memberPage, 'fete-id-card-390');
  await memberPage.setViewportSize(DESKTOP);
  const href = await passLink.getAttribute('href');
  const verify = new URL(href!);
  await memberPage.goto(`${verify.pathname}${verify.search}`);
  await expect(memberPage.getByRole('heading', { name: feteIdMessages.valid })).toBeVisible();
  await expect(memberPage.getByTestId('pass-holder')).toHaveText(
    `${demoMember.firstName} ${demoMember.lastName}`,
  );
  await expect(memberPage.getByText(demoMember.email)).toHaveCount(0);
  await screenshot(memberPage, 'fete-id-verify');
  // An altered token is invalid and names nobody.
  await memberPage.goto(`${verify.pathname}${verify.search}x`);
  await expect(memberPage.getByRole('heading', { name: feteIdMessages.invalid })).toBeVisible();
  await expect(memberPage.getByTestId('pass-holder')).toHaveCount(0);
  await memberContext.close();
});
