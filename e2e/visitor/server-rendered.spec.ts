import type { APIRequestContext, Page } from '@playwright/test';
import { PHONE } from '../support/shell';
import { expect, test } from '../support/test';
import { detailPath } from '../../src/shared/item-paths';

/**
 * The public pages drawn on the server (decision 0057): the page's heading and first cards are in the document
 * the server sends, before any script runs, and the app takes that HTML over (hydrates it) instead of drawing
 * the page again, with nothing for React to complain about.
 */
async function firstItems(request: APIRequestContext) {
  const events = (await (await request.get('/api/events?page=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const products = (await (await request.get('/api/products?page=1&minPrice=0')).json()) as {
    items: { name: string }[];
  };
  const event = events.items[0]!;
  return { event, eventPath: detailPath('event', event.id, event.title), product: products.items[0]!.name };
}

/** What each page shows first: its heading, and its first cards or facts. */
async function expectDrawn(page: Page, path: string, items: Awaited<ReturnType<typeof firstItems>>) {
  const h1 = page.getByRole('heading', { level: 1 });
  if (path === '/') {
    await expect(h1).toHaveText('Fete: Caribbean carnival and travel');
    await expect(page.getByRole('link', { name: /View Fete Guide/ })).toBeVisible();
  } else if (path === '/fete-guide') {
    await expect(h1).toHaveText('Fete Guide');
    await expect(page.getByText(/^Showing \d+ events?$/)).toBeVisible();
    await expect(page.getByText(items.event.title, { exact: true }).first()).toBeVisible();
  } else if (path === '/fete-marqet') {
    await expect(h1).toHaveText('Fete Marqet');
    await expect(page.getByText(/^Showing \d+ products?$/)).toBeVisible();
    await expect(page.getByText(items.product, { exact: true }).first()).toBeVisible();
  } else {
    await expect(h1).toHaveText(items.event.title);
    await expect(page.getByTestId('attendee-count')).toBeVisible();
  }
}

/** What the page reports as an error (the console's errors and uncaught exceptions), as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('server-rendered public pages', () => {
  test('the heading and first cards are in the HTML before any script runs', async ({ browser, request }) => {
    const items = await firstItems(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/fete-guide', items.eventPath, '/fete-marqet']) {
      await page.goto(path);
      await expectDrawn(page, path, items);
      await expect(page.getByText('Loading Fete...')).toHaveCount(0);
    }
    await context.close();
  });

  test('the app takes the HTML over without drawing it again, and React reports nothing', async ({
    page,
    request,
  }) => {
    const items = await firstItems(request);
    const errors = errorsOf(page);
    // The heading and every link as the server's HTML had them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { drawn: Element[] };
        // The footer's partner strip draws its logos' moving copies (inert) unless the browser asks for reduced
        // motion, which only the browser knows (the journeys' browser does): they go once the app knows it.
        w.drawn = [...document.querySelectorAll('#root h1, #root a:not([inert] a)')];
      });
    });
    for (const path of ['/', '/fete-guide', items.eventPath, '/fete-marqet']) {
      await page.goto(path);
      await expectDrawn(page, path, items);
      // Hydrated: React has taken the heading over (its fiber is on the node).
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
          ),
        )
        .toBe(true);
      // The same nodes: the app hydrated the server's HTML instead of drawing it again.
      const kept = await page.evaluate(() => {
        const { drawn } = window as unknown as { drawn: Element[] };
        return { count: drawn.length, connected: drawn.filter((node) => node.isConnected).length };
      });
      expect(kept.count, path).toBeGreaterThan(10);
      expect(kept.connected, path).toBe(kept.count);
    }
    // And it works: a card's link navigates in the app.
    await page.goto('/fete-guide');
    await page.getByRole('link', { name: items.event.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(items.event.title);
    expect(errors).toEqual([]);
  });

  test('a tap made before the app has taken the page over is done once it has', async ({
    browser,
    request,
  }) => {
    const items = await firstItems(request);
    // A phone with the Web Share API: the share sheet records what it is given.
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => Promise.resolve(void shared.push(data)),
      });
    });
    const page = await context.newPage();
    const errors = errorsOf(page);
    // The app's code (its entry script) is held back until the tap was made: the page the server drew is all there is.
    const held: (() => void)[] = [];
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
      new Promise<void>((resolve) => held.push(resolve)).then(() => route.continue()),
    );
    const release = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
    };
    const keptTaps = () =>
      page.evaluate(() => (window as { feteEarlyTaps?: unknown[] }).feteEarlyTaps?.length);

    // The Menu button of the home page.
    await page.goto('/', { waitUntil: 'commit' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect.poll(keptTaps).toBe(1);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    // An event's Share button: the server drew the menu's button; the app draws the share sheet's in its place.
    await page.goto(items.eventPath, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
    await expect.poll(keptTaps).toBe(1);
    await release();
    const shared = () => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    await expect
      .poll(shared)
      .toEqual([{ title: items.event.title, url: expect.stringContaining(items.eventPath) }]);
    await expect(page.getByRole('menu')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the app asks nothing more once it has taken a drawn page over: no API call, no schemas', async ({
    page,
    request,
  }) => {
    const items = await firstItems(request);
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    // The footer's partners come with the page too; its answers are not checked again in the browser (decision
    // 0060), so neither zod nor the contracts load on a visitor's first page; the stylesheet in the document is
    // not fetched again by the first lazy chunk.
    for (const path of ['/fete-guide', items.eventPath, '/fete-marqet']) {
      asked.length = 0;
      await page.goto(path);
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Our Partners' })).toBeAttached();
      await page.waitForLoadState('networkidle');
      // The event's live channel (its likes and attendance) is opened by design; nothing else is asked.
      expect(
        asked.filter((p) => p.startsWith('/api/') && p !== '/api/live'),
        path,
      ).toEqual([]);
      expect(
        asked.filter((p) => /\/assets\/(schemas-.*\.js|index-.*\.css)$/.test(p)),
        path,
      ).toEqual([]);
    }
  });

  test("a member's document is drawn in the browser, as before", async ({ request }) => {
    const html = await (await request.get('/fete-guide', { headers: { cookie: 'fete.theme=x' } })).text();
    expect(html).toContain('Loading Fete...');
    expect(html).not.toContain('id="fete-first-load"');
  });
});
