import { messages } from '../../src/shared/errors';
import { newMember } from '../support/accounts';
import { verificationLink, waitForNewMail } from '../support/mail';
import { oversizedImage, smallPng, tempFolder, textFile } from '../support/files';
import {
  accountButton,
  DESKTOP,
  expectNoSidewaysScroll,
  PHONE,
  screenshot,
  signOutFromMenu,
  topSignInLink,
} from '../support/shell';
import { expect, test } from '../support/test';

test('a visitor goes through the sign-up wizard, lands on the dashboard with a picture, then signs out', async ({
  page,
}) => {
  const member = newMember('wizard', { firstName: 'Marisol', territory: 'Jamaica', locality: 'Ocho Rios' });
  const files = await tempFolder();
  try {
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    const next = main.getByRole('button', { name: 'Next' });
    const back = main.getByRole('button', { name: 'Back' });
    const step = (title: string, n: number) => async () => {
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByText(`Step ${n} of 3`)).toBeVisible();
    };
    const onAccountStep = step('Create Account', 1);
    const onProfileStep = step('Profile Details', 2);
    const onMembershipStep = step('Choose Membership', 3);

    await page.goto('/signup');
    await onAccountStep();
    await expect(main.getByRole('list', { name: 'Sign-up steps' }).getByRole('listitem')).toHaveText([
      /Create Account/,
      /Profile Details/,
      /Choose Membership/,
    ]);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    // Step 1: nothing filled in, then a password that is too short.
    await next.click();
    await expect(alert).toHaveText(messages.signup.requiredFields);
    await onAccountStep();
    await main.getByLabel('First Name').fill(member.firstName);
    await main.getByLabel('Last Name').fill(member.lastName);
    await main.getByLabel('Email').fill(member.email);
    await main.getByLabel('Password', { exact: true }).fill('12345');
    await next.click();
    await expect(alert).toHaveText(messages.signup.passwordLength);
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await main.getByLabel('Password', { exact: true }).fill(member.password);
    await next.click();

    // Step 2: the location is required; the picture must be an image under 30MB.
    await onProfileStep();
    await expect(alert).toHaveCount(0);
    await next.click();
    await expect(alert).toHaveText(messages.signup.locationFields);
    const picture = main.getByLabel('Profile Picture');
    await picture.setInputFiles(await oversizedImage(files.dir));
    await expect(picture).toHaveAccessibleDescription(new RegExp(messages.signup.imageTooLarge));
    await picture.setInputFiles(await textFile(files.dir));
    await expect(picture).toHaveAccessibleDescription(new RegExp(messages.settings.imageType));
    await expect(main.getByText(messages.signup.imageTooLarge)).toHaveCount(0);
    await picture.setInputFiles(await smallPng(files.dir));
    await expect(main.getByText(messages.settings.imageType)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await main.getByLabel('Territory').selectOption(member.territory);
    await main.getByLabel('Locality').fill(member.locality);
    await next.click();

    // Step 3, then Back twice: everything entered is still there.
    await onMembershipStep();
    await back.click();
    await onProfileStep();
    await expect(main.getByLabel('Territory')).toHaveValue(member.territory);
    await expect(main.getByLabel('Locality')).toHaveValue(member.locality);
    await expect(main.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await back.click();
    await onAccountStep();
    await expect(back).toHaveCount(0);
    await expect(main.getByLabel('First Name')).toHaveValue(member.firstName);
    await expect(main.getByLabel('Last Name')).toHaveValue(member.lastName);
    await expect(main.getByLabel('Email')).toHaveValue(member.email);
    await expect(main.getByLabel('Password', { exact: true })).toHaveValue(member.password);
    await next.click();
    await onProfileStep();
    await next.click();
    await onMembershipStep();

    // Gold is the choice; Premium is shown as coming soon and cannot be picked.
    const gold = main.getByRole('radio', { name: /Gold/ });
    const premium = main.getByRole('radio', { name: /Premium/ });
    await expect(gold).toBeChecked();
    await expect(premium).toBeDisabled();
    await expect(main.getByText('Coming Soon')).toBeVisible();
    // A click on the greyed-out card (Playwright would refuse: its radio is disabled) and the arrow keys
    // both leave Gold chosen.
    await main.getByText('Premium', { exact: true }).click({ force: true });
    await expect(premium).not.toBeChecked();
    await gold.focus();
    await page.keyboard.press('ArrowDown');
    await expect(gold).toBeChecked();
    await expect(gold).toBeFocused();
    await expect(premium).not.toBeChecked();

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'wizard-step-3-390px', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    await main.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByText(`Welcome back, ${member.firstName}.`)).toBeVisible();
    const card = main.getByRole('region', { name: 'Fete ID' });
    await expect(card.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
    await expect(card.getByText(`${member.locality}, ${member.territory}`)).toBeVisible();
    // The picture chosen in step 2 is shown (loaded, not the initials) on the card and in the top bar.
    for (const picture of [card.locator('img[src^="/uploads/"]'), accountButton(page).locator('img')]) {
      await expect(picture).toHaveAttribute('src', /^\/uploads\//);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(accountButton(page)).toHaveAccessibleName(
      `Account for ${member.firstName} ${member.lastName}`,
    );
    await expect(topSignInLink(page)).toHaveCount(0);
    await screenshot(page, 'dashboard-after-sign-up');

    // The address waits for its link: the dashboard says so, and sends the link again on request.
    const note = main.getByRole('region', { name: 'Email verification' });
    await expect(note.getByRole('alert')).toContainText('Please verify your email address');
    await expect(note.getByRole('alert')).toContainText(`We sent a link to ${member.email}`);
    const first = await waitForNewMail(member.email, 0);
    expect(first.subject).toBe('Confirm your Fete email address');
    await note.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(note.getByRole('status')).toHaveText(messages.verification.resent);
    const again = await waitForNewMail(member.email, 1);
    const link = verificationLink(again);
    expect(new URL(link).pathname).toBe('/verify-email');

    await page.goto(link);
    await expect(main.getByText(messages.verification.verified)).toBeVisible();
    await main.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Fete ID' })).toBeVisible();
    await expect(note).toHaveCount(0);

    await signOutFromMenu(page);
    await screenshot(page, 'final-signed-out');
  } finally {
    await files.cleanup();
  }
});
