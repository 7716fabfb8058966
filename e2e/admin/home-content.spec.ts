import type { Page } from '@playwright/test';
import { admin, originHeader, signInThroughApi } from '../support/accounts';
import { smallPng, tempFolder } from '../support/files';
import { DESKTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';

// The hero's autoplay and the partners' marquee are what these journeys check (playwright.config.ts asks for less
// motion everywhere else).
test.use({ reducedMotion: 'no-preference' });

type Featured = { itemId: string; title: string; active: boolean };

async function featuredBands(page: Page): Promise<Featured[]> {
  const response = await page.request.get('/api/admin/featured/band');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Featured[] }).items;
}

test(
  'an administrator adds a hero slide, a hero ad and a partner that show on the home page, and reorders Top Carnival Bands',
  SITE_WIDE,
  async ({ page }) => {
    const files = await tempFolder();
    const tag = `e2e${Date.now().toString(36)}`;
    const slideTitle = `Road March ${tag}`;
    const partnerName = `Partner ${tag}`;
    const adTitle = `Carnival deal ${tag}`;
    await signInThroughApi(page, admin.email, admin.password);
    await page.setViewportSize(DESKTOP);
    const main = page.getByRole('main');
    const before = await featuredBands(page);
    let partnerId: string | undefined;
    try {
      // A hero slide, moved to the front of the slider.
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Manage Hero Slides' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Hero Slides' })).toBeVisible();
      await main.getByRole('button', { name: 'Add New Hero Slide' }).click();
      const slideForm = main.getByRole('form', { name: 'Add a hero slide' });
      await slideForm.getByLabel('Title').fill(slideTitle);
      await slideForm.getByLabel('Text').fill('Every band on the road, one place.');
      await slideForm.getByLabel('Link').fill('/fete-guide');
      await slideForm
        .getByLabel('Image', { exact: true })
        .setInputFiles(await smallPng(files.dir, 'slide.png'));
      await expect(slideForm.getByRole('img', { name: 'Current image' })).toBeVisible();
      await slideForm.getByRole('button', { name: 'Add Hero Slide' }).click();
      await expect(main.getByText('Hero slide added successfully')).toBeVisible();
      const slideCard = main.getByRole('article', { name: slideTitle });
      await expect(slideCard.getByText('Showing now')).toBeVisible();
      // New slides go last; Move up one step at a time to the front.
      const cards = main.getByRole('article');
      const count = await cards.count();
      await expect(cards.nth(count - 1)).toHaveAccessibleName(slideTitle);
      for (let at = count - 1; at > 0; at--) {
        await slideCard.getByRole('button', { name: `Move ${slideTitle} up` }).click();
        await expect(cards.nth(at - 1)).toHaveAccessibleName(slideTitle);
      }
      await expect(slideCard.getByRole('button', { name: `Move ${slideTitle} up` })).toBeDisabled();
      await expect(main.getByRole('article').first()).toHaveAccessibleName(slideTitle);
      await screenshot(page, 'admin-hero-slides-1280');

      // A partner.
      await page.goto('/admin/partners');
      await main.getByRole('button', { name: 'Add New Partner' }).click();
      const partnerForm = main.getByRole('form', { name: 'Add a partner' });
      await partnerForm.getByLabel('Name').fill(partnerName);
      await partnerForm.getByLabel('Website').fill('https://partner.example');
      await partnerForm.getByLabel('Logo').setInputFiles(await smallPng(files.dir, 'logo.png'));
      await expect(partnerForm.getByRole('img', { name: 'Current logo' })).toBeVisible();
      await partnerForm.getByRole('button', { name: 'Add Partner' }).click();
      await expect(main.getByText('Partner added successfully')).toBeVisible();
      const partners = (await (await page.request.get('/api/admin/partners')).json()) as {
        items: { id: string; name: string }[];
      };
      partnerId = partners.items.find((p) => p.name === partnerName)?.id;

      // A hero ad (position hero: under the home page's slider), running from now on.
      await page.goto('/admin/ads');
      await main.getByRole('button', { name: 'Add New Ad' }).click();
      const adForm = main.getByRole('form', { name: 'Add an ad' });
      await adForm.getByLabel('Title').fill(adTitle);
      await adForm.getByLabel('Description').fill('Two costumes, one price.');
      await adForm.getByLabel('Link').fill('/fete-marqet');
      await adForm.getByLabel('Image', { exact: true }).setInputFiles(await smallPng(files.dir, 'ad.png'));
      await expect(adForm.getByRole('img', { name: 'Current image' })).toBeVisible();
      await adForm.getByRole('button', { name: 'Add Ad' }).click();
      await expect(main.getByText('Ad added successfully')).toBeVisible();

      // All three on the home page.
      await page.goto('/');
      const offers = main.getByRole('region', { name: 'Offers' });
      await expect(offers.getByText(adTitle)).toBeVisible();
      await expect(offers.getByRole('link', { name: new RegExp(adTitle) })).toHaveAttribute(
        'href',
        '/fete-marqet',
      );

      // Deactivated, the ad leaves the home page at once.
      await page.goto('/admin/ads');
      await main.getByRole('button', { name: `Deactivate ${adTitle}` }).click();
      await expect(main.getByRole('article', { name: adTitle }).getByText('Inactive')).toBeVisible();
      await page.goto('/');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByText(adTitle)).toHaveCount(0);

      // The slide and the partner on the home page.
      await page.goto('/');
      await expect(main.getByRole('heading', { level: 2, name: slideTitle })).toBeVisible();
      // Hold the slider on the first slide (it moves on every 5 s).
      const hero = main.getByRole('region', { name: 'Highlights' });
      await hero.getByRole('button', { name: 'Pause slideshow' }).click();
      await hero.getByRole('button', { name: 'Go to slide 1' }).click();
      await expect(hero.getByRole('group', { name: /^1 of / })).toContainText(slideTitle);
      await expect(hero.getByRole('link', { name: `Find out more: ${slideTitle}` })).toHaveAttribute(
        'href',
        '/fete-guide',
      );
      await expect(page.getByRole('img', { name: partnerName }).first()).toBeAttached();

      // Featured order: the second featured band moves up, and the home's Top Carnival Bands follows.
      expect(before.length, 'the demo data features at least two bands').toBeGreaterThanOrEqual(2);
      const [first, second] = before as [Featured, Featured];
      expect(first.active && second.active).toBe(true);
      await page.goto('/admin/featured');
      const bandsSection = main.getByRole('region', { name: 'Top Carnival Bands' });
      const order = bandsSection.getByRole('list', { name: 'Top Carnival Bands in order' });
      await expect(order.getByRole('listitem').first()).toContainText(first.title);
      await bandsSection.getByRole('button', { name: `Move ${second.title} up` }).click();
      await expect(order.getByRole('listitem').first()).toContainText(second.title);
      await expect(bandsSection.getByRole('button', { name: `Move ${second.title} up` })).toBeDisabled();
      await screenshot(page, 'admin-featured-1280', { fullPage: true });
      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page);
      await screenshot(page, 'admin-featured-390');
      await page.setViewportSize(DESKTOP);

      await page.goto('/');
      const topBands = main.getByRole('region', { name: 'Top Carnival Bands' });
      await expect(topBands.getByRole('listitem').first()).toContainText(second.title);
      await expect(topBands.getByRole('listitem').nth(1)).toContainText(first.title);

      // The slide goes, with the confirmation.
      await page.goto('/admin/hero-slides');
      await main.getByRole('button', { name: `Delete ${slideTitle}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Are you sure you want to delete this hero slide?');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(main.getByText('Hero slide deleted successfully')).toBeVisible();
      await page.goto('/');
      await expect(main.getByRole('heading', { level: 2, name: slideTitle })).toHaveCount(0);
    } finally {
      // Leave the home page as the other journeys expect it.
      const now = await featuredBands(page);
      if (now[0]?.itemId !== before[0]?.itemId && before[0]) {
        await page.request.post(`/api/admin/featured/band/${before[0].itemId}/move`, {
          headers: originHeader(),
          data: { direction: 'up' },
        });
      }
      const slides = (await (await page.request.get('/api/admin/hero-slides')).json()) as {
        items: { id: string; title: string }[];
      };
      for (const slide of slides.items.filter((s) => s.title === slideTitle))
        await page.request.delete(`/api/admin/hero-slides/${slide.id}`, { headers: originHeader() });
      if (partnerId)
        await page.request.delete(`/api/admin/partners/${partnerId}`, { headers: originHeader() });
      const ads = (await (await page.request.get('/api/admin/ads')).json()) as {
        items: { id: string; title: string }[];
      };
      for (const ad of ads.items.filter((a) => a.title === adTitle))
        await page.request.delete(`/api/admin/ads/${ad.id}`, { headers: originHeader() });
      await files.cleanup();
    }
  },
);
