import { createMember, newMember } from '../support/accounts';
import {
  accountButton,
  DESKTOP,
  expectNoSidewaysScroll,
  openAccountMenu,
  PHONE,
  screenshot,
} from '../support/shell';
import { expect, test } from '../support/test';

test('the dashboard tab is in the address: the avatar menu opens a tab, Back returns to the one before', async ({
  page,
}) => {
  await createMember(page.request, newMember('tabs'));
  const main = page.getByRole('main');
  const tab = (name: string) => main.getByRole('tab', { name });

  // A link to a tab opens on it; an unknown tab falls back to the first.
  await page.goto('/dashboard?tab=attending');
  await expect(tab("Events I'm Attending")).toHaveAttribute('aria-selected', 'true');
  // A new member attends nothing yet: the tab says so.
  await expect(main.getByText("You're not attending any events yet")).toBeVisible();
  await page.goto('/dashboard?tab=nonsense');
  await expect(tab('How Yuh Like It')).toHaveAttribute('aria-selected', 'true');

  // Receipts and Forms Status in the avatar menu open their tabs, also while already on the dashboard.
  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Receipts' }).click();
  await expect(page).toHaveURL('/dashboard?tab=receipts');
  await expect(tab('Receipts')).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByText("You don't have any receipts yet")).toBeVisible();
  menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Forms Status', exact: true }).click();
  await expect(tab('Forms Status')).toHaveAttribute('aria-selected', 'true');

  // A click on a tab is a step in the history.
  await tab('How Yuh Like It').click();
  await expect(page).toHaveURL('/dashboard');
  await page.goBack();
  await expect(page).toHaveURL('/dashboard?tab=forms');
  await expect(tab('Forms Status')).toHaveAttribute('aria-selected', 'true');

  for (const [width, viewport] of [
    ['1280px', DESKTOP],
    ['390px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.reload();
    // The selected tab is inside the tab strip (which scrolls sideways on a phone), not cut off by it. On a
    // phone the Fete ID card comes first: bring the strip itself up (vertically only) before looking.
    await main
      .getByRole('tablist')
      .evaluate((strip) => window.scrollTo(0, strip.getBoundingClientRect().top + window.scrollY - 80));
    await expect(tab('Forms Status')).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, `dashboard-${width}`);
    await openAccountMenu(page);
    await expect(
      page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Fete ID' }),
    ).toBeFocused();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `avatar-menu-${width}`);
    await page.keyboard.press('Escape');
    await expect(accountButton(page)).toBeFocused();
  }
});
