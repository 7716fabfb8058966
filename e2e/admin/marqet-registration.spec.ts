import { randomUUID } from 'node:crypto';
import { marqetRegistrationMessages as texts } from '../../src/shared/domains/marqet-registration';
import { expectNoViolations } from '../support/a11y';
import { admin, demoMember, originHeader, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';
import { marqetMessages } from '../../src/web/features/marqet/messages';

// Approval puts three products in the shop for every visitor (its totals change): site-wide.
test(
  'the demo member registers as an affiliate with 3 products, the administrator approves, the products are on /fete-marqet',
  SITE_WIDE,
  async ({ page, browser }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const brand = `Coral Gold ${tag}`;
    const files = await tempFolder();

    // The member's side: /marqet-registration.
    await signInThroughApi(page, demoMember.email, demoMember.password);
    await page.setViewportSize(DESKTOP);
    await page.goto('/marqet-registration');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Become a Fete Marqet Vendor' })).toBeVisible();
    const summary = main.getByRole('region', { name: 'Price Summary' });
    await expect(summary.getByTestId('registration-total')).toHaveText('$0.00');

    // The §5 messages, in page order: the required fields first.
    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.required);

    await main.getByLabel('Brand Name').fill(brand);
    await main.getByLabel('Website').fill('https://coralgold.example');
    await main.getByLabel('Contact Name').fill('Kaia Baptiste');
    await main.getByLabel('Email', { exact: true }).fill('kaia@coralgold.example');
    await main.getByLabel('Brand Image').setInputFiles(await smallPng(files.dir, 'brand.png'));
    await expect(main.getByRole('img', { name: 'Current Brand Image' })).toBeVisible();
    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.vendorType);

    // Affiliate: the discount goes on the first product by itself.
    await main.getByRole('radio', { name: /^Affiliate/ }).check();
    const product = (n: number) => main.getByRole('group', { name: `Product ${n}` });
    await expect(product(1).getByLabel('Apply the 10% discount')).toBeChecked();
    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.placement);
    await main.getByRole('checkbox', { name: 'My Products' }).check();

    // Three products; the fourth is the limit.
    await main.getByRole('button', { name: 'Add Product' }).click();
    await main.getByRole('button', { name: 'Add Product' }).click();
    const items = [
      ['Waist Chain', '28', 'Body Jewelry'],
      ['Feather Earrings', '22.50', 'Accessories'],
      ['Crystal Crown', '99.99', 'Costumes'],
    ] as const;
    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.productInfo);
    for (const [index, [name, price, category]] of items.entries()) {
      const group = product(index + 1);
      await group.getByLabel('Name').fill(`${name} ${tag}`);
      await group.getByLabel('Price (USD)').fill(price);
      await group.getByLabel('Category').selectOption(category);
    }
    await product(3).getByLabel('Apply the 10% discount').check();
    await product(3)
      .getByLabel('Image')
      .setInputFiles(await smallPng(files.dir, 'crown.png'));
    await expect(product(3).getByRole('img', { name: 'Current Image' })).toBeVisible();

    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.duration);
    await main.getByRole('radio', { name: /^3 months/ }).check();
    // The live summary: $180 + $30 for the third product; 10 % off the discounted products.
    await expect(summary.getByTestId('registration-total')).toHaveText('$210.00');
    await expect(summary.getByText('$25.20')).toBeVisible();
    await expect(summary.getByText('$89.99')).toBeVisible();
    await main.getByLabel('Payment Method').selectOption('PayPal');
    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('alert').first()).toHaveText(texts.terms);
    await main.getByLabel('I agree to the terms and conditions').check();
    await expectNoViolations(page, 'the registration form');
    await screenshot(page, 'marqet-registration-1280', { fullPage: true });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'marqet-registration-390', { fullPage: true });
    await page.setViewportSize(DESKTOP);

    await main.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(main.getByRole('heading', { name: texts.submitted })).toBeVisible();
    await expect(main.getByText('$210.00')).toBeVisible();

    // The administrator's side: /admin/marqet-registrations (the spec's /admin/product-registrations redirects).
    const adminContext = await browser.newContext({ viewport: DESKTOP });
    const adminPage = await adminContext.newPage();
    await signInThroughApi(adminPage, admin.email, admin.password);
    await adminPage.goto('/admin');
    await adminPage
      .getByRole('main')
      .getByRole('link', { name: /Manage.*Registrations/i })
      .click();
    await expect(adminPage).toHaveURL('/admin/marqet-registrations');
    const back = adminPage.getByRole('main');
    await expect(back.getByRole('heading', { level: 1, name: 'Product Registrations' })).toBeVisible();
    await back.getByLabel('Search registrations').fill(tag);
    await expect(adminPage).toHaveURL(new RegExp(`q=${tag}`));
    await back.getByLabel('Status').selectOption('pending');
    const row = back
      .getByRole('list', { name: 'Registrations' })
      .getByRole('button', { name: new RegExp(brand) });
    await expect(row).toHaveCount(1);
    await row.click();
    const details = back.getByRole('region', { name: brand });
    await expect(details.getByRole('heading', { level: 2, name: brand })).toBeVisible();
    await expect(details.getByText('$210.00')).toBeVisible();
    await expect(details.getByText('Affiliate', { exact: true })).toBeVisible();
    await expectNoViolations(adminPage, 'the registrations page');
    await screenshot(adminPage, 'product-registrations-1280', { fullPage: true });

    // Approve asks first (issue #23).
    await back.getByRole('button', { name: 'Approve' }).click();
    const ask = adminPage.getByRole('dialog', { name: `Approve ${brand}?` });
    await expect(ask).toBeVisible();
    await screenshot(adminPage, 'registration-approve-confirm-1280');
    await ask.getByRole('button', { name: 'Approve' }).click();
    await expect(back.getByText(texts.approved)).toBeVisible();
    await expect(ask).toBeHidden();
    // Filtered on pending, it leaves the list; under All it is Approved with its three products in the shop.
    await back.getByLabel('Status').selectOption('');
    await expect(details.getByText('Approved', { exact: true })).toBeVisible();
    await expect(details.getByText(`Crystal Crown ${tag}: Active`)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Extend' })).toBeVisible();
    await adminPage.setViewportSize(PHONE);
    await expectNoSidewaysScroll(adminPage);
    await screenshot(adminPage, 'product-registrations-390', { fullPage: true });
    // The spec's address still opens the screen, with its search (a redirect that replaces the address).
    await adminPage.goto(`/admin/product-registrations?q=${tag}`);
    await expect(adminPage).toHaveURL(`/admin/marqet-registrations?q=${tag}`);
    await expect(
      back.getByRole('list', { name: 'Registrations' }).getByRole('button', { name: new RegExp(brand) }),
    ).toHaveCount(1);
    await adminContext.close();

    // A visitor finds the three products on /fete-marqet, at the members' price.
    const visitorContext = await browser.newContext({ viewport: DESKTOP });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/fete-marqet?q=${tag}`);
    const shop = visitor.getByRole('main');
    for (const [name] of items) {
      await expect(shop.getByRole('heading', { name: `${name} ${tag}` })).toBeVisible();
    }
    await expect(shop.getByText('$89.99')).toBeVisible();
    await visitorContext.close();

    // The member is told, and the notice leads to their registrations: Approved, with its expiry.
    const notices = await page.request.get('/api/notifications');
    const body = (await notices.json()) as { items: { type: string; message: string }[] };
    expect(body.items.some((n) => n.type === 'registration_approved' && n.message.includes(brand))).toBe(
      true,
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/notifications');
    await main
      .getByRole('listitem')
      .filter({ hasText: brand })
      .getByRole('link', { name: 'Registration Approved' })
      .click();
    await expect(page).toHaveURL('/dashboard?tab=marqet');
    const mine = main.getByRole('article', { name: `Fete Marqet registration: ${brand}` });
    await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
    await expect(mine.getByText('Expires:')).toBeVisible();
    await screenshot(page, 'dashboard-marqet-1280', { fullPage: true });
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'dashboard-marqet-390', { fullPage: true });
  },
);

test('an administrator rejects a registration after confirming, then reopens it; the member follows it on the dashboard', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const brand = `Plume House ${tag}`;
  await signInThroughApi(page, demoMember.email, demoMember.password);
  const sent = await page.request.post('/api/marqet/registrations', {
    headers: originHeader(),
    data: {
      brandName: brand,
      contactName: 'Kaia Baptiste',
      email: 'kaia@plumehouse.example',
      vendorType: 'vendor',
      placementPreference: ['My Brand'],
      products: [{ name: '' }],
      durationMonths: 6,
      paymentMethod: 'Bank Transfer',
      agreeToTerms: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const adminPage = await adminContext.newPage();
  await signInThroughApi(adminPage, admin.email, admin.password);
  await adminPage.goto(`/admin/marqet-registrations?q=${tag}`);
  const back = adminPage.getByRole('main');
  const details = back.getByRole('region', { name: brand });
  await details.getByRole('button', { name: 'Reject' }).click();
  const reject = adminPage.getByRole('dialog', { name: `Reject ${brand}?` });
  // Cancel changes nothing.
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  await expect(details.getByText('Pending', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Reject' }).click();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(back.getByText(texts.rejected)).toBeVisible();
  await expect(details.getByText('Rejected', { exact: true })).toBeVisible();

  // The member sees it rejected.
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard?tab=marqet');
  const mine = page.getByRole('main').getByRole('article', { name: `Fete Marqet registration: ${brand}` });
  await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();

  // Reconsidered: Reopen asks, then the registration is pending again with Approve and Reject.
  await details.getByRole('button', { name: 'Reopen' }).click();
  const reopen = adminPage.getByRole('dialog', { name: `Reopen ${brand}?` });
  await expectNoViolations(adminPage, 'the reopen confirmation');
  await screenshot(adminPage, 'registration-reopen-confirm-1280');
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(back.getByText(texts.reopened)).toBeVisible();
  await expect(details.getByText('Pending', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Approve' })).toBeVisible();
  await adminPage.setViewportSize(PHONE);
  await details.getByRole('button', { name: 'Reject' }).click();
  await expect(adminPage.getByRole('dialog', { name: `Reject ${brand}?` })).toBeVisible();
  await expectNoSidewaysScroll(adminPage);
  await screenshot(adminPage, 'registration-reject-confirm-390');
  await adminContext.close();

  await page.reload();
  await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
  await expect(mine.getByText(marqetMessages.mine.pending)).toBeVisible();
  await screenshot(page, 'dashboard-marqet-pending-390', { fullPage: true });
});
