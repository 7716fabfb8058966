import { admin, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator adds a band, edits it, hides it from visitors and deletes it', async ({
  page,
  browser,
}) => {
  const files = await tempFolder();
  const tag = `e2e${Date.now().toString(36)}`;
  const name = `Mas Band ${tag}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const publicList = `/fete-destinations?q=${tag}`;
  try {
    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Manage Bands' }).click();
    await expect(page).toHaveURL('/admin/bands');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Bands' })).toBeVisible();

    // Add: the required fields are checked in the browser first, then the band is created.
    await main.getByRole('button', { name: 'Add New Band' }).click();
    const addForm = main.getByRole('form', { name: 'Add a band' });
    await addForm.getByRole('button', { name: 'Add Band' }).click();
    await expect(addForm.getByText('Please enter the band name').first()).toBeVisible();
    await addForm.getByLabel('Name').fill(name);
    await addForm.getByLabel('Start date').fill('2031-02-24');
    await addForm.getByLabel('End date').fill('2031-02-25');
    await addForm.getByLabel('Location').fill('Queen’s Park Savannah');
    await addForm.getByLabel('Website').fill('https://mas.example');
    await addForm.getByLabel('Image').setInputFiles(await smallPng(files.dir, 'band.png'));
    await expect(addForm.getByRole('img', { name: 'Current image' })).toBeVisible();
    await addForm.getByRole('button', { name: 'Add Band' }).click();
    await expect(main.getByText('Band added successfully')).toBeVisible();

    // Visible on the public list right away.
    await visitor.goto(publicList);
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    await expect(visitor.getByText('Queen’s Park Savannah')).toBeVisible();

    // Edit one field; the public list shows the change.
    await main.getByLabel('Search bands').fill(tag);
    await expect(page).toHaveURL(/q=e2e/);
    const card = main.getByRole('article', { name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Active')).toBeVisible();
    await screenshot(page, 'admin-bands-1280');
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = main.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('Location').fill('St. James, Port of Spain');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByText('Band updated successfully')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('St. James, Port of Spain')).toBeVisible();

    // Deactivate: marked for the administrator, gone for visitors.
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(card.getByText('Inactive')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('No bands found')).toBeVisible();

    // The phone layout.
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'admin-bands-390');

    // Delete, after the confirmation.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this band?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(main.getByText('Band deleted successfully')).toBeVisible();
    await expect(main.getByText('No bands found')).toBeVisible();
  } finally {
    await visitorContext.close();
    await files.cleanup();
  }
});
