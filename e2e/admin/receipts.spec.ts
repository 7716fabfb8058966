import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { admin, createMember, demoMember, newMember, signInThroughApi } from '../support/accounts';
import { expectAccessibleAt, expectNoViolations, pageReady } from '../support/a11y';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator issues a receipt to the demo member, who sees it as New, expands and downloads it; a copy goes to a second member', async ({
  page,
  browser,
}) => {
  // Three members' devices and an administrator in one story: longer than the default minute under load.
  test.setTimeout(180_000);
  const title = `Carnival costume ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/receipts');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();

  // Create Receipt: the member is found by the server's member search.
  await main.getByRole('button', { name: 'Create Receipt' }).click();
  const form = main.getByRole('form', { name: 'Create a receipt' });
  await form.getByRole('combobox', { name: 'Member' }).fill(demoMember.email);
  await form.getByRole('option', { name: new RegExp(demoMember.email) }).click();
  await expect(form.getByText(demoMember.email)).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Frontline section, collection at the mas camp');
  await form.getByLabel('Status', { exact: true }).selectOption('pending');
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByLabel('Item 1 description').fill('Frontline costume');
  await form.getByLabel('Unit price ($)').fill('850');
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByLabel('Item 2 description').fill('Fete ticket');
  await form.getByLabel('Quantity').nth(1).fill('2');
  await form.getByLabel('Unit price ($)').nth(1).fill('95.50');
  await form.getByLabel('Amount paid ($)').fill('300');
  await expect(form.getByText('$1,041.00')).toBeVisible();
  await expect(form.getByText('$741.00')).toBeVisible();
  await form.getByLabel('Payment link', { exact: true }).fill('https://pay.fete.test/costume');
  // The receipt's image is a private file: the preview loads from /api/files/{id} with the admin's cookie.
  const files = await tempFolder();
  await form.getByLabel('Receipt image').setInputFiles(await smallPng(files.dir, 'payment-proof.png'));
  const preview = form.getByRole('img', { name: 'Current receipt image' });
  await expect(preview).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const imageUrl = (await preview.getAttribute('src'))!;
  await screenshot(page, 'receipts-create-1280', { fullPage: true });
  await form.getByRole('button', { name: 'Create Receipt' }).click();
  const created = main.getByText(/^Receipt REC-\d{5} created$/);
  await expect(created).toBeVisible();
  const receiptNumber = /REC-\d{5}/.exec((await created.textContent()) ?? '')![0];

  // Search by the member's name finds it; View shows its items.
  await main.getByLabel('Search receipts').fill(receiptNumber);
  await expect(page).toHaveURL(new RegExp(`q=${receiptNumber}`));
  const card = main.getByRole('article', { name: `${receiptNumber} · ${title}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Kaia Baptiste');
  await expect(card).toContainText('$741.00');
  await card.getByRole('button', { name: `View ${receiptNumber} ${title}` }).click();
  await expect(card.getByRole('table', { name: 'Items' })).toContainText('Frontline costume');
  await screenshot(page, 'receipts-1280', { fullPage: true });

  // The demo member, on their own device: the Receipts tab says New; the card expands and downloads.
  const memberContext = await browser.newContext({ acceptDownloads: true });
  const memberPage = await memberContext.newPage();
  await memberPage.setViewportSize(DESKTOP);
  await signInThroughApi(memberPage, demoMember.email, demoMember.password);
  await memberPage.goto('/dashboard');
  const receiptsTab = memberPage.getByRole('tab', { name: /Receipts/ });
  await expect(receiptsTab).toContainText('New');
  await receiptsTab.click();
  const mine = memberPage.getByRole('article', { name: `Receipt ${receiptNumber}` });
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('New');
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText('$1,041.00');
  await expect(mine).toContainText('$300.00');
  await expect(mine).toContainText('$741.00');
  // The member sees the receipt's private image (loaded with their own session).
  const memberImage = mine.getByRole('img', { name: `Image of receipt ${receiptNumber}` });
  await expect(memberImage).toHaveAttribute('src', imageUrl);
  await memberImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => memberImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(mine.getByRole('link', { name: /Pay Balance/ })).toHaveAttribute(
    'href',
    'https://pay.fete.test/costume',
  );
  // Opening the tab cleared the New badge of the tab (kept on the server).
  await expect(receiptsTab).not.toContainText('New');
  await mine.getByRole('button', { name: 'View details' }).click();
  await expect(mine.getByRole('table', { name: 'Items' })).toContainText('Fete ticket');
  await expect(mine.getByRole('table', { name: 'Items' })).toContainText('$191.00');
  await screenshot(memberPage, 'dashboard-receipts-1280', { fullPage: true });
  const [download] = await Promise.all([
    memberPage.waitForEvent('download'),
    mine.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNumber}.txt`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`Receipt Number: ${receiptNumber}`);
  expect(text).toContain(`Title: ${title}`);
  expect(text).toContain('- Frontline costume: 1 x $850.00 = $850.00');
  expect(text).toContain('- Fete ticket: 2 x $95.50 = $191.00');
  expect(text).toContain('Amount: $1,041.00');
  expect(text).toContain('Amount Paid: $300.00');
  expect(text).toContain('Balance Owed: $741.00');
  await memberPage.setViewportSize(PHONE);
  await expectNoSidewaysScroll(memberPage);
  await screenshot(memberPage, 'dashboard-receipts-390', { fullPage: true });
  // Another device of the same member: the tab is no longer New.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signInThroughApi(otherPage, demoMember.email, demoMember.password);
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('tab', { name: /Receipts/ })).toBeVisible();
  await expect(otherPage.getByRole('tab', { name: /Receipts/ })).not.toContainText('New');
  await otherDevice.close();

  // Copy Receipt to a second member.
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  const second = await createMember(secondPage.request, newMember('receipts', { firstName: 'Machel' }));
  // Another member, and a visitor, are told the image does not exist.
  expect((await secondPage.request.get(imageUrl)).status()).toBe(404);
  const visitorContext = await browser.newContext();
  expect((await visitorContext.request.get(imageUrl)).status()).toBe(404);
  await visitorContext.close();
  await main.getByRole('button', { name: 'Copy Receipt' }).click();
  const copyPanel = main.getByRole('region', { name: 'Copy a receipt to another member' });
  const copyButton = copyPanel.getByRole('button', { name: 'Copy Receipt' });
  await expect(copyButton).toBeDisabled();
  await expect(copyPanel).toContainText('Please select a source receipt and target user');
  await copyPanel.getByLabel('Find a receipt').fill(receiptNumber);
  await copyPanel.getByRole('radio', { name: new RegExp(receiptNumber) }).check();
  await copyPanel.getByRole('combobox', { name: 'Copy to member' }).fill(second.email);
  await copyPanel.getByRole('option', { name: new RegExp(second.email) }).click();
  await expect(copyButton).toBeEnabled();
  await screenshot(page, 'receipts-copy-1280', { fullPage: true });
  await copyButton.click();
  await expect(main.getByText('Receipt copied successfully')).toBeVisible();

  // The second member sees the copy: pending, nothing paid, the whole amount owed.
  await secondPage.goto('/dashboard?tab=receipts');
  const copied = secondPage.getByRole('article').filter({ hasText: title });
  await expect(copied).toHaveCount(1);
  await expect(copied).toContainText('New');
  await expect(copied).toContainText('Pending');
  await expect(copied).toContainText('$0.00');
  await expect(copied).not.toContainText(receiptNumber);
  await expect(copied.getByText('$1,041.00')).toHaveCount(2);
  // The copy shows the same image, which its member may now read.
  await expect(copied.getByRole('img', { name: /^Image of receipt / })).toHaveAttribute('src', imageUrl);
  expect((await secondPage.request.get(imageUrl)).status()).toBe(200);

  // Inline edit: the member pays the rest; the balance follows (the server's sum).
  await card.getByRole('button', { name: `Edit ${receiptNumber} ${title}` }).click();
  const editForm = main.getByRole('form', { name: `Edit receipt ${receiptNumber}` });
  await editForm.getByLabel('Amount paid ($)').fill('1041');
  await editForm.getByLabel('Status', { exact: true }).selectOption('paid');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Receipt updated successfully')).toBeVisible();
  await expect(card).toContainText('Paid');
  await expect(card.getByText('$0.00')).toBeVisible();

  // Delete the copy, confirming in the dialog.
  await main.getByLabel('Search receipts').fill('Machel');
  const copyCard = main.getByRole('article').filter({ hasText: title });
  // The search has answered (every card left is the second member's) before the confirmation opens.
  await expect(main.getByRole('article').filter({ hasNotText: 'Machel' })).toHaveCount(0);
  await expect(copyCard).toHaveCount(1);
  await copyCard.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this receipt?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(copyCard).toHaveCount(0);
  await secondPage.reload();
  await expect(secondPage.getByText("You don't have any receipts yet")).toBeVisible();

  // The admin page on a phone: no sideways scrolling.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'receipts-390', { fullPage: true });
  await memberContext.close();
  await secondContext.close();
  await files.cleanup();
});

test('the receipts manager and the Receipts tab pass the WCAG A/AA checks, with the forms open and their errors shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInThroughApi(page, admin.email, admin.password);
  await expectAccessibleAt(page, '/admin/receipts', pageReady('Receipts'), [DESKTOP, PHONE]);
  await page.setViewportSize(DESKTOP);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Create Receipt' }).click();
  const form = main.getByRole('form', { name: 'Create a receipt' });
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByRole('button', { name: 'Add payment' }).click();
  await form.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(form.getByRole('alert')).toContainText('Title and User are required');
  // A missing price and a $0 payment are required fields left out (admin-back-office.md §5).
  await expect(form.getByText('Please fill in all required fields for the item').first()).toBeVisible();
  await form.getByLabel('Payment 1 amount ($)').fill('0');
  await form.getByRole('button', { name: 'Create Receipt' }).click();
  await expect(form.getByText('Please fill in all required fields for the payment').first()).toBeVisible();
  await screenshot(page, 'receipts-required-1280', { fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, 'receipts-required-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expectNoViolations(page, 'the Create Receipt form with its errors');
  await main.getByRole('button', { name: 'Copy Receipt' }).click();
  await expectNoViolations(page, 'the Copy Receipt panel');
  // The member picker's combobox with its list open and a member under the arrows.
  const target = main.getByRole('combobox', { name: 'Copy to member' });
  await target.fill(demoMember.email);
  await expect(main.getByRole('listbox', { name: 'Copy to member: members found' })).toBeVisible();
  await target.press('ArrowDown');
  await expect(target).toHaveAttribute('aria-activedescendant', /.+/);
  await expectNoViolations(page, 'the member picker with its list open');
  const showPicker = () => target.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await showPicker();
  await screenshot(page, 'receipts-picker-open-1280');
  await page.setViewportSize(PHONE);
  await expect(main.getByRole('listbox', { name: 'Copy to member: members found' })).toBeVisible();
  await expectNoViolations(page, 'the member picker open on a phone');
  await showPicker();
  await screenshot(page, 'receipts-picker-open-390');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInThroughApi(memberPage, demoMember.email, demoMember.password);
  await expectAccessibleAt(
    memberPage,
    '/dashboard?tab=receipts',
    async (p) => {
      await pageReady('Dashboard')(p);
      await expect(p.getByRole('list', { name: 'Your receipts' })).toBeVisible();
    },
    [DESKTOP, PHONE],
  );
  await memberContext.close();
});
