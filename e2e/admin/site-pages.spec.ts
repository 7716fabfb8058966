import { admin, signInThroughApi } from '../support/accounts';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expectNoViolations } from '../support/a11y';
import { SITE_WIDE, expect, test } from '../support/test';

/** The terms are every visitor's: edited after the other journeys have read them (SITE_WIDE). */
test(
  'an administrator edits the terms in the back office; visitors read the new text at /terms',
  SITE_WIDE,
  async ({ page, browser }) => {
    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Terms & Privacy/ })
      .first()
      .click();
    await expect(page).toHaveURL('/admin/site-pages');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Terms & Privacy' })).toBeVisible();
    await screenshot(page, 'admin-site-pages-1280', { fullPage: true });

    await main.getByRole('button', { name: 'Edit Terms and Conditions' }).click();
    const form = main.getByRole('form', { name: 'Edit Terms and Conditions' });
    const text = form.getByLabel('Text');
    const original = await text.inputValue();
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Please enter a title').first()).toBeVisible();
    await form.getByLabel('Title').fill('Terms and Conditions');
    await text.fill(`## Wristbands\n- Keep your <b>wristband</b> on all night\n\n${original}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page, 'the terms editor');
    await screenshot(page, 'admin-site-pages-edit-390', { fullPage: true });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByText('Page updated successfully')).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/terms');
    const terms = visitor.getByRole('main');
    await expect(terms.getByRole('heading', { level: 2, name: 'Wristbands' })).toBeVisible();
    await expect(terms.getByRole('listitem').first()).toHaveText('Keep your <b>wristband</b> on all night');
    await expect(terms.locator('b')).toHaveCount(0);
    await visitor.context().close();
  },
);
