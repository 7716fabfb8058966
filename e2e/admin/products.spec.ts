import { randomUUID } from 'node:crypto';
import { productAdminMessages as texts } from '../../src/shared/domains/product-admin';
import { expectAccessible, expectNoViolations, pageReady } from '../support/a11y';
import { admin, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';

// A new product is on the shop's list while this runs (its total changes for every visitor): site-wide.
test(
  'an administrator adds a product, edits it, deactivates it and deletes it; visitors follow each step',
  SITE_WIDE,
  async ({ page, browser }) => {
    // A long journey (uploads, two browsers, axe checks): more time than a single screen's test.
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const name = `Sequin Bikini ${tag}`;
    const renamed = `Sequin Bikini Deluxe ${tag}`;
    const files = await tempFolder();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const shopSearch = async (q: string) => {
      await visitor.goto(`/fete-marqet?q=${encodeURIComponent(q)}`);
      return visitor.getByRole('main');
    };

    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Manage Products' }).click();
    await expect(page).toHaveURL('/admin/products');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

    // Add: required fields first, then a full product with an image.
    await main.getByRole('button', { name: 'Add New Product' }).click();
    const addForm = main.getByRole('form', { name: 'Add a product' });
    await addForm.getByRole('button', { name: 'Add Product' }).click();
    await expect(addForm.getByRole('alert')).toHaveText(texts.required);
    await addForm.getByLabel('Name').fill(name);
    await addForm.getByLabel('Brand').fill('Island Threads');
    await addForm.getByLabel('Price ($)').fill('85');
    await addForm.getByLabel('Category').selectOption('Swimwear');
    await addForm.getByLabel('Sizes').fill('S, M, m, , L, XL');
    await addForm.getByLabel('Colours').fill('Gold, gold, Red');
    await addForm.getByLabel('Shop link').fill('https://islandthreads.example/bikini');
    await addForm.getByLabel('Product image').setInputFiles(await smallPng(files.dir, 'bikini.png'));
    await expect(addForm.getByRole('img', { name: 'Current product image' })).toBeVisible();
    await expectNoViolations(page, 'the add panel');
    await screenshot(page, 'products-add-1280', { fullPage: true });
    await addForm.getByRole('button', { name: 'Add Product' }).click();
    await expect(addForm).toBeHidden();

    // The card: first 3 sizes then +1 (the server dropped the blank and the second M), Active.
    await main.getByLabel('Search products').fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const card = main.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    const sizes = card.getByRole('list', { name: 'Sizes' }).getByRole('listitem');
    await expect(sizes).toHaveText(['S', 'M', 'L', '+1 more']);
    await expect(card.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveText([
      'Gold',
      'Red',
    ]);
    await expect(card.getByText('$85.00')).toBeVisible();
    await screenshot(page, 'products-1280', { fullPage: true });

    // Visitors see it in the shop.
    let shop = await shopSearch(tag);
    await expect(shop.getByRole('heading', { name })).toBeVisible();
    await expect(shop.getByText('$85.00')).toBeVisible();

    // Edit inline; Cancel discards, Save keeps.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = main.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('Name').fill('Thrown away');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(editForm.getByLabel('Name')).toHaveValue(name);
    await editForm.getByLabel('Price ($)').fill('-3');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(editForm.getByRole('alert')).toHaveText(texts.price);
    await expectNoViolations(page, 'the edit form with an error');
    await screenshot(page, 'products-edit-1280', { fullPage: true });
    await editForm.getByLabel('Name').fill(renamed);
    await editForm.getByLabel('Price ($)').fill('92.50');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.updated })).toBeVisible();
    const renamedCard = main.getByRole('article', { name: renamed });
    await expect(renamedCard.getByText('$92.50')).toBeVisible();
    shop = await shopSearch(tag);
    await expect(shop.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(shop.getByText('$92.50')).toBeVisible();

    // Deactivate: gone for visitors, marked Inactive for the administrator.
    await renamedCard.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await expect(renamedCard.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(renamedCard.getByRole('button', { name: `Activate ${renamed}` })).toBeVisible();
    shop = await shopSearch(tag);
    await expect(shop.getByText('No products found')).toBeVisible();
    await page.goto(`/fete-marqet?q=${tag}`);
    await expect(main.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(main.getByText('Inactive', { exact: true })).toBeVisible();

    // The phone layout of the manager.
    await page.setViewportSize(PHONE);
    await expectAccessible(page, `/admin/products?q=${tag}`, pageReady('Products'));
    await expect(main.getByRole('article', { name: renamed })).toBeVisible();
    await screenshot(page, 'products-390', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Delete after the spec's confirmation.
    await main.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.confirmDelete);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(texts.empty)).toBeVisible();
    const gone = await page.request.get(`/api/products?q=${tag}`);
    expect((await gone.json()).total).toBe(0);

    await visitorContext.close();
    await files.cleanup();
  },
);
