import type { EventDetail, EventItem } from '../../src/shared/schemas/public';
import { detailPath } from '../../src/shared/item-paths';
import { DESKTOP, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

/** Holds the menu's code (components/ui/menu.tsx loads it after the page renders) until the returned call. */
async function holdMenuCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/menu-radix-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('an event has a readable address: old links redirect, the head is there without JavaScript, the page shares its canonical link', async ({
  browser,
  request,
  baseURL,
}) => {
  const list = (await (await request.get('/api/events?page=1')).json()) as { items: EventItem[] };
  const event = list.items[0]!;
  const canonical = detailPath('event', event.id, event.title);
  expect(canonical).toMatch(/^\/events\/[a-z0-9-]+-[0-9a-f-]{36}$/);

  // A link-preview robot or a search engine: no script runs, the head says what the event is.
  const old = await request.get(`/events/${event.id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(canonical);
  const doc = await (await request.get(canonical)).text();
  const head = doc.slice(0, doc.indexOf('</head>'));
  expect(head).toContain(`<link rel="canonical" href="${baseURL}${canonical}">`);
  expect(head).toMatch(/<meta property="og:image" content="[^"]+\/og\/[^"]+">/);
  expect(head).toContain('"@type":"Event"');
  const detail = (await (await request.get(`/api/events/${event.id}`)).json()) as EventDetail;
  expect(detail.event.id).toBe(event.id);

  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The copy-link menu, as on a desktop browser without the Web Share API.
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  const page = await context.newPage();
  // The menu's code arrives after the page renders (components/ui/menu.tsx): held here until a keyboard user is
  // on the Share button, so the journey meets the button being replaced under the focus.
  const releaseMenuCode = await holdMenuCode(page);
  try {
    // The old address in a browser lands on the readable one and shows the event.
    await page.goto(`/events/${event.id}`);
    await expect(page).toHaveURL(canonical);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();

    const share = main.getByRole('button', { name: 'Share' });
    await share.focus();
    const menuCode = page.waitForResponse(/\/assets\/menu-radix-[^/]+\.js$/);
    releaseMenuCode();
    await menuCode;
    // The library's button took the focus over: Enter opens the menu.
    await expect(share).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Share ${event.title}` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${event.title} ${baseURL}${canonical}`)}`,
    );
    await screenshot(page, 'event-share-1280');
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${canonical}`);

    await page.setViewportSize(PHONE);
    await share.click();
    await expect(menu).toBeVisible();
    await screenshot(page, 'event-share-390');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();

    // A press on Share before the menu's code has arrived opens the menu once it has, with the focus on its first
    // item (routing a page turns its HTTP cache off: this page asks for the code again).
    const early = await context.newPage();
    const releaseEarly = await holdMenuCode(early);
    await early.goto(canonical);
    await early.getByRole('main').getByRole('button', { name: 'Share' }).click();
    releaseEarly();
    const earlyMenu = early.getByRole('menu', { name: `Share ${event.title}` });
    await expect(earlyMenu).toBeVisible();
    await expect(earlyMenu.getByRole('menuitem').first()).toBeFocused();

    // A press the code's arrival interrupts (pressed on the plain button, released on the library's, which
    // replaced it: no click follows) opens the menu too, as a press on the library's button does.
    const pressed = await context.newPage();
    const releasePressed = await holdMenuCode(pressed);
    await pressed.goto(canonical);
    const pressedShare = pressed.getByRole('main').getByRole('button', { name: 'Share' });
    await pressedShare.hover();
    await pressed.mouse.down();
    releasePressed();
    // The library's button has replaced the plain one (it carries Radix's state) before the press is released.
    await expect(pressedShare).toHaveAttribute('data-state', /open|closed/);
    await pressed.mouse.up();
    await expect(pressed.getByRole('menu', { name: `Share ${event.title}` })).toBeVisible();
  } finally {
    await context.close();
  }

  // A phone with the Web Share API: the system sheet gets the canonical link.
  const phone = await browser.newContext({ viewport: PHONE });
  await phone.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const mobile = await phone.newPage();
  try {
    await mobile.goto(`/events/wrong-slug-${event.id}`);
    await expect(mobile).toHaveURL(canonical);
    await mobile.getByRole('main').getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => mobile.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: event.title, url: `${baseURL}${canonical}` }]);
  } finally {
    await phone.close();
  }
});
