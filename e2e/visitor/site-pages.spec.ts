import { demoMember, signInThroughApi } from '../support/accounts';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expectNoViolations } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * The site's own pages (decision 0045, issue #23 items 2, 6 and 10): the footer shows the configured contact
 * details (this server has CONTACT_EMAIL and SOCIAL_INSTAGRAM only: e2e/server.mjs) and links /contact, /terms and
 * /privacy, which the forms that ask to agree to them link too, in a new tab.
 */
test('a visitor finds the contact details in the footer and reads the terms and privacy from it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/fete-guide');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'team@fete.test' })).toHaveAttribute(
    'href',
    'mailto:team@fete.test',
  );
  const social = footer.getByRole('list', { name: 'Social media' });
  await expect(social.getByRole('link')).toHaveCount(1);
  await expect(social.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://instagram.test/fete',
  );
  await expect(footer).not.toContainText('fete.example');
  await footer.scrollIntoViewIfNeeded();
  await screenshot(page, 'footer-1280');

  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL('/terms');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  await expect(page).toHaveTitle('Terms and Conditions · Fete');
  await expectNoViolations(page, '/terms');
  await screenshot(page, 'terms-1280', { fullPage: true });

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(main.getByRole('list').first()).toContainText('Chat messages');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'privacy-390', { fullPage: true });

  await footer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'team@fete.test' })).toBeVisible();
  await expectNoViolations(page, '/contact');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'contact-390', { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'contact-1280');

  // The server writes the pages' heads: a link preview reads the stored title without running the app.
  const document = await (await page.request.get('/privacy')).text();
  expect(document).toContain('<title>Privacy Policy · Fete</title>');
});

test('the sign-up and the Fete Marqet registration link the terms in a new tab; what was typed stays', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute(
    'href',
    '/privacy',
  );
  await screenshot(page, 'signup-terms-390', { fullPage: true });

  await signInThroughApi(page, demoMember.email, demoMember.password);
  await page.setViewportSize(DESKTOP);
  await page.goto('/marqet-registration');
  const main = page.getByRole('main');
  await main.getByLabel('Brand Name').fill('Coral Gold Mas');
  const agree = main.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    main.getByRole('link', { name: 'terms and conditions' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await terms.close();
  await expect(main.getByLabel('Brand Name')).toHaveValue('Coral Gold Mas');
  await expect(agree).not.toBeChecked();
  await agree.check();
  await agree.scrollIntoViewIfNeeded();
  await screenshot(page, 'marqet-terms-1280');
});
