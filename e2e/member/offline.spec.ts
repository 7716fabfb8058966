import type { BrowserContext, Page } from '@playwright/test';
import { ASSETS_CACHE, PRIVATE_CACHE } from '../../src/web/pwa/cache-rules';
import type { EventItem } from '../../src/shared/schemas/public';
import { createMember, newMember } from '../support/accounts';
import { listAll } from '../support/catalogue';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot, signOutFromMenu } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Issue #24, item 3 (decision 0051): after one online visit, the dashboard's Fete ID card and QR pass open
 * offline, marked "Offline — as of <time>"; a signed-out browser offline shows the offline page and no member
 * data; signing out clears what was kept. The journeys' other files block service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const PASS_PATH = '/api/members/me/fete-id';
/** A seeded fete of Trinidad and Tobago Carnival's next occurrence (seed content), for the plan offline. */
const PLANNED = 'Carnival Friday Cooler Fete';

/** The worker is active and controls the page (it registers itself after load, when the browser is idle). */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Whether the worker keeps an answer for this path in that cache. */
const kept = (page: Page, cacheName: string, path: string) =>
  page.evaluate(async ([name, p]) => !!(await caches.match(p, { cacheName: name, ignoreVary: true })), [
    cacheName,
    path,
  ] as const);

/** Whether a cache whose name starts with `cachePrefix` keeps a file whose path starts with `pathPrefix`. */
const keptUnder = (page: Page, cachePrefix: string, pathPrefix: string) =>
  page.evaluate(
    async ([cacheStart, pathStart]) => {
      for (const name of (await caches.keys()).filter((n) => n.startsWith(cacheStart))) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((r) => new URL(r.url).pathname.startsWith(pathStart))) return true;
      }
      return false;
    },
    [cachePrefix, pathPrefix] as const,
  );

async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.goto(path);
}

const offlineHeading = (page: Page) => page.getByRole('heading', { name: 'You’re offline' });
const feteIdCard = (page: Page) => page.getByRole('region', { name: 'Fete ID', exact: true });

test('a member’s Fete ID card, QR pass and My Carnival plan open offline, marked as of when; signing out clears them', async ({
  page,
  context,
}) => {
  const member = await createMember(page.request, newMember('offline'));
  await page.goto('/dashboard');
  await expect(feteIdCard(page).getByRole('img', { name: 'Fete ID pass QR code' })).toBeVisible();
  await waitForWorker(page);
  // The first visit hands the worker what it loaded before it was in control (pwa/register.ts).
  await expect.poll(() => kept(page, PRIVATE_CACHE, PASS_PATH)).toBe(true);
  await expect.poll(() => keptUnder(page, ASSETS_CACHE, '/assets/dashboard-page')).toBe(true);

  // The connection drops while the member is on the site: another page shows what works offline, and the
  // way back to the card opens it from what the worker kept.
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fete Guide' }).click();
  await expect(offlineHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'Open your Fete ID' }).click();
  const card = feteIdCard(page);
  await expect(card.getByRole('img', { name: 'Fete ID pass QR code' })).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: /^Offline — as of / })).toBeVisible();

  // Opened afresh offline (the browser restarted on the road): the same card, from the worker's keep.
  await page.reload();
  await expect(card.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Fete ID pass QR code' })).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: /^Offline — as of / })).toBeVisible();
  await screenshot(page, 'offline-fete-id-1280');
  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'offline-fete-id-390');
  await page.setViewportSize(DESKTOP);

  // Their My Carnival plan, seen once online, opens offline too, marked as of when (issue #24's done-when).
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  const fete = (await listAll<EventItem>(page.request, '/api/events')).items.find(
    (e) => e.title === PLANNED,
  )!;
  await page.goto(`/events/${fete.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: `Add to My Carnival: ${PLANNED}` }).click();
  await main.getByRole('link', { name: 'In My Carnival: open my plan' }).click();
  const planTitle = main.getByRole('heading', { level: 1, name: /^Trinidad and Tobago Carnival \d{4}$/ });
  await expect(planTitle).toBeVisible();
  await expect(main.getByText(PLANNED).first()).toBeVisible();
  const planPath = new URL(page.url()).pathname;
  await expect
    .poll(() => kept(page, PRIVATE_CACHE, `/api/me/carnival-plans/${planPath.split('/').pop()}`))
    .toBe(true);
  await goOffline(context, page, planPath);
  await expect(planTitle).toBeVisible();
  await expect(main.getByText(PLANNED).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /^Offline — as of / })).toBeVisible();
  await screenshot(page, 'offline-plan-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'offline-plan-390');
  await page.setViewportSize(DESKTOP);

  // Online again, the member signs out: nothing of theirs is kept, so offline shows the offline page only.
  await context.setOffline(false);
  await page.goto('/');
  await signOutFromMenu(page);
  await expect.poll(() => page.evaluate((name) => caches.has(name), PRIVATE_CACHE)).toBe(false);
  await goOffline(context, page, '/dashboard');
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your Fete ID' })).toHaveCount(0);
  await expect(page.getByText(member.lastName)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Fete ID pass QR code' })).toHaveCount(0);
});

test('a signed-out browser offline sees the offline page and keeps no member data', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForWorker(page);
  // The shell is precached at install: wait until it is there, then leave the network.
  await expect.poll(() => keptUnder(page, 'workbox-precache', '/index.html')).toBe(true);
  expect(await page.evaluate((name) => caches.has(name), PRIVATE_CACHE)).toBe(false);

  await goOffline(context, page, '/dashboard');
  await expect(offlineHeading(page)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Works offline' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Needs a connection' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fete ID pass QR code' })).toHaveCount(0);
  await screenshot(page, 'offline-page-1280', { fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'offline-page-390', { fullPage: true });
});

test('Fete is installable: its manifest, icons and worker, and "Install Fete" only after the browser offers it', async ({
  page,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Fete',
    start_url: '/',
    display: 'standalone',
    theme_color: '#e11d48',
  });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === 'any');
    expect(icon, size).toBeTruthy();
    const file = await page.request.get(icon!.src);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  await page.goto('/');
  await waitForWorker(page);
  // Chromium's own installability check (what Lighthouse's installable audit reported): no errors.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);

  const offer = page.getByRole('complementary', { name: 'Install Fete' });
  await expect(offer).toHaveCount(0);
  // The browser's event, as Chromium fires it once it finds the site installable.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  await expect(offer.getByRole('button', { name: 'Install Fete' })).toBeVisible();
  await screenshot(page, 'install-offer-1280');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'install-offer-390');
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
});
