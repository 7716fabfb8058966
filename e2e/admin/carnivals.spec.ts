import { admin, signInThroughApi } from '../support/accounts';
import { DESKTOP, PHONE, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';

test(
  'an administrator adds a carnival with a weekday rule, sees its dates previewed, and finds it on the season',
  SITE_WIDE,
  async ({ page }) => {
    const name = `Kadooment Test ${Date.now().toString(36)}`;
    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    const main = page.getByRole('main');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Manage Carnivals' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Carnivals' })).toBeVisible();
    await main.getByRole('button', { name: 'Add New Carnival' }).click();
    const form = main.getByRole('form', { name: 'Add a carnival' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Territory').fill('Barbados');
    // First Monday of August, with Foreday Morning three days before.
    await form.getByLabel('Dates count from').selectOption('weekday');
    await form.getByLabel('Which').selectOption('1');
    await form.getByLabel('Weekday', { exact: true }).selectOption('1');
    await form.getByLabel('Month', { exact: true }).selectOption('8');
    await form.getByLabel('Day 1 name').fill('Grand Kadooment');
    await form.getByRole('button', { name: 'Add a main day' }).click();
    await form.getByLabel('Day 2 name').fill('Foreday Morning');
    await form.getByLabel('Days from the anchor').nth(1).fill('-3');
    const preview = form.getByRole('region', { name: 'Main days this rule gives' });
    await expect(preview.getByText('Grand Kadooment: Mon, Aug 2, 2027')).toBeVisible();
    await expect(preview.getByText('Foreday Morning: Fri, Jul 30, 2027')).toBeVisible();
    await screenshot(page, 'admin-carnival-form-1280', { fullPage: true });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-carnival-form-390', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Add Carnival' }).click();
    await expect(main.getByText('Carnival added successfully')).toBeVisible();
    const card = main.getByRole('article', { name });
    await expect(card).toBeVisible();

    try {
      await page.goto('/season?year=2027');
      const row = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name }) });
      await expect(row.getByText('Jul 30 – Aug 2, 2027')).toBeVisible();
      await row.getByRole('link', { name }).click();
      await expect(
        page.getByRole('region', { name: 'Main days' }).getByText('Mon, Aug 2, 2027'),
      ).toBeVisible();
    } finally {
      // Put the season back as it was: the carnival goes, and the confirm says its events and bands stay.
      await page.goto('/admin/carnivals');
      await main
        .getByRole('article', { name })
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog.getByText('Its events and bands stay, without a carnival.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(main.getByText('Carnival deleted successfully')).toBeVisible();
    }
  },
);
