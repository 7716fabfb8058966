import { randomUUID } from 'node:crypto';
import { expectAccessible, pageReady } from '../support/a11y';
import { smallPng, tempFolder } from '../support/files';
import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import {
  DESKTOP,
  PHONE,
  accountMenu,
  expectNoSidewaysScroll,
  openAccountMenu,
  screenshot,
} from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator makes a member the owner; the owner edits the restaurant, its menu and discounts; others cannot', async ({
  page,
  browser,
}) => {
  // Three people and a visitor on one machine shared with other journeys: more than the default minute.
  test.setTimeout(150_000);
  // The administrator adds a restaurant (through the API) and assigns a fresh member in the manager.
  const name = `Roti Stop ${randomUUID().slice(0, 6)}`;
  const ownerContext = await browser.newContext({ viewport: DESKTOP });
  const ownerPage = await ownerContext.newPage();
  const owner = await createMember(ownerPage.request, newMember('owner', { firstName: 'Ravi' }));

  await signInThroughApi(page, admin.email, admin.password);
  const created = await page.request.post('/api/admin/restaurants', {
    data: { name, location: 'Eastern Main Road, Curepe', cuisine: 'Street Food' },
    headers: originHeader(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const restaurantId = (await created.json()).restaurant.id as string;

  // Before being assigned, the member has no Restaurant admin entry and no restaurant.
  await ownerPage.goto('/restaurant-admin');
  await expect(ownerPage.getByRole('heading', { name: 'No restaurant found' })).toBeVisible();
  let menu = await openAccountMenu(ownerPage);
  await expect(menu.getByRole('menuitem', { name: 'Restaurant admin' })).toHaveCount(0);
  await ownerPage.keyboard.press('Escape');

  await page.goto(`/admin/restaurants?q=${encodeURIComponent(name)}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Edit ${name}` }).click();
  const ownerSection = main.getByRole('region', { name: 'Owner' });
  await ownerSection.getByLabel('Find a member to assign').fill(owner.email);
  await ownerSection.getByRole('button', { name: `Assign Ravi ${owner.lastName} as owner` }).click();
  await expect(ownerSection).toContainText(`Ravi ${owner.lastName}`);
  await expect(ownerSection.getByRole('button', { name: 'Remove owner' })).toBeVisible();

  // The owner finds "Restaurant admin" in the avatar menu.
  await ownerPage.reload();
  menu = await openAccountMenu(ownerPage);
  await menu.getByRole('menuitem', { name: 'Restaurant admin' }).click();
  await expect(ownerPage).toHaveURL('/restaurant-admin');
  await expect(accountMenu(ownerPage)).toBeHidden();
  const mine = ownerPage.getByRole('main');
  await expect(mine.getByRole('heading', { level: 2, name })).toBeVisible();

  // Edits the whole record.
  const details = mine.getByRole('form', { name: 'Restaurant details' });
  await details.getByLabel('Description').fill('Buss up shut and curry goat, all day');
  await details.getByLabel('Opening time').fill('07:00');
  await details.getByLabel('Website').fill('https://rotistop.example');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Restaurant details updated successfully')).toBeVisible();

  // Adds a menu item (name and price are required) and a discount (description and percentage are required).
  const menuSection = mine.getByRole('region', { name: /^Menu/ });
  await menuSection.getByRole('button', { name: 'Add Menu Item' }).click();
  const addItem = menuSection.getByRole('form', { name: 'Add a menu item' });
  await addItem.getByLabel('Dish name').fill('Buss up shut with curry goat');
  await addItem.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(addItem.getByRole('alert')).toHaveText('Name and price are required');
  await addItem.getByLabel('Price (USD)').fill('14.50');
  await addItem.getByLabel('Category').fill('Mains');
  await addItem.getByRole('button', { name: 'Add Menu Item' }).click();
  await expect(addItem).toBeHidden();
  await expect(menuSection.getByRole('listitem')).toContainText('Buss up shut with curry goat');
  await expect(menuSection.getByRole('listitem')).toContainText('$14.50');

  const discounts = mine.getByRole('region', { name: /^Discounts/ });
  await discounts.getByRole('button', { name: 'Add Discount' }).click();
  const addDiscount = discounts.getByRole('form', { name: 'Add a discount' });
  await addDiscount.getByRole('button', { name: 'Add Discount' }).click();
  await expect(addDiscount.getByRole('alert')).toHaveText('Description and percentage are required');
  await addDiscount.getByLabel('Description').fill('Fete members lunch deal');
  await addDiscount.getByLabel('Percentage').fill('150');
  await addDiscount.getByRole('button', { name: 'Add Discount' }).click();
  await expect(addDiscount.getByRole('alert')).toHaveText('Please enter a percentage from 1 to 100');
  await addDiscount.getByLabel('Percentage').fill('15');
  await addDiscount.getByRole('button', { name: 'Add Discount' }).click();
  await expect(addDiscount).toBeHidden();
  await expect(discounts.getByRole('listitem')).toContainText('15% off');
  // Uploads two photos and puts the second first.
  const files = await tempFolder();
  const photos = mine.getByRole('region', { name: /^Photos/ });
  for (const caption of ['Front counter', 'Doubles on the go']) {
    await photos.getByRole('button', { name: 'Add Photo' }).click();
    const addPhoto = photos.getByRole('form', { name: 'Add a photo' });
    await addPhoto
      .getByLabel('Photo', { exact: true })
      .setInputFiles(await smallPng(files.dir, `${caption}.png`));
    await expect(addPhoto.getByRole('img', { name: 'New photo' })).toBeVisible();
    await addPhoto.getByLabel('Caption').fill(caption);
    await addPhoto.getByRole('button', { name: 'Add Photo' }).click();
    await expect(addPhoto).toBeHidden();
  }
  const photoOrder = photos.getByRole('listitem');
  await expect(photoOrder).toHaveCount(2);
  await photos.getByRole('button', { name: 'Move Doubles on the go up' }).click();
  await expect(photoOrder.first()).toContainText('Doubles on the go');
  await expect(photos.getByRole('button', { name: 'Move Doubles on the go up' })).toBeDisabled();
  await files.cleanup();
  await screenshot(ownerPage, 'restaurant-owner-1280', { fullPage: true });
  await expectAccessible(ownerPage, '/restaurant-admin', pageReady('Restaurant admin'));
  await ownerPage.setViewportSize(PHONE);
  await expectNoSidewaysScroll(ownerPage);
  await screenshot(ownerPage, 'restaurant-owner-390', { fullPage: true });

  // Visitors see the changes on the public page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/restaurants/${restaurantId}`);
  const pub = visitor.getByRole('main');
  await expect(pub).toContainText('Buss up shut and curry goat, all day');
  await expect(pub).toContainText('Buss up shut with curry goat');
  await expect(pub).toContainText('Fete members lunch deal');
  await expect(pub).toContainText('7:00 AM');
  // In the owner's order, each caption under its photo (the picture's own text names the restaurant).
  const publicPhotos = pub.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(publicPhotos).toHaveText(['Doubles on the go', 'Front counter']);
  await expect(publicPhotos.first().getByRole('img')).toHaveAccessibleName(`${name}, photo 1`);
  await expect(publicPhotos.first().getByRole('img')).toBeVisible();
  await expect(pub.getByRole('link', { name: /^Manage/ })).toHaveCount(0);
  // The owner is offered the way to their page from the public one.
  await ownerPage.goto(`/restaurants/${restaurantId}`);
  await ownerPage
    .getByRole('main')
    .getByRole('link', { name: `Manage ${name}` })
    .click();
  await expect(ownerPage).toHaveURL('/restaurant-admin');

  // Another member: no menu entry, "No restaurant found", and the API refuses them.
  const otherPage = await (await browser.newContext()).newPage();
  await createMember(otherPage.request, newMember('not-owner'));
  await otherPage.goto('/restaurant-admin');
  await expect(otherPage.getByRole('heading', { name: 'No restaurant found' })).toBeVisible();
  menu = await openAccountMenu(otherPage);
  await expect(menu.getByRole('menuitem', { name: 'Restaurant admin' })).toHaveCount(0);
  const manage = await otherPage.request.get(`/api/restaurants/${restaurantId}/manage`);
  expect(manage.status()).toBe(403);
  const write = await otherPage.request.put(`/api/restaurants/${restaurantId}`, {
    data: { name: 'Taken over', location: 'Nowhere' },
    headers: originHeader(),
  });
  expect(write.status()).toBe(403);
  const addAsOther = await otherPage.request.post(`/api/restaurants/${restaurantId}/menu-items`, {
    data: { name: 'Free food', priceCents: 0 },
    headers: originHeader(),
  });
  expect(addAsOther.status()).toBe(403);
  const unknown = await otherPage.request.get(`/api/restaurants/${randomUUID()}/manage`);
  expect(unknown.status()).toBe(404);
  await visitor.goto(`/restaurants/${restaurantId}`);
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText(name);

  await ownerContext.close();
});
