import type { Page } from '@playwright/test';
import { bandCompareMessages as texts } from '../../src/shared/domains/band-compare';
import type { BandItem } from '../../src/shared/schemas/public';
import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import { expectNoViolations } from '../support/a11y';
import { bands } from '../support/catalogue';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

/** Three bands of the carnival with the most seeded bands, and a band of another carnival. */
async function picks(request: Parameters<typeof bands>[0]) {
  const all = (await bands(request)).items.filter((b) => b.carnivalId);
  const ofCarnival = (id: string) => all.filter((b) => b.carnivalId === id);
  const carnivalId = all
    .map((b) => b.carnivalId!)
    .sort((a, b) => ofCarnival(b).length - ofCarnival(a).length)[0]!;
  const ofOne = ofCarnival(carnivalId);
  const other = all.find((b) => b.carnivalId !== carnivalId)!;
  return { three: ofOne.slice(0, 3), other };
}

const compareToggle = (page: Page, band: BandItem) =>
  page.getByRole('main').getByRole('button', { name: `Compare ${band.name}`, exact: true });

test('a visitor compares three bands of one carnival; another carnival’s band is refused', async ({
  page,
  request,
}) => {
  const { three, other } = await picks(request);
  await page.setViewportSize(DESKTOP);
  await page.goto('/fete-destinations');
  for (const band of three) {
    await compareToggle(page, band).click();
    await expect(compareToggle(page, band)).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('region', { name: 'Bands to compare' });
  await expect(tray.getByRole('listitem')).toHaveText(three.map((b) => new RegExp(b.name)));

  await compareToggle(page, other).click();
  await expect(tray.getByRole('alert')).toContainText(
    texts.otherCarnival(other.name, three[0]!.carnivalName!),
  );
  await expect(compareToggle(page, other)).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await expectNoViolations(page, 'Fete Destinations with the compare tray');
  await screenshot(page, 'compare-tray-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'compare-tray-390');

  // The comparison: the picks in the address, side by side.
  await page.setViewportSize(DESKTOP);
  await tray.getByRole('link', { name: 'Compare 3 bands' }).click();
  await expect(page).toHaveURL(
    `/fete-destinations/compare?bands=${encodeURIComponent(three.map((b) => b.id).join(','))}`,
  );
  const table = page.getByRole('region', { name: /^Comparison of 3 / });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const band of three) {
    await expect(table.getByRole('link', { name: band.name })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'Costume price range' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Carnival/ }).first()).toContainText(three[0]!.carnivalName!);
  const closed = three.find((b) => !b.registrationUrl);
  if (closed) {
    await expect(table.getByText('Registration not open yet').first()).toBeVisible();
    await expect(
      table.getByRole('link', { name: 'Sign in to be notified when registration opens' }),
    ).toHaveCount(1);
  }
  await expectNoViolations(page, 'the band comparison');
  await screenshot(page, 'compare-page-1280', { fullPage: true });

  // At 390 px the page keeps its width: the bands scroll sideways under the labels, which stay put.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  const label = table.getByRole('rowheader', { name: 'Dates' });
  const before = await label.boundingBox();
  await table.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await label.boundingBox())!.x).toBe(before!.x);
  await screenshot(page, 'compare-page-390', { fullPage: true });

  // Removing a band from the comparison updates the address (and the tray's picks).
  await page.setViewportSize(DESKTOP);
  await table.getByRole('button', { name: `Remove ${three[2]!.name}` }).click();
  await expect(page.getByRole('region', { name: /^Comparison of 2 / }).getByRole('columnheader')).toHaveCount(
    2,
  );
  await expect(page).toHaveURL(/bands=[^,]+%2C[^,]+$|bands=[^,&]+,[^,&]+$/);
});

test('a member asks to be notified; an administrator adds the registration link; the member is notified', async ({
  page,
  browser,
}) => {
  const name = `Watch Mas ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  try {
    await signInThroughApi(adminPage, admin.email, admin.password);
    const created = await adminPage.request.post('/api/admin/bands', {
      headers: originHeader(),
      data: { name, country: 'Trinidad', startDate: '2031-02-24', location: 'Port of Spain' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const band = (await created.json()) as { id: string };

    await createMember(page.request, newMember('watch'));
    await page.setViewportSize(DESKTOP);
    await page.goto(`/bands/${band.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Registration not open yet')).toBeVisible();
    const notify = main.getByRole('button', { name: 'Notify me when registration opens' });
    await notify.click();
    await expect(notify).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByText(`We will notify you when ${name} opens registration.`)).toBeVisible();
    await screenshot(page, 'notify-button-1280');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await notify.scrollIntoViewIfNeeded();
    await screenshot(page, 'notify-button-390');

    // The administrator gives the band its registration link in the bands manager.
    await adminPage.goto(`/admin/bands`);
    const manager = adminPage.getByRole('main');
    await manager.getByLabel('Search bands').fill(name);
    const card = manager.getByRole('article', { name });
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const form = manager.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Registration link (Register Now)').fill('https://watch-mas.example/register');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(manager.getByText('Band updated successfully')).toBeVisible();

    // The member: the notification, and the band's page now offers registration.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: /Account for/ }).click();
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await expect(page.getByText(texts.noticeTitle(name)).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(main.getByRole('link', { name: /^Register Now/ })).toBeVisible();
    await expect(main.getByText('Registration not open yet')).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});
