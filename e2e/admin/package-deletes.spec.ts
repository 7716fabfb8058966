import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A ride with a one-field form, made through the API as the manager and the builder would. */
async function rideWithForm(page: Page, title: string) {
  const headers = originHeader();
  const created = await page.request.post('/api/admin/rides', { headers, data: { title } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await page.request.put(`/api/admin/form-targets/ride/${id}`, {
    headers,
    data: {
      title: `Book ${title}`,
      fields: [{ id: 'name', type: 'text', label: 'Full name', required: true }],
    },
  });
  expect(saved.status()).toBe(200);
  return id;
}

test('deleting a ride or its form says what goes; unsaved work asks before it is left', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rideTitle = `Maracas Run ${Date.now().toString(36)}`;
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  const rideId = await rideWithForm(page, rideTitle);

  // A member books it.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await createMember(memberPage.request, newMember('deletes', { firstName: 'Kaia' }));
  const sent = await memberPage.request.post(`/api/forms/ride/${rideId}/submissions`, {
    headers: originHeader(),
    data: { answers: { name: 'Kaia Baptiste' } },
  });
  expect(sent.status()).toBe(201);
  await memberContext.close();

  // The form cannot go while the live ride opens it.
  const main = page.getByRole('main');
  await page.goto('/admin/forms');
  await main.getByLabel('Search forms').fill(rideTitle);
  await main.getByRole('button', { name: `Delete Book ${rideTitle}` }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `The ride package “${rideTitle}” opens this form. Deactivate it or give it another link before deleting the form.`,
  );
  await screenshot(page, 'form-delete-refused-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'form-delete-refused-390');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The submission's panel follows Save Changes; a staged change asks before the page is left.
  await main
    .getByRole('link', { name: `Submissions of Book ${rideTitle}` })
    .first()
    .click();
  const row = main.getByRole('row', { name: /Kaia/ });
  await row.getByRole('button', { name: /View .* submission/ }).click();
  const details = main.getByRole('region', { name: 'Submission details' });
  await expect(details).toContainText('Pending');
  await row.getByRole('combobox').selectOption('processed');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Status changes saved successfully')).toBeVisible();
  await expect(details).toContainText('Processed');
  await row.getByRole('combobox').selectOption('completed');
  await main.getByRole('link', { name: /Back to Forms/ }).click();
  dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('You have 1 unsaved status change. Leave this page without saving it?');
  await screenshot(page, 'leave-staged-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'leave-staged-390');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(row.getByRole('combobox')).toHaveValue('completed');
  await main.getByRole('button', { name: 'Discard' }).click();

  // The form builder: a typed change asks before Cancel drops it.
  await page.goto(`/admin/forms/ride/${rideId}/edit`);
  await main.getByLabel('Form Title').fill(`Book ${rideTitle} now`);
  await main.getByRole('button', { name: 'Cancel' }).click();
  dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('Your changes to this form are not saved.');
  await screenshot(page, 'leave-builder-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'leave-builder-390');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/admin/rides');

  // Inactive, the ride still opens for an administrator (dimmed, "Currently unavailable").
  const card = main.getByRole('article', { name: rideTitle });
  await card.getByRole('button', { name: `Deactivate ${rideTitle}` }).click();
  await expect(card.getByRole('button', { name: `Activate ${rideTitle}` })).toBeVisible();
  await page.goto('/fete-rides');
  const tile = main.getByRole('link', { name: new RegExp(rideTitle) });
  await expect(tile).toContainText('Currently unavailable');
  await screenshot(page, 'fete-rides-admin-1280', { fullPage: true });
  await tile.click();
  await expect(page).toHaveURL(`/form/ride/${rideId}`);
  await expect(main.getByRole('heading', { level: 1, name: `Book ${rideTitle}` })).toBeVisible();

  // Deleting the ride names its form and its submission, and waits for the title.
  await page.goto('/admin/rides');
  await card.getByRole('button', { name: `Delete ${rideTitle}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Are you sure you want to delete this ride package? Its form “Book ${rideTitle}” and its 1 submission will be deleted too.`,
  );
  const remove = dialog.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(`Type “${rideTitle}” to confirm`).fill(rideTitle);
  await screenshot(page, 'ride-delete-typed-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'ride-delete-typed-390');
  await expectNoSidewaysScroll(page);
  await remove.click();
  await expect(card).toHaveCount(0);
});
