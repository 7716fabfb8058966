import { randomUUID } from 'node:crypto';
import { eventAdminMessages as texts } from '../../src/shared/domains/event-admin';
import { eventMessages } from '../../src/web/features/events/messages';
import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import { expectAccessibleAt, pageReady } from '../support/a11y';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a member creates an event with an image, edits it under My Events, reports another; the admin sees the report', async ({
  page,
  browser,
}) => {
  test.slow(); // one long journey across two browsers
  const { dir, cleanup } = await tempFolder();
  const tag = randomUUID().slice(0, 6);
  const title = `Backyard Lime ${tag}`;
  const main = page.getByRole('main');

  // Another event, added by an administrator, for the member to report.
  const adminPage = await (await browser.newContext()).newPage();
  await signInThroughApi(adminPage, admin.email, admin.password);
  const other = await adminPage.request.post('/api/admin/events', {
    headers: originHeader(),
    data: { title: `Reported Fete ${tag}`, date: inDays(30), location: 'Chaguaramas', category: 'Party' },
  });
  expect(other.status(), await other.text()).toBe(201);
  const reported = (await other.json()) as { id: string; title: string };

  // A visitor is told to sign in.
  await page.goto('/create-event');
  await expect(main.getByText(texts.signInToCreate)).toBeVisible();

  await createMember(page.request, newMember('organiser', { firstName: 'Destra' }));
  await page.setViewportSize(DESKTOP);
  await page.goto('/fete-guide');
  await main.getByRole('link', { name: 'Create Event' }).click();
  await expect(page).toHaveURL('/create-event');
  const form = main.getByRole('form', { name: 'Create Event' });

  // The §5 required fields, then the event. When and where start blank: nothing is chosen for the member.
  await expect(form.getByLabel('Start Time')).toHaveValue('');
  await expect(form.getByLabel('Country')).toHaveValue('');
  await expect(form.getByLabel('State / Region')).toHaveValue('');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByRole('alert')).toHaveText(texts.required);
  await expect(form.getByText(texts.startTimeRequired)).toBeVisible();
  await expect(form.getByText(texts.stateRequired)).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A backyard lime with a DJ, pelau and a cooler of Carib.');
  await form.getByLabel('Category').selectOption('Party');
  await form.getByLabel('Date', { exact: true }).fill(inDays(25));
  await form.getByLabel('Start Time').fill('19:00');
  await form.getByLabel('End Time').fill('23:30');
  await form.getByLabel('Venue Location').fill('Maraval');
  await form.getByLabel('Country').selectOption('Trinidad');
  await form.getByLabel('State / Region').fill('Port of Spain');
  await form.getByLabel('Price (USD)').fill('20.50');
  await form.getByLabel('Ticket URL', { exact: true }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('Please enter a valid link starting with http:// or https://')).toBeVisible();
  await form.getByLabel('Ticket URL', { exact: true }).fill('https://tickets.example.com/backyard');
  await form.getByLabel('Event Image').setInputFiles(await smallPng(dir, 'lime.png'));
  await expect(form.getByRole('img', { name: 'Chosen event image' })).toBeVisible();
  await screenshot(page, 'create-event-1280', { fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'create-event-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await form.getByRole('button', { name: 'Create Event' }).click();

  await expect(page).toHaveURL('/fete-guide');
  await expect(main.getByText(eventMessages.createdOn('the Fete Guide'))).toBeVisible();
  await expect(main.getByRole('link', { name: `View ${title}` })).toBeVisible();
  await main.getByLabel('Search events').fill(title);
  await main.getByLabel('Search events').press('Enter');
  const card = main.getByRole('link', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(main.getByRole('img', { name: title })).toHaveAttribute('src', /\.webp$/);

  // A Carnival is listed on Fete Travel: the member goes there, and the message links to the new event.
  const carnival = `Tobago Carnival ${tag}`;
  await page.goto('/create-event');
  await form.getByLabel('Title').fill(carnival);
  await form.getByLabel('Description').fill('Mas on the streets of Scarborough.');
  await form.getByLabel('Category').selectOption('Carnival');
  await form.getByLabel('Date', { exact: true }).fill(inDays(40));
  await form.getByLabel('Start Time').fill('09:00');
  await form.getByLabel('End Time').fill('18:00');
  await form.getByLabel('Venue Location').fill('Scarborough');
  await form.getByLabel('Country').selectOption('Tobago');
  await form.getByLabel('State / Region').fill('Tobago');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL('/fete-travel');
  await expect(main.getByText(eventMessages.createdOn('Fete Travel'))).toBeVisible();
  await screenshot(page, 'event-created-travel-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'event-created-travel-390');
  await page.setViewportSize(DESKTOP);
  await main.getByRole('link', { name: `View ${carnival}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: carnival })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Fete Travel' })).toBeVisible();

  // My Events on the dashboard; editing uses the same form.
  await page.goto('/dashboard?tab=events');
  const mine = main.getByRole('region', { name: 'My Events' });
  await expect(mine.getByText(title)).toBeVisible();
  await mine.getByRole('link', { name: `Edit ${title}` }).click();
  const edit = main.getByRole('form', { name: 'Edit Event' });
  await expect(edit.getByLabel('Price (USD)')).toHaveValue('20.50');
  // Editing keeps what the member chose.
  await expect(edit.getByLabel('Start Time')).toHaveValue('19:00');
  await expect(edit.getByLabel('Country')).toHaveValue('Trinidad');
  await expect(edit.getByLabel('State / Region')).toHaveValue('Port of Spain');
  await edit.getByLabel('Title').fill(`${title} Extended`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/dashboard?tab=events');
  await expect(mine.getByText(`${title} Extended`)).toBeVisible();
  await screenshot(page, 'my-events-1280');
  await expectAccessibleAt(page, '/create-event', pageReady('Create Event'), [DESKTOP, PHONE]);
  await expectAccessibleAt(page, '/dashboard?tab=events', pageReady('Dashboard'), [PHONE, DESKTOP]);
  await page.setViewportSize(DESKTOP);

  // Report the other event.
  await page.goto(`/events/${reported.id}`);
  await main.getByRole('button', { name: `Report ${reported.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this event' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(texts.reportReason);
  await dialog.getByLabel('Reason').fill('The flyer says it moved to Carenage.');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText(texts.reportSent)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  // The event stays up.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: reported.title })).toBeVisible();

  // The administrator sees the report with its reason in the events manager, and dismisses it.
  await adminPage.setViewportSize(DESKTOP);
  await adminPage.goto(`/admin/events?q=${encodeURIComponent(reported.title)}`);
  const adminMain = adminPage.getByRole('main');
  const reportedCard = adminMain.getByRole('article', { name: reported.title });
  await expect(reportedCard.getByText('1 open report')).toBeVisible();
  await reportedCard.getByRole('button', { name: 'Reports (1)' }).click();
  await expect(reportedCard.getByText('The flyer says it moved to Carenage.')).toBeVisible();
  await expect(reportedCard.getByText(/^Destra /)).toBeVisible();
  await screenshot(adminPage, 'events-manager-report-1280');
  await reportedCard.getByRole('button', { name: /^Dismiss report from Destra/ }).click();
  await expect(reportedCard.getByText('Dismissed')).toBeVisible();
  await cleanup();
});
