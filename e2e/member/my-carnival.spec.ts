import type { EventItem } from '../../src/shared/schemas/public';
import { createMember, newMember } from '../support/accounts';
import { listAll } from '../support/catalogue';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

/*
 * My Carnival (issue #24, item 2; decision 0050): the demo's two overlapping fetes on Carnival Friday in Trinidad
 * (seed content, dated from the carnival's next occurrence), a make-up slot, the budget, and the read-only link.
 */
const COOLER = 'Carnival Friday Cooler Fete';
const SUNDOWNER = 'Soca Sundowner All-Inclusive';

test.describe('My Carnival', () => {
  test('a member plans two overlapping fetes and a make-up slot, sees the clash and the budget, shares the plan read-only and revokes it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const all = (await listAll<EventItem>(request, '/api/events')).items;
    const cooler = all.find((e) => e.title === COOLER)!;
    const sundowner = all.find((e) => e.title === SUNDOWNER)!;
    expect(cooler.date).toBe(sundowner.date);
    const main = page.getByRole('main');

    // A visitor is asked to sign in.
    await page.goto(`/events/${cooler.id}`);
    await expect(main.getByRole('link', { name: 'Sign in to add this to My Carnival' })).toBeVisible();

    await createMember(page.request, newMember('planner'));
    for (const event of [cooler, sundowner]) {
      await page.goto(`/events/${event.id}`);
      await main.getByRole('button', { name: `Add to My Carnival: ${event.title}` }).click();
      await expect(main.getByRole('link', { name: 'In My Carnival: open my plan' })).toBeVisible();
    }
    await main.getByRole('link', { name: 'In My Carnival: open my plan' }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: /^Trinidad and Tobago Carnival \d{4}$/ }),
    ).toBeVisible();
    await expect(main.getByText(`Clash: overlaps with ${SUNDOWNER}`)).toBeVisible();
    await expect(main.getByText(`Clash: overlaps with ${COOLER}`)).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: '2 entries clash' })).toBeVisible();

    // A make-up slot before the cooler fete, elsewhere, ending 15 minutes before it: under the 30-minute buffer.
    const form = main.getByRole('form', { name: 'Add my own entry' });
    await form.getByLabel('Kind').selectOption('Make-up slot');
    await form.getByLabel('Title').fill('Make-up with Tasha');
    await form.getByLabel('Date').fill(cooler.date);
    await form.getByLabel('Place').fill('Studio 5, Maraval');
    await form.getByLabel('Start time').fill('11:15');
    await form.getByLabel('End time').fill('12:45');
    await form.getByLabel('Cost (USD)').fill('80');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await expect(main.getByText('Make-up slot · Studio 5, Maraval · $80.00')).toBeVisible();
    await expect(
      main.getByText(`Clash: only 15 min to get to or from ${COOLER}, somewhere else`),
    ).toBeVisible();
    await expect(
      main.getByText('Clash: only 15 min to get to or from Make-up with Tasha, somewhere else'),
    ).toBeVisible();

    const budget = main.getByRole('region', { name: 'Budget' });
    await expect(budget.getByText(`${COOLER} (${cooler.date})`)).toBeVisible();
    await expect(budget.getByText('Total')).toBeVisible();
    await expect(budget.locator('p').last()).toHaveText('Total$325.00');
    await page.getByRole('heading', { name: 'Day by day' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'my-carnival-plan-clash-1280px', { fullPage: true });
    await budget.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-carnival-budget-1280px');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'my-carnival-plan-clash-390px', { fullPage: true });
    await budget.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-carnival-budget-390px');
    await page.setViewportSize(DESKTOP);

    // Shared read-only: another browser without a session sees it.
    await main.getByRole('button', { name: 'Share read-only link' }).click();
    const link = main.getByRole('textbox', { name: 'Read-only link' });
    await expect(link).toHaveValue(/\/my-carnival\/shared\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(await link.inputValue()).pathname;
    const crew = await browser.newContext({ baseURL });
    const crewPage = await crew.newPage();
    await crewPage.setViewportSize(DESKTOP);
    await crewPage.goto(path);
    const crewMain = crewPage.getByRole('main');
    await expect(
      crewMain.getByRole('heading', { level: 1, name: /^A crew plan for Trinidad and Tobago Carnival/ }),
    ).toBeVisible();
    await expect(crewMain.getByText(`Clash: overlaps with ${SUNDOWNER}`)).toBeVisible();
    await expect(crewMain.getByText('Make-up with Tasha', { exact: true })).toBeVisible();
    await expect(crewMain.getByText('Budget')).toHaveCount(0);
    await expect(crewMain.getByText('$80.00')).toHaveCount(0);
    await expect(crewMain.getByRole('button')).toHaveCount(0);
    await screenshot(crewPage, 'my-carnival-shared-1280px', { fullPage: true });
    await crewPage.setViewportSize(PHONE);
    await expectNoSidewaysScroll(crewPage);
    await screenshot(crewPage, 'my-carnival-shared-390px', { fullPage: true });

    // Revoked: the old link says so.
    await main.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(main.getByRole('button', { name: 'Share read-only link' })).toBeVisible();
    await crewPage.reload();
    await expect(crewMain.getByText('This plan is no longer shared')).toBeVisible();
    await crew.close();

    // The plan list, from the avatar menu's My Carnival.
    await page.goto('/my-carnival');
    await expect(
      main.getByRole('link', { name: /^Open my plan for Trinidad and Tobago Carnival \d{4}$/ }).first(),
    ).toBeVisible();
    await screenshot(page, 'my-carnival-list-1280px', { fullPage: true });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'my-carnival-list-390px', { fullPage: true });
  });
});
