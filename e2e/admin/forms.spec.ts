import fs from 'node:fs';
import { admin, createMember, newMember, signInThroughApi } from '../support/accounts';
import { waitForNewMail } from '../support/mail';
import {
  DESKTOP,
  PHONE,
  accountButton,
  expectNoSidewaysScroll,
  openAccountMenu,
  screenshot,
} from '../support/shell';
import { expect, test } from '../support/test';

const REQUIRED =
  'Please fill in the following required fields: Full name, Email, Passengers, Seat, Extras, Pick-up date';

test('an administrator makes a ride and its form; a member fills it; the status change reaches the member', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rideTitle = `Sunrise Shuttle ${Date.now().toString(36)}`;
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);

  // The ride: added from the manager, last in order, Amber (black text).
  await page.goto('/admin/rides');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ride Package Manager' })).toBeVisible();
  await main.getByRole('button', { name: 'Add New Ride Package' }).click();
  const add = main.getByRole('form', { name: 'Add New Ride Package' });
  await add.getByLabel('Title', { exact: true }).fill(rideTitle);
  await add.getByLabel('Subtitle').fill('Hotel pick-up 3 AM');
  await add.getByText('Amber', { exact: true }).click();
  await add.getByRole('button', { name: 'Add Ride Package' }).click();
  const card = main.getByRole('article', { name: rideTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await screenshot(page, 'rides-manager-1280', { fullPage: true });

  // Its form, with one field of each of the 7 types.
  await card.getByRole('link', { name: `Create Form for ${rideTitle}` }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/ride\/[0-9a-f-]{36}\/create$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Create Form' })).toBeVisible();
  await main.getByRole('button', { name: 'Save Form' }).click();
  await expect(main.getByRole('alert')).toHaveText(/Form title is required/);
  await main.getByLabel('Form Title').fill('Book the Sunrise Shuttle');
  await main.getByLabel('Submit Button Text').fill('Book my seat');
  await main.getByRole('button', { name: 'Save Form' }).click();
  await expect(main.getByRole('alert')).toHaveText(/Form must have at least one field/);

  const editor = main.getByRole('region', { name: 'Field Editor' });
  const fields: Array<{ type: string; label: string; required: boolean; options?: string }> = [
    { type: 'Text', label: 'Full name', required: true },
    { type: 'Email', label: 'Email', required: true },
    { type: 'Number', label: 'Passengers', required: true },
    { type: 'Dropdown', label: 'Seat', required: true, options: 'Front\n  Back  \n\n' },
    { type: 'Checkboxes', label: 'Extras', required: true, options: 'Cooler, ice\nMusic' },
    { type: 'Text area', label: 'Notes', required: false },
    { type: 'Date', label: 'Pick-up date', required: true },
  ];
  for (const field of fields) {
    await main.getByRole('button', { name: 'Add Field' }).click();
    await expect(editor.getByLabel('Label', { exact: true })).toHaveValue('New Field');
    await expect(editor.getByLabel('Placeholder')).toHaveValue('Enter value');
    await editor.getByLabel('Field Type').selectOption({ label: field.type });
    await editor.getByLabel('Label', { exact: true }).fill(field.label);
    if (field.options) {
      await expect(editor.getByLabel('Options (one per line)')).toHaveValue('Option 1');
      await editor.getByLabel('Options (one per line)').fill(field.options);
    }
    if (field.type === 'Checkboxes') await expect(editor.getByLabel('Placeholder')).toHaveCount(0);
    if (field.required) await editor.getByLabel('Required').check();
  }
  const fieldList = main.getByRole('region', { name: 'Fields' });
  await expect(fieldList.getByRole('listitem')).toHaveCount(7);
  await expect(fieldList.getByRole('button', { name: 'Move Full name up' })).toBeDisabled();
  await expect(fieldList.getByRole('button', { name: 'Move Pick-up date down' })).toBeDisabled();
  const preview = main.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('combobox', { name: 'Seat' })).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: 'Cooler, ice' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Book my seat' })).toBeVisible();
  await screenshot(page, 'form-builder-1280', { fullPage: true });
  await main.getByRole('button', { name: 'Save Form' }).click();
  await expect(page).toHaveURL('/admin/rides');
  await expect(main.getByText('Form saved successfully')).toBeVisible();
  await expect(main.getByRole('link', { name: `Edit Form for ${rideTitle}` })).toBeVisible();

  // A member finds the ride, opens its form; an empty send names the required fields first.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await createMember(memberPage.request, newMember('forms', { firstName: 'Kaia' }));
  await memberPage.setViewportSize(PHONE);
  await memberPage.goto('/fete-rides');
  const m = memberPage.getByRole('main');
  await expect(m.getByRole('link', { name: new RegExp(rideTitle) })).toBeVisible();
  await screenshot(memberPage, 'fete-rides-390', { fullPage: true });
  await expectNoSidewaysScroll(memberPage);
  await m.getByRole('link', { name: new RegExp(rideTitle) }).click();
  await expect(memberPage).toHaveURL(/\/form\/ride\/[0-9a-f-]{36}$/);
  await expect(m.getByRole('heading', { level: 1, name: 'Book the Sunrise Shuttle' })).toBeVisible();
  await m.getByRole('button', { name: 'Book my seat' }).click();
  await expect(m.getByRole('alert')).toHaveText(REQUIRED);
  await expect(m.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(memberPage, 'form-fill-required-390', { fullPage: true });
  await expectNoSidewaysScroll(memberPage);
  await m.getByLabel('Full name').fill('Kaia Baptiste');
  await m.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await m.getByLabel('Passengers').fill('2');
  await m.getByLabel('Seat').selectOption('Back');
  await m.getByRole('checkbox', { name: 'Cooler, ice' }).check();
  await m.getByLabel('Notes').fill('=1+1 is not a formula here');
  await m.getByLabel('Pick-up date').fill('2027-02-08');
  await m.getByRole('button', { name: 'Book my seat' }).click();
  await expect(m.getByRole('heading', { name: 'Form Submitted Successfully!' })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Submit Another Response' })).toBeVisible();

  // The administrator finds the form, the submission, changes its status and exports the CSV.
  await page.goto('/admin/forms');
  await main.getByLabel('Search forms').fill('Sunrise Shuttle');
  await main.getByRole('link', { name: 'Submissions of Book the Sunrise Shuttle' }).first().click();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Book the Sunrise Shuttle: Submissions' }),
  ).toBeVisible();
  const row = main.getByRole('row', { name: /Kaia/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /View .* submission/ }).click();
  const details = main.getByRole('region', { name: 'Submission details' });
  await expect(details).toContainText('Cooler, ice');
  await expect(details).toContainText('Pick-up date');
  await row.getByRole('combobox').selectOption('processed');
  await expect(main.getByRole('region', { name: 'Unsaved changes' })).toContainText(
    '1 unsaved status change',
  );
  await screenshot(page, 'submissions-1280', { fullPage: true });
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Status changes saved successfully')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await expect(main.getByText('Status changes saved successfully')).toBeHidden({ timeout: 6000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Book the Sunrise Shuttle-submissions.csv');
  const csv = fs.readFileSync(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain(
    'Submission ID,User ID,User Name,Date,Status,Full name,Email,Passengers,Seat,Extras',
  );
  expect(text).toContain('"Cooler, ice"');
  expect(text).toContain("'=1+1 is not a formula here");
  expect(text).toContain('processed');

  // The member sees the new status (colour and words) and a notification, in the site and by e-mail.
  const mail = await waitForNewMail(member.email, 0);
  expect(mail.subject).toBe('Fete: Form Status Updated');
  await memberPage.goto('/dashboard?tab=forms');
  const submission = m.getByRole('article', { name: 'Book the Sunrise Shuttle' });
  await expect(submission.getByText('Processed')).toBeVisible();
  await submission.getByRole('button', { name: 'View details of Book the Sunrise Shuttle' }).click();
  await expect(m.getByText('Cooler, ice')).toBeVisible();
  await m.getByRole('button', { name: 'Go Back' }).click();
  const menu = await openAccountMenu(memberPage);
  await menu.getByRole('menuitem', { name: 'Notifications (1 unread)' }).click();
  await expect(menu.getByRole('menuitem', { name: /Form Status Updated/ })).toContainText(
    'Your submission for Book the Sunrise Shuttle has been updated to processed',
  );
  await screenshot(memberPage, 'notifications-390');
  await menu.getByRole('menuitem', { name: /Form Status Updated/ }).click();
  await expect(memberPage).toHaveURL('/dashboard?tab=forms');
  await expect(accountButton(memberPage)).not.toHaveAttribute('aria-describedby', /.+/);
  await memberContext.close();
});
