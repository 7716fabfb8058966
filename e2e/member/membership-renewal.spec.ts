import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from '@playwright/test';
import { membershipMessages } from '../../src/shared/domains/membership';
import { messages } from '../../src/shared/errors';
import { freePort, startApp, type AppProcess } from '../../test/support/app-process';
import { createMember, newMember, submitSignIn } from '../support/accounts';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

/**
 * Issue #23, item 1 (decision 0044): Gold ended after a year with no way back. A member whose membership ends
 * within 30 days renews from the Fete ID card's warning; a member whose membership has ended renews from the
 * sign-in that refuses them, and gets in. The server's clock cannot be moved, so the journey runs a server of its
 * own (as member/chat-restart.spec.ts does) and sets the two members' expiry in its database while it is stopped.
 */

let app: AppProcess | null = null;
let dataDir: string | null = null;

test.afterEach(async () => {
  if (app) {
    const logs = app.logs();
    await app.stop('SIGKILL');
    await test.info().attach('server.log', { body: logs });
    app = null;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

/** Sets members' expiry, in days from now, in the stopped server's PGlite database. */
async function setExpiry(dir: string, expiries: Record<string, number>) {
  const db = new PGlite(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
  try {
    for (const [email, days] of Object.entries(expiries)) {
      await db.query(
        `update users set membership_expires_at = now() + make_interval(days => $2) where email = $1`,
        [email, days],
      );
    }
  } finally {
    await db.close();
  }
}

const expiryOnCard = (page: Page) => page.getByTestId('membership-expiry');

async function pageOn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  return context.newPage();
}

test('an expiring member renews from the Fete ID card; an ended member renews from the sign-in and gets in', async ({
  browser,
}) => {
  // Two server starts (the first creates the database) under the load of the other journeys.
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-e2e-renewal-'));
  const port = await freePort();
  app = await startApp({ dataDir, port, readyWithinMs: 90_000 });
  const base = app.url;
  const expiringPage = await pageOn(browser, base);
  const endedPage = await pageOn(browser, base);
  const expiring = await createMember(expiringPage.request, newMember('renew-card', { firstName: 'Kaia' }), {
    origin: base,
    dataDir,
  });
  const ended = await createMember(endedPage.request, newMember('renew-signin', { firstName: 'Marlon' }), {
    origin: base,
    dataDir,
  });
  await app.stop('SIGTERM');
  await setExpiry(dataDir, { [expiring.email]: 10, [ended.email]: -3 });
  app = await startApp({ dataDir, port, readyWithinMs: 90_000 });

  // The card warns, offers the renewal, asks first, and shows the new end at once.
  await expiringPage.goto('/dashboard');
  const card = expiringPage.getByRole('region', { name: 'Fete ID' });
  await expect(card.getByText('Your membership expires in 10 days.')).toBeVisible();
  const oldExpiry = await expiryOnCard(expiringPage).textContent();
  await screenshot(expiringPage, 'renewal-card-warning-desktop');
  await card.getByRole('button', { name: membershipMessages.renew }).click();
  const dialog = expiringPage.getByRole('dialog', { name: membershipMessages.confirmTitle });
  await expect(dialog).toContainText(
    'Renew your Gold membership for free? It will run for another year, until',
  );
  await screenshot(expiringPage, 'renewal-card-confirm-desktop');
  await dialog.getByRole('button', { name: membershipMessages.renew }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(/^Your Gold membership is renewed\. It now runs until /)).toBeVisible();
  await expect(card.getByText('Your membership expires in 10 days.')).toHaveCount(0);
  await expect(expiryOnCard(expiringPage)).not.toHaveText(oldExpiry ?? '');
  const newExpiry = (await expiryOnCard(expiringPage).textContent()) ?? '';
  await expect(card.getByText(`It now runs until ${newExpiry}.`)).toBeVisible();
  await screenshot(expiringPage, 'renewal-card-renewed-desktop');
  await expiringPage.setViewportSize(PHONE);
  await expectNoSidewaysScroll(expiringPage);
  await screenshot(expiringPage, 'renewal-card-renewed-phone', { fullPage: true });
  // The member is told in their notifications too, and the new end stays after a reload.
  const notices = await expiringPage.request.get('/api/notifications');
  expect(JSON.stringify(await notices.json())).toContain(membershipMessages.noticeTitle);
  await expiringPage.reload();
  await expect(expiryOnCard(expiringPage)).toHaveText(newExpiry);

  // Sign-in refuses the ended membership in the spec's words, and offers the renewal.
  await endedPage.goto('/signin?returnTo=%2Fdashboard');
  await submitSignIn(endedPage, ended.email, ended.password);
  const main = endedPage.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(messages.signin.expired);
  await screenshot(endedPage, 'renewal-signin-ended-desktop');
  await endedPage.setViewportSize(PHONE);
  await expectNoSidewaysScroll(endedPage);
  await screenshot(endedPage, 'renewal-signin-ended-phone');
  await main.getByRole('button', { name: membershipMessages.renew }).click();
  const ask = endedPage.getByRole('dialog', { name: membershipMessages.confirmTitle });
  await expect(ask).toContainText('It will run for another year, until');
  await screenshot(endedPage, 'renewal-signin-confirm-phone');
  await ask.getByRole('button', { name: membershipMessages.renew }).click();

  // Renewed and signed in: the dashboard, with the new end said and on the card.
  await expect(endedPage).toHaveURL('/dashboard');
  await expect(
    endedPage.getByRole('status').filter({ hasText: 'Your Gold membership is renewed.' }),
  ).toBeVisible();
  const endedCard = endedPage.getByRole('region', { name: 'Fete ID' });
  await expect(endedCard.getByText(/Your membership (has expired|expires in)/)).toHaveCount(0);
  await screenshot(endedPage, 'renewal-signin-renewed-phone');
  await endedPage.setViewportSize(DESKTOP);
  await screenshot(endedPage, 'renewal-signin-renewed-desktop');
});
