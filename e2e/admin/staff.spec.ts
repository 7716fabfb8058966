import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { admin, createMember, demoMember, newMember, signInThroughApi } from '../support/accounts';
import { tempFolder } from '../support/files';
import { countMailsTo, waitForNewMail } from '../support/mail';
import { DESKTOP, PHONE, expectNoSidewaysScroll, openAccountMenu, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

test('an administrator opens a position; the demo member applies with a PDF; the interview reaches the member', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Road Marshal ${Date.now().toString(36)}`;
  const files = await tempFolder();
  const resume = path.join(files.dir, 'kaia-resume.pdf');
  await fsp.writeFile(resume, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  // The administrator adds the position from the list's inline form.
  await signInThroughApi(page, admin.email, admin.password);
  await page.setViewportSize(DESKTOP);
  // The spec's address (/admin/staff-forms) redirects to the screen's path, which reads like its API's.
  await page.goto('/admin/staff-forms');
  await expect(page).toHaveURL('/admin/staff-positions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Staff Forms' })).toBeVisible();
  await main.getByRole('button', { name: 'Add New Position' }).click();
  const add = main.getByRole('region', { name: 'Create New Position' });
  await add.getByRole('button', { name: 'Create Position' }).click();
  await expect(add.getByRole('alert')).toHaveText(/Please fill in all required fields/);
  await expect(add.getByRole('button', { name: 'Remove requirement 1' })).toBeDisabled();
  await add.getByLabel('Position Title').fill(title);
  await add.getByLabel('Description').fill('Keep the band moving safely along the parade route.');
  await add.getByLabel('Salary Range').fill('$25 - $35 per hour');
  await add.getByRole('button', { name: 'Create Position' }).click();
  await expect(add.getByRole('alert')).toHaveText(/Please add at least one requirement/);
  await add
    .getByRole('textbox', { name: 'Requirement 1', exact: true })
    .fill('Stamina for a 10-hour road march');
  await add.getByRole('button', { name: 'Add Requirement' }).click();
  await add.getByRole('textbox', { name: 'Requirement 2', exact: true }).fill('First aid certificate');
  await add.getByRole('button', { name: 'Add Requirement' }).click();
  await add.getByRole('button', { name: 'Remove requirement 3' }).click();
  await expect(add.getByRole('textbox', { name: 'Requirement 3', exact: true })).toHaveCount(0);
  await expect(add.getByLabel('Position is active and visible to applicants')).toBeChecked();
  await add.getByRole('button', { name: 'Create Position' }).click();
  await expect(add).toHaveCount(0);
  await main.getByLabel('Search positions').fill(title);
  const row = main.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `0 applications for ${title}` })).toBeVisible();
  await screenshot(page, 'staff-positions-1280', { fullPage: true });

  // Its edit page keeps the requirements; saving goes back to the list.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/staff-positions\/[0-9a-f-]{36}\/edit$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Edit Position' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Requirement 2', exact: true })).toHaveValue(
    'First aid certificate',
  );
  await main.getByLabel('Salary Range').fill('$25 - $40 per hour');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/admin/staff-positions');
  await main.getByLabel('Search positions').fill(title);
  await expect(row.getByText('$25 - $40 per hour')).toBeVisible();

  // The demo member applies on their phone, with a PDF resume.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInThroughApi(memberPage, demoMember.email, demoMember.password);
  await memberPage.setViewportSize(PHONE);
  await memberPage.goto('/staff-application');
  const m = memberPage.getByRole('main');
  await expect(m.getByRole('heading', { level: 1, name: 'Become a Fete Staff' })).toBeVisible();
  await expect(m.getByRole('button', { name: `Apply for ${title}` })).toBeVisible();
  await expect(m.getByRole('region', { name: 'My Applications' })).toBeVisible();
  await screenshot(memberPage, 'staff-positions-390', { fullPage: true });
  await expectNoSidewaysScroll(memberPage);
  await m.getByRole('button', { name: `Apply for ${title}` }).click();
  await expect(m.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(m.getByText('First aid certificate')).toBeVisible();
  await expect(m.getByText('$25 - $40 per hour')).toBeVisible();
  await expect(m.getByRole('button', { name: 'Change Position' })).toBeVisible();
  await expect(m.getByLabel('Full Name*')).toHaveValue('Kaia Baptiste');
  await m.getByLabel('Phone Number*').fill('+1 868 555 0199');
  await m.getByLabel('Relevant Experience').fill('Three seasons as a section leader.');
  await m.getByLabel('Availability').fill('Carnival week');
  await m.getByLabel('Resume/CV').setInputFiles(resume);
  await m.getByRole('button', { name: 'Submit Application' }).click();
  await expect(m.getByRole('alert')).toHaveText(/Please agree to the terms and privacy policy/);
  // The words link the pages, in a new tab: the form keeps what was typed (decision 0045). The box's name is the
  // label's words ("Opens in a new tab" is each link's description, which getByLabel would read into the text).
  await m.getByRole('checkbox', { name: 'I agree to the terms of service and privacy policy' }).check();
  await expect(m.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  await expect(m.getByRole('link', { name: 'terms of service' })).toHaveAttribute('target', '_blank');
  await screenshot(memberPage, 'staff-application-form-390', { fullPage: true });
  await expectNoSidewaysScroll(memberPage);
  await m.getByRole('button', { name: 'Submit Application' }).click();
  await expect(m.getByRole('heading', { level: 1, name: 'Application Submitted' })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  // "You can follow its status on this page": the application is listed here, Pending (issue #23).
  const submitted = m
    .getByRole('region', { name: 'My Applications' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(submitted.getByText('Pending')).toBeVisible();
  await expectNoSidewaysScroll(memberPage);
  await screenshot(memberPage, 'staff-application-submitted-390', { fullPage: true });
  await memberPage.setViewportSize(DESKTOP);
  await screenshot(memberPage, 'staff-application-submitted-1280', { fullPage: true });
  await m.getByRole('button', { name: 'See Open Positions' }).click();
  await expect(m.getByRole('heading', { level: 1, name: 'Become a Fete Staff' })).toBeVisible();
  await memberPage.setViewportSize(PHONE);

  // The administrator reviews it: details, resume, Interviewed, Save Changes, CSV.
  await page.reload();
  await expect(row.getByRole('link', { name: `1 application for ${title}` })).toBeVisible();
  await row.getByRole('link', { name: `1 application for ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/staff-positions\/[0-9a-f-]{36}\/applications$/);
  await expect(main.getByRole('heading', { level: 1, name: `Applications: ${title}` })).toBeVisible();
  const details = main.getByRole('region', { name: 'Application details' });
  await expect(details).toContainText('No Application Selected');
  await main.getByRole('button', { name: /Kaia Baptiste/ }).click();
  await expect(details).toContainText('Three seasons as a section leader.');
  await expect(details).toContainText('$25 - $40 per hour');
  const resumeLink = details.getByRole('link', { name: 'Download Resume' });
  const resumeUrl = (await resumeLink.getAttribute('href'))!;
  const [resumeDownload] = await Promise.all([page.waitForEvent('download'), resumeLink.click()]);
  expect(
    fs
      .readFileSync(await resumeDownload.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await details.getByRole('button', { name: 'Interviewed' }).click();
  await expect(details.getByRole('button', { name: 'Interviewed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText('You have 1 unsaved status change.')).toBeVisible();
  await screenshot(page, 'staff-applications-1280', { fullPage: true });
  const mailsBefore = countMailsTo(demoMember.email);
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByText('Status changes saved successfully')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`${title}-applications.csv`);
  const csv = fs.readFileSync(await csvDownload.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('interviewed');

  // The member sees the new status and a notification, in the site and by e-mail.
  const mail = await waitForNewMail(demoMember.email, mailsBefore);
  expect(mail.text).toContain(`Your application for ${title} has been updated to interviewed`);
  await memberPage.goto('/staff-application');
  const mine = m.getByRole('region', { name: 'My Applications' });
  const entry = mine.getByRole('listitem').filter({ hasText: title });
  await expect(entry.getByText('Interviewed')).toBeVisible();
  const menu = await openAccountMenu(memberPage);
  await menu.getByRole('menuitem', { name: /Notifications/ }).click();
  await expect(
    menu.getByRole('menuitem', { name: /Application Status Updated/ }).filter({ hasText: title }),
  ).toContainText(`Your application for ${title} has been updated to interviewed`);
  await screenshot(memberPage, 'staff-notification-390');
  await menu
    .getByRole('menuitem', { name: /Application Status Updated/ })
    .filter({ hasText: title })
    .click();
  await expect(memberPage).toHaveURL('/staff-application');
  // The dashboard's Forms Status tab lists it too.
  await memberPage.goto('/dashboard?tab=forms');
  const card = m.getByRole('article', { name: `Staff application: ${title}` });
  await expect(card.getByText('Interviewed')).toBeVisible();
  await screenshot(memberPage, 'dashboard-forms-390', { fullPage: true });
  await memberContext.close();

  // Another member following the resume link gets 404, as if there were none.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await createMember(otherPage.request, newMember('staff'));
  const answer = await otherPage.request.get(resumeUrl);
  expect(answer.status()).toBe(404);
  await otherContext.close();
  await files.cleanup();
});
