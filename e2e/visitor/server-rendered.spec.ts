import type { APIRequestContext, Page } from '@playwright/test';
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
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The heading and every link as the server's HTML had them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { drawn: Element[] };
        w.drawn = [...document.querySelectorAll('#root h1, #root a')];
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

  test("a member's document is drawn in the browser, as before", async ({ request }) => {
    const html = await (await request.get('/fete-guide', { headers: { cookie: 'fete.theme=x' } })).text();
    expect(html).toContain('Loading Fete...');
    expect(html).not.toContain('id="fete-first-load"');
  });
});
