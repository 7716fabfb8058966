import { randomUUID } from 'node:crypto';
import { expectAccessible, pageReady } from '../support/a11y';
import { admin, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator adds a restaurant, edits it, deactivates it and deletes it; visitors follow each step', async ({
  page,
  browser,
}) => {
  // An administrator and a visitor through the whole lifecycle, on a machine shared with other journeys.
  test.setTimeout(150_000);
  const files = await tempFolder();
  const name = `Crab and Dumpling ${randomUUID().slice(0, 6)}`;
  const visitor = await (await browser.newContext()).newPage();
  const visitorSees = async (text: string) => {
    await visitor.goto(`/fete-eats?q=${encodeURIComponent(text)}`);
    return visitor.getByRole('main').getByRole('article');
  };

  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Manage Restaurants' }).click();
  await expect(page).toHaveURL('/admin/restaurants');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();

  // Add a restaurant with an image and an order-now link. The form's validation, Saving... and its failures
  // are src/web/features/restaurants/manage/restaurants-manager-page.test.tsx.
  await main.getByRole('button', { name: 'Add New Restaurant' }).click();
  const add = main.getByRole('form', { name: 'Add a restaurant' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Location').fill('Store Bay Local Road');
  await add.getByLabel('Country').selectOption('Tobago');
  await add.getByLabel('Cuisine').selectOption('Seafood');
  await add.getByLabel('Price range').selectOption('$$$');
  await add.getByLabel('Order now link').fill('https://order.fete.example/crab');
  await add.getByLabel('Restaurant image').setInputFiles(await smallPng(files.dir, 'crab.png'));
  await expect(add.getByRole('img', { name: 'Current restaurant image' })).toBeVisible();
  await add.getByRole('button', { name: 'Add Restaurant' }).click();
  await expect(add).toBeHidden();

  await main.getByLabel('Search restaurants').fill(name);
  await expect(page).toHaveURL(/q=Crab/);
  const card = main.getByRole('article', { name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Order Now/ })).toHaveAttribute(
    'href',
    'https://order.fete.example/crab',
  );
  await expect(card.getByRole('img', { name })).toBeVisible();
  await screenshot(page, 'restaurants-1280');
  await expectAccessible(page, `/admin/restaurants?q=${encodeURIComponent(name)}`, pageReady('Restaurants'));
  await expect(card).toHaveCount(1);
  await expect(await visitorSees(name)).toHaveCount(1);

  // Edit inline: one at a time; Cancel discards, Save Changes keeps.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = main.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Name').fill('Discarded name');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('article', { name })).toBeVisible();
  await main.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByLabel('Description').fill('Curried crab and dumpling by the beach');
  await edit.getByLabel('Name').fill(`${name} Shack`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Restaurant updated successfully')).toBeVisible();
  const renamed = main.getByRole('article', { name: `${name} Shack` });
  await expect(renamed).toBeVisible();
  const visible = await visitorSees(name);
  await expect(visible).toHaveCount(1);
  await expect(visible.first()).toContainText(`${name} Shack`);
  const href = await visible.first().getByRole('link').first().getAttribute('href');
  const restaurantId = href!.split('/').pop()!;
  await visitor.goto(`/restaurants/${restaurantId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} Shack`);
  await expect(visitor.getByRole('main')).toContainText('Curried crab and dumpling by the beach');

  // Deactivate: marked for the administrator, gone for visitors (list and page).
  await renamed.getByRole('button', { name: `Deactivate ${name} Shack` }).click();
  await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(renamed.getByRole('button', { name: `Activate ${name} Shack` })).toBeVisible();
  await expect(await visitorSees(name)).toHaveCount(0);
  await expect(visitor.getByRole('main').getByText('No restaurants found')).toBeVisible();
  await visitor.goto(`/restaurants/${restaurantId}`);
  await expect(visitor.getByRole('heading', { name: 'Restaurant not found' })).toBeVisible();

  // The administrator still opens it, marked Inactive.
  await page.goto(`/restaurants/${restaurantId}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${name} Shack`);
  await expect(main.getByText('Inactive', { exact: true })).toBeVisible();
  await main.getByRole('link', { name: `Manage ${name} Shack` }).click();
  await expect(page).toHaveURL(/\/admin\/restaurants\?q=/);
  await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();

  // The phone layout.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'restaurants-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);

  // Delete, after the spec's confirmation.
  await renamed.getByRole('button', { name: `Delete ${name} Shack` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this restaurant?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('article', { name: `${name} Shack` })).toHaveCount(0);
  await expect(main.getByText('No restaurants found')).toBeVisible();
  await visitor.close();
  await files.cleanup();
});
