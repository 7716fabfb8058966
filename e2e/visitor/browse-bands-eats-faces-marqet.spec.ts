import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/errors';
import {
  bands,
  clearSearch,
  fullName,
  likeButton,
  openFilters,
  products,
  providers,
  restaurants,
  showing,
  starLabel,
} from '../support/catalogue';
import { hold, pauseClock, SEARCH_PAUSE_MS } from '../support/network';
import { expectNoSidewaysScroll, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';
import { detailPath } from '../../src/shared/item-paths';

/**
 * A visitor's heart on a list opens the spec's sign-in notice (Sign In carries the list's address back) and
 * changes nothing. Fete Eats's is in src/web/features/restaurants/fete-eats-page.test.tsx.
 */
async function expectAskedToSignIn(page: Page, name: string, message: string, path: string) {
  const heart = likeButton(page.getByRole('main'), name).first();
  await heart.click();
  const notice = page.getByRole('dialog', { name: message });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/signin?returnTo=${encodeURIComponent(path)}`,
  );
  await notice.getByRole('button', { name: 'Not Now' }).click();
  await expect(notice).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
}

test.describe('browsing bands, eats, faces and the marqet as a visitor', () => {
  test('Fete Destinations: a visitor’s heart, search, country filter, grid/list and a band page', async ({
    page,
    request,
  }) => {
    const all = await bands(request);
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await page.goto('/fete-destinations');
    await showing(page, all.total, 'band');
    await expect(cards).toHaveCount(Math.min(all.total, 24));
    // Fete ID registration is for signed-in members only.
    await expect(main.getByRole('link', { name: /Register with Fete ID/ })).toHaveCount(0);
    const register = main.getByRole('link', { name: /^Register Now/ }).first();
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(register).toHaveAttribute('target', '_blank');
    await expectAskedToSignIn(page, all.items[0]!.name, messages.likes.signIn.bands, '/fete-destinations');

    const target = all.items[1]!;
    const found = await bands(request, `q=${encodeURIComponent(target.name)}`);
    await main.getByLabel('Search bands').fill(target.name);
    await showing(page, found.total, 'band');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(target.name);
    await expect(page).toHaveURL(/q=/);
    await clearSearch(page, 'Search bands');

    const country = all.items.map((b) => b.country).find((c) => c !== all.items[0]!.country)!;
    const inCountry = await bands(request, `country=${encodeURIComponent(country)}`);
    await openFilters(page);
    await main.getByLabel('Country').selectOption(country);
    await showing(page, inCountry.total, 'band');
    for (const card of await cards.all()) await expect(card).toContainText(country);
    await main.getByRole('link', { name: 'Reset filters' }).click();
    await showing(page, all.total, 'band');

    await main.getByRole('button', { name: 'List view' }).click();
    await expect(main.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/view=list/);

    await cards
      .filter({ has: page.getByRole('heading', { name: target.name, exact: true }) })
      .getByRole('link', { name: 'View Band Details' })
      .click();
    await expect(page).toHaveURL(detailPath('band', target.id, target.name));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await starLabel(main, 4).click();
    await expect(main.getByRole('alert')).toContainText(messages.bands.signInToRate);
    await screenshot(page, 'band-detail-visitor');
  });

  test('Fete Eats: search, cuisine and location filters, reset and a restaurant page', async ({
    page,
    request,
  }) => {
    const all = await restaurants(request);
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await page.goto('/fete-eats');
    await showing(page, all.total, 'restaurant');
    await expect(cards.first()).toContainText(/\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)/);

    const target = all.items[2]!;
    await main.getByLabel('Search restaurants').fill(target.name);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(target.name);
    await clearSearch(page, 'Search restaurants');
    await showing(page, all.total, 'restaurant');

    await openFilters(page);
    await main.getByLabel('Location').selectOption('Tobago');
    const tobago = await restaurants(request, 'country=Tobago');
    await showing(page, tobago.total, 'restaurant');
    for (const card of await cards.all()) await expect(card).toContainText('Tobago');

    const cuisine = tobago.items[0]!.cuisine;
    await main.getByLabel('Cuisine').selectOption(cuisine);
    const tobagoCuisine = await restaurants(request, `country=Tobago&cuisine=${encodeURIComponent(cuisine)}`);
    await showing(page, tobagoCuisine.total, 'restaurant');
    // The price range filter, the empty state, a visitor's heart and the other states of this page:
    // src/web/features/restaurants/fete-eats-page.test.tsx.
    await main.getByRole('link', { name: 'Reset filters' }).click();
    await showing(page, all.total, 'restaurant');

    await cards.filter({ hasText: target.name }).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(detailPath('restaurant', target.id, target.name));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(main.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();
    await expect(main.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /^Eat Now/ })).toHaveAttribute('rel', 'noopener noreferrer');
    const photos = main.getByRole('region', { name: 'Photos' }).getByRole('button');
    await photos.first().click();
    const lightbox = page.getByRole('dialog', { name: `Photos of ${target.name}` });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(photos.first()).toBeFocused();
  });

  test('typing a search just before Reset filters or opening a card keeps what was clicked', async ({
    page,
    request,
  }) => {
    const all = await restaurants(request);
    const main = page.getByRole('main');
    const params = () => new URL(page.url()).searchParams;
    await page.clock.install();
    await page.goto('/fete-eats?country=Tobago');
    await openFilters(page);
    await expect(main.getByLabel('Location')).toHaveValue('Tobago');

    // The search commits after a pause; the reset, clicked within it, must not come undone. The page's
    // clock stands still meanwhile, so however slow the machine, the click lands inside the pause.
    await pauseClock(page);
    await main.getByLabel('Search restaurants').fill('grill');
    await main.getByRole('link', { name: 'Reset filters' }).click();
    await page.clock.runFor(SEARCH_PAUSE_MS);
    await page.clock.resume();
    await expect.poll(() => params().get('q')).toBe('grill');
    expect(params().has('country')).toBe(false);
    await expect(main.getByRole('link', { name: 'Reset filters' })).toHaveCount(0);

    // Nor may it pull the visitor back from the restaurant they opened meanwhile, even while that page's
    // code is still on its way (held here past the search's pause, as on a slow connection).
    const target = all.items[0]!;
    const detailCode = await hold(page, '**/assets/restaurant-detail-page-*.js');
    await page.goto('/fete-eats');
    await expect(main.getByRole('link', { name: target.name, exact: true })).toBeVisible();
    await pauseClock(page);
    await main.getByLabel('Search restaurants').fill(target.name.slice(0, 4));
    await main.getByRole('link', { name: target.name, exact: true }).click();
    await detailCode.requested;
    await page.clock.runFor(SEARCH_PAUSE_MS);
    detailCode.release();
    await page.clock.resume();
    await expect(page).toHaveURL(detailPath('restaurant', target.id, target.name));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await page.clock.runFor(SEARCH_PAUSE_MS);
    await expect(page).toHaveURL(detailPath('restaurant', target.id, target.name));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(target.name);
  });

  test('Fete Faces: a visitor’s heart, service, location and rating filters, a provider page', async ({
    page,
    request,
  }) => {
    const all = await providers(request);
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await page.goto('/fete-faces');
    await showing(page, all.total, 'provider');
    await expect(cards.first().getByRole('img', { name: fullName(all.items[0]!) })).toBeVisible();
    await expectAskedToSignIn(page, fullName(all.items[0]!), messages.likes.signIn.providers, '/fete-faces');

    await openFilters(page);
    await main.getByLabel('Rating').selectOption('4.5');
    const top = await providers(request, 'minRating=4.5');
    await showing(page, top.total, 'provider');
    for (const card of await cards.all()) {
      const rating = Number((await card.getByText(/^Rating \d\.\d$/).textContent())!.replace('Rating ', ''));
      expect(rating).toBeGreaterThanOrEqual(4.5);
    }
    await main.getByLabel('Rating').selectOption('');

    const service = all.items[0]!.services[0]!;
    await main.getByLabel('Service', { exact: true }).selectOption(service);
    const withService = await providers(request, `service=${encodeURIComponent(service)}`);
    await showing(page, withService.total, 'provider');

    const country = all.items[0]!.country;
    await main.getByLabel('Location').selectOption(country);
    const both = await providers(
      request,
      `service=${encodeURIComponent(service)}&country=${encodeURIComponent(country)}`,
    );
    await showing(page, both.total, 'provider');
    await main.getByRole('link', { name: 'Reset filters' }).click();
    await showing(page, all.total, 'provider');

    // A card shows two services, then '+N'.
    const many = all.items.find((p) => p.services.length > 2)!;
    const manyCard = cards.filter({ has: page.getByRole('link', { name: fullName(many), exact: true }) });
    await expect(manyCard.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveText([
      many.services[0]!,
      many.services[1]!,
      `+${many.services.length - 2} more`,
    ]);

    const noBooking = all.items.find((p) => !p.bookingUrl);
    if (noBooking) {
      await page.goto(`/fete-faces/${noBooking.id}`);
      await expect(main.getByRole('button', { name: 'Booking Coming Soon' })).toBeDisabled();
    }
    const booking = all.items.find((p) => p.bookingUrl)!;
    await page.goto(`/fete-faces/${booking.id}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(fullName(booking));
    await expect(main.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', booking.bookingUrl!);
    const count = booking.totalRatings === 1 ? '1 rating' : `${booking.totalRatings} ratings`;
    await expect(main.getByText(count, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Services' })).toBeVisible();
    await starLabel(main, 5).click();
    await expect(main.getByRole('alert')).toContainText(messages.faces.signInToRate);
    await expect(main.getByText(count, { exact: true })).toBeVisible();
  });

  test("a provider's client photos open a lightbox that wraps, jumps by thumbnail and closes on Escape", async ({
    page,
    request,
  }) => {
    const all = await providers(request);
    const main = page.getByRole('main');
    let chosen: { id: string; name: string; photos: number } | null = null;
    for (const p of all.items) {
      const detail = (await (await request.get(`/api/providers/${p.id}`)).json()) as {
        testimonials: unknown[];
      };
      if (detail.testimonials.length >= 2) {
        chosen = { id: p.id, name: fullName(p), photos: detail.testimonials.length };
        break;
      }
    }
    expect(chosen, 'a provider with two client photos').not.toBeNull();
    const { id, name, photos } = chosen!;

    await page.goto(`/fete-faces/${id}`);
    const clients = main.getByRole('region', { name: 'Clients' });
    const opener = clients.getByRole('button').first();
    await opener.click();
    const lightbox = page.getByRole('dialog', { name: `Clients of ${name}` });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(`1 of ${photos}`)).toBeVisible();
    await expect(lightbox.getByText(/^Client: /)).toBeVisible();
    await expect(lightbox.getByText(/^Service: /)).toBeVisible();
    await expect(lightbox.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(
      Math.min(photos, 4),
    );

    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await expect(lightbox.getByText(`${photos} of ${photos}`)).toBeVisible();
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightbox.getByText(`1 of ${photos}`)).toBeVisible();
    await lightbox.getByRole('button', { name: `Show photo 2 of ${photos}` }).click();
    await expect(lightbox.getByText(`2 of ${photos}`)).toBeVisible();
    await expect(lightbox.getByRole('button', { name: `Show photo 2 of ${photos}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`1 of ${photos}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`2 of ${photos}`)).toBeVisible();

    // Tab stays inside.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.setViewportSize(PHONE);
    await screenshot(page, 'provider-lightbox-390px');
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
    await expectNoSidewaysScroll(page);
  });

  test('Fete Marqet: search, category and the price range', async ({ page, request }) => {
    // The default range is the whole catalogue: no maximum is sent (issue #23).
    const all = await products(request);
    const main = page.getByRole('main');
    const tiles = main.getByRole('article');
    await page.goto('/fete-marqet');
    await showing(page, all.total, 'product');
    await expect(tiles.first().getByText(/^Price \$[\d,]+\.\d{2}$/)).toBeVisible();
    const outOfStock = all.items.slice(0, 24).filter((p) => !p.inStock).length;
    await expect(main.getByText('Out of Stock', { exact: true })).toHaveCount(outOfStock);
    const shop = tiles.first().getByRole('link', { name: /^Shop Now/ });
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');

    const brand = all.items[0]!.brand;
    await main.getByLabel('Search products').fill(brand);
    const byBrand = await products(request, `q=${encodeURIComponent(brand)}`);
    await showing(page, byBrand.total, 'product');
    await clearSearch(page, 'Search products');

    await expect(main.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    await openFilters(page);
    await expect(main.getByLabel('Min price')).toHaveValue('0');
    await expect(main.getByLabel('Max price')).toHaveValue('');
    const category = all.items[0]!.category;
    await main.getByLabel('Category').selectOption(category);
    const inCategory = await products(request, `category=${encodeURIComponent(category)}`);
    await showing(page, inCategory.total, 'product');
    await main.getByLabel('Category').selectOption('');

    await main.getByLabel('Min price').fill('40');
    await main.getByLabel('Max price').fill('60');
    const between = await products(request, 'minPrice=40&maxPrice=60');
    await expect(page).toHaveURL(/maxPrice=60/);
    await expect(page).toHaveURL(/minPrice=40/);
    await showing(page, between.total, 'product');
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const tile of await tiles.all()) {
      const price = Number((await tile.getByText(/^Price \$/).textContent())!.replace(/[^\d.]/g, ''));
      expect(price).toBeGreaterThanOrEqual(40);
      expect(price).toBeLessThanOrEqual(60);
    }
    // A minimum above the maximum (refused in words, never asked for), the empty state and the other states:
    // src/web/features/public-lists.test.tsx.

    await main.getByRole('link', { name: 'Reset filters' }).click();
    await showing(page, all.total, 'product');
  });
});
