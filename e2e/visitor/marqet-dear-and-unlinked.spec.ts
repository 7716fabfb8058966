import { randomUUID } from 'node:crypto';
import { expectNoViolations } from '../support/a11y';
import { admin, originHeader, signInThroughApi } from '../support/accounts';
import { openFilters } from '../support/catalogue';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';
import { marqetMessages } from '../../src/web/features/marqet/messages';

// A product is in the shop for every visitor while this runs (its totals change): site-wide.
test(
  'a $2,500 product without a shop link: the shop shows it with no filter set, and its tile leads to its details',
  SITE_WIDE,
  async ({ page, browser }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Grand Crown ${tag}`;
    await signInThroughApi(page, admin.email, admin.password);
    const created = await page.request.post('/api/admin/products', {
      data: { name, brand: 'Regal Mas', priceCents: 250_000, description: `Hand-set stones ${tag}` },
      headers: originHeader(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = ((await created.json()) as { id: string }).id;

    const visitorContext = await browser.newContext({ viewport: DESKTOP });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/fete-marqet?q=${tag}`);
    const main = visitor.getByRole('main');
    // Over $1,000 and still listed; the Filters button says no filter is set, and the maximum is none.
    await expect(main.getByRole('heading', { name })).toBeVisible();
    await expect(main.getByText('$2,500.00')).toBeVisible();
    await expect(main.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    await openFilters(visitor);
    await expect(main.getByLabel('Max price')).toHaveValue('');
    await expect(main.getByLabel('Max price')).toHaveAttribute('placeholder', 'No limit');
    await screenshot(visitor, 'marqet-no-limit-1280', { fullPage: true });
    await main.getByLabel('Max price').fill('1000');
    await expect(main.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 active');
    await expect(main.getByRole('heading', { name })).toHaveCount(0);
    await main.getByLabel('Max price').fill('');
    await expect(main.getByRole('heading', { name })).toBeVisible();

    // No shop link: the tile leads to the product's details, which say so.
    await main.getByRole('link', { name: new RegExp(`^View Details ?: ${name}`) }).click();
    await expect(visitor).toHaveURL(new RegExp(`/fete-marqet/grand-crown-${tag}-${productId}`));
    const panel = main.getByRole('region', { name });
    await expect(panel.getByText(marqetMessages.noShopLink('Regal Mas'))).toBeVisible();
    await expect(panel.getByRole('link', { name: /Shop Now/ })).toHaveCount(0);
    await expectNoViolations(visitor, 'a product without a shop link');
    await screenshot(visitor, 'marqet-unlinked-details-1280');
    await visitor.setViewportSize(PHONE);
    await expectNoSidewaysScroll(visitor);
    await screenshot(visitor, 'marqet-unlinked-details-390');
    await visitor.goto(`/fete-marqet?q=${tag}`);
    await expect(main.getByRole('link', { name: new RegExp(`^View Details ?: ${name}`) })).toBeVisible();
    await screenshot(visitor, 'marqet-unlinked-tile-390', { fullPage: true });
    await visitorContext.close();

    const removed = await page.request.delete(`/api/admin/products/${productId}`, {
      headers: originHeader(),
    });
    expect(removed.status()).toBe(200);
  },
);
