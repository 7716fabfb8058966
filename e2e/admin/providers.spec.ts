import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { providerAdminMessages as texts } from '../../src/shared/domains/provider-admin';
import { expectAccessible, expectNoViolations, pageReady } from '../support/a11y';
import { admin, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';

/** The alt texts of the Clients photos on a provider's page, in page order. */
const clientPhotos = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region', { name: 'Clients' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));

// A new provider is on the visitors' list while this runs (its total changes): site-wide.
test(
  'an administrator adds a provider with prices and client photos, edits, deactivates and deletes them',
  SITE_WIDE,
  async ({ page, browser }) => {
    // A long journey (uploads, two browsers, axe checks): more time than a single screen's test.
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const lastName = `Baptiste ${tag}`;
    const name = `Keisha ${lastName}`;
    const renamed = `Keisha-Ann ${lastName}`;
    const files = await tempFolder();
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();

    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: 'Manage Providers' }).click();
    await expect(page).toHaveURL('/admin/providers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();

    // Add: the names are required; services from the suggestions or typed, each with an optional price.
    await main.getByRole('button', { name: 'Add New Provider' }).click();
    const addForm = main.getByRole('form', { name: 'Add a provider' });
    await addForm.getByRole('button', { name: 'Add Provider' }).click();
    await expect(addForm.getByRole('alert')).toHaveText(texts.namesRequired);
    await addForm.getByLabel('First name').fill('Keisha');
    await addForm.getByLabel('Last name').fill(lastName);
    await addForm.getByLabel('Bio').fill('Soft glam and body paint for the road.');
    await addForm.getByRole('button', { name: 'Add service Makeup' }).click();
    await addForm.getByLabel('Price of service 1 ($)').fill('150');
    await addForm.getByRole('button', { name: 'Add service', exact: true }).click();
    await addForm.getByLabel('Service 2', { exact: true }).fill('Gel Nails');
    await addForm.getByRole('button', { name: 'Add service Body Paint' }).click();
    await addForm.getByLabel('Price of service 3 ($)').fill('200');
    await addForm.getByLabel('Country').selectOption('Barbados');
    await addForm.getByLabel('State').fill('St. Michael');
    await addForm.getByLabel('Location').fill('Bridgetown');
    await addForm.getByLabel('Booking link').fill('https://book.example/keisha');
    await addForm.getByLabel('Profile picture').setInputFiles(await smallPng(files.dir, 'keisha.png'));
    await expect(addForm.getByRole('img', { name: 'Current profile picture' })).toBeVisible();
    await expectNoViolations(page, 'the add panel');
    await screenshot(page, 'providers-add-1280', { fullPage: true });
    await addForm.getByRole('button', { name: 'Add Provider' }).click();
    await expect(addForm).toBeHidden();

    await main.getByLabel('Search providers').fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const card = main.getByRole('article', { name });
    await expect(card.getByText('No ratings yet')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText([
      'Makeup',
      'Gel Nails',
      'Body Paint',
    ]);
    await expect(card.getByText('Makeup $150.00 · Body Paint $200.00')).toBeVisible();

    // Visitors find the provider on Fete Faces and open the page.
    await visitor.goto(`/fete-faces?q=${tag}`);
    await visitor.getByRole('main').getByRole('link', { name }).click();
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('Soft glam and body paint for the road.');

    // Edit inline and add two client photos, then put the second first.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = main.getByRole('form', { name: `Edit ${name}` });
    await editForm.getByLabel('First name').fill('Keisha-Ann');
    await editForm.getByRole('button', { name: 'Remove service 2 (Gel Nails)' }).click();
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('status').filter({ hasText: texts.updated })).toBeVisible();
    const renamedCard = main.getByRole('article', { name: renamed });
    await expect(renamedCard.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText([
      'Makeup',
      'Body Paint',
    ]);

    await renamedCard.getByRole('button', { name: `Edit ${renamed}` }).click();
    const photoForm = main.getByRole('form', { name: `Add a client photo for ${renamed}` });
    for (const caption of ['Carnival Monday glam', 'J’ouvert body paint']) {
      await photoForm
        .getByLabel('Client photo')
        .setInputFiles(await smallPng(files.dir, `${caption.length}.png`));
      await expect(photoForm.getByRole('img', { name: 'Current client photo' })).toBeVisible();
      await photoForm.getByLabel('Caption').fill(caption);
      await photoForm.getByRole('button', { name: 'Add Photo' }).click();
      await expect(main.getByRole('list', { name: `Client photos of ${renamed}` })).toContainText(caption);
    }
    const photos = main.getByRole('list', { name: `Client photos of ${renamed}` }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    await main.getByRole('button', { name: 'Move J’ouvert body paint up' }).click();
    await expect(photos.first()).toContainText('J’ouvert body paint');
    await expectNoViolations(page, 'the edit form with client photos');
    await screenshot(page, 'providers-edit-1280', { fullPage: true });
    await main
      .getByRole('form', { name: `Edit ${renamed}` })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect.poll(() => clientPhotos(visitor)).toEqual(['J’ouvert body paint', 'Carnival Monday glam']);
    const detailPath = new URL(visitor.url()).pathname;

    // Deactivate: gone for visitors (list and page), marked Inactive for the administrator.
    await renamedCard.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await expect(renamedCard.getByText('Inactive', { exact: true })).toBeVisible();
    await visitor.goto(`/fete-faces?q=${tag}`);
    await expect(visitor.getByRole('main').getByText('No providers found')).toBeVisible();
    await visitor.goto(detailPath);
    await expect(visitor.getByRole('main').getByText('Provider not found')).toBeVisible();
    await page.goto(detailPath);
    await expect(main.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(main.getByText('Inactive', { exact: true })).toBeVisible();

    // The phone layout of the manager.
    await page.setViewportSize(PHONE);
    await expectAccessible(page, `/admin/providers?q=${tag}`, pageReady('Providers'));
    await expect(main.getByRole('article', { name: renamed })).toBeVisible();
    await screenshot(page, 'providers-390', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    // Delete after the spec's confirmation.
    await main.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(texts.confirmDelete);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(texts.empty)).toBeVisible();
    const gone = await page.request.get(`/api/admin/providers?q=${tag}`);
    expect((await gone.json()).total).toBe(0);

    await visitorContext.close();
    await files.cleanup();
  },
);
