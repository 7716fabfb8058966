import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { freePort, startApp, type AppProcess } from '../../test/support/app-process';
import { createMember, newMember, originHeader } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * Issue #12's last "done when": a reconnect after the SERVER restarts delivers what was missed. Playwright's own
 * server cannot be restarted, so this journey runs one of its own: the built bundle (dist/server/main.js, as
 * `npm start` runs it) on its own port and a fresh PGlite DATA_DIR without demo data, stopped with SIGTERM and
 * started again on the same DATA_DIR and port while two members' pages stay open.
 */

/** The side navigation's Fete Chat entry, whose name carries the unread count. */
const chatLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Fete Chat/ });

/** A browser of its own on the journey's server, which notes what the page's live streams hear. */
async function browserOn(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const seen = { resets: 0, readies: 0, lastId: '', bodies: [] as string[] };
    (window as unknown as { liveSeen: typeof seen }).liveSeen = seen;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        const remember = (event: MessageEvent) => (seen.lastId = event.lastEventId || seen.lastId);
        this.addEventListener('message', (event) => {
          remember(event);
          const data = JSON.parse(event.data) as { type: string; message?: { body: string } };
          if (data.type === 'chat.message' && data.message) seen.bodies.push(data.message.body);
        });
        this.addEventListener('reset', (event) => (seen.resets++, remember(event)));
        this.addEventListener('ready', (event) => (seen.readies++, remember(event)));
      }
    };
  });
  return context;
}

interface LiveSeen {
  resets: number;
  readies: number;
  /** The cursor of the last message, `ready` or `reset` the page's streams heard. */
  lastId: string;
  /** The chat messages that came over the live channel, in order. */
  bodies: string[];
}
const liveSeen = (page: Page) => page.evaluate(() => (window as unknown as { liveSeen: LiveSeen }).liveSeen);

/** Opens `url` and waits until its live stream answered. */
async function openWithLive(page: Page, url: string) {
  const listening = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Fete Chat', level: 1 })).toBeVisible();
  expect((await listening).status()).toBe(200);
}

/** The journey's own server, its data and what it logged; afterEach ends it even when the journey failed. */
let app: AppProcess | null = null;
let dataDir: string | null = null;
const logs: string[] = [];

test.afterEach(async () => {
  if (app) {
    await app.stop('SIGKILL');
    logs.push(app.logs());
    app = null;
  }
  if (logs.length) await test.info().attach('server.log', { body: logs.join('\n--- restarted ---\n') });
  logs.length = 0;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
});

test('two members chat across a server restart: the page that was never reloaded gets what was sent while it reconnected, and a message that failed while the server was down is sent on Retry', async ({
  browser,
}) => {
  // Two server starts (the first creates the database) under the load of the other journeys: about 30 s on a
  // quiet machine, bounded well above that for a busy one.
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-e2e-chat-restart-'));
  const port = await freePort();
  app = await startApp({ dataDir, port, readyWithinMs: 90_000 });
  const base = app.url;
  const kaiaContext = await browserOn(browser, base);
  const marlonContext = await browserOn(browser, base);
  const kaiaPage = await kaiaContext.newPage();
  const marlonPage = await marlonContext.newPage();
  const kaia = await createMember(kaiaPage.request, newMember('restart-a', { firstName: 'Kaia' }), {
    origin: base,
    dataDir,
  });
  const marlon = await createMember(marlonPage.request, newMember('restart-b', { firstName: 'Marlon' }), {
    origin: base,
    dataDir,
  });
  const opened = await kaiaPage.request.post('/api/chat/conversations', {
    data: { with: marlon.id },
    headers: originHeader(base),
  });
  expect(opened.status()).toBe(200);
  const conversationId = ((await opened.json()) as { id: string }).id;

  // Kaia is on her conversation list (not in the thread: her unread count goes up); Marlon is in the thread.
  await openWithLive(kaiaPage, '/fete-chat');
  await kaiaPage.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await openWithLive(marlonPage, `/fete-chat?conversation=${conversationId}`);
  const marlonMain = marlonPage.getByRole('main');
  const box = marlonMain.getByLabel(`Message Kaia ${kaia.lastName}`);
  const marlonThread = marlonMain.getByRole('log', { name: `Messages with Kaia ${kaia.lastName}` });
  const kaiaConversation = kaiaPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Marlon/ });

  // Live before the restart.
  await box.fill('Before the restart');
  await box.press('Enter');
  await expect(marlonThread.getByText('Before the restart')).toBeVisible();
  await expect(chatLink(kaiaPage)).toContainText('1 unread message', { timeout: 2_000 });
  await expect(kaiaConversation).toContainText('Before the restart', { timeout: 2_000 });
  const cursorBefore = (await liveSeen(kaiaPage)).lastId;
  expect(cursorBefore).toMatch(/^\d+$/);

  // Kaia's reconnection is held until Marlon has written after the restart, so what she gets is what she
  // missed, replayed from the cursor her page kept (Last-Event-ID: the browser adds it below what Playwright
  // sees), not a message that happened to arrive once she was back.
  const kaiaReconnects: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await kaiaPage.route('**/api/live?**', async (route) => {
    kaiaReconnects.push(route.request().url());
    await released;
    await route.continue();
  });

  // The server stops (SIGTERM: live streams end with their retry hint, then the process exits cleanly).
  const stopped = await app.stop('SIGTERM');
  logs.push(app.logs());
  app = null;
  expect(stopped).toEqual({ code: 0, signal: null });

  // Meanwhile Marlon writes: the send fails and offers Retry.
  await box.fill('Sent while the server was down');
  await box.press('Enter');
  const failed = marlonThread.getByRole('listitem').filter({ hasText: 'Sent while the server was down' });
  await expect(failed.getByText('Not sent.')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The server comes back on the same data and port; Marlon writes at once (through the API).
  app = await startApp({ dataDir, port, readyWithinMs: 60_000 });
  const back = Date.now();
  const sent = await marlonPage.request.post(`/api/chat/conversations/${conversationId}/messages`, {
    data: { body: 'Sent just as the server came back' },
    headers: originHeader(base),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect.poll(() => kaiaReconnects.length, { timeout: 15_000 }).toBeGreaterThan(0);
  release();

  // Kaia's page, never reloaded, shows it and counts it within a few seconds of the server being back.
  await expect(chatLink(kaiaPage)).toContainText('2 unread messages', { timeout: 10_000 });
  await expect(kaiaConversation).toContainText('Sent just as the server came back');
  const deliveredMs = Date.now() - back;
  // It came over the stream the browser reopened by itself, replayed from the cursor kept across the restart:
  // once, with no reset (the log of live messages is in the database, which the restart kept).
  expect(kaiaReconnects[0]).not.toContain('after=');
  const seen = await liveSeen(kaiaPage);
  expect(seen).toMatchObject({ resets: 0, readies: 2 });
  expect(seen.bodies).toEqual(['Before the restart', 'Sent just as the server came back']);
  expect(Number(seen.lastId)).toBeGreaterThan(Number(cursorBefore));

  // Marlon retries the message that failed: it is sent and reaches Kaia live.
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(marlonThread.getByText('Not sent.')).toBeHidden();
  await expect(marlonThread.getByText('Sent while the server was down')).toHaveCount(1);
  await expect(chatLink(kaiaPage)).toContainText('3 unread messages', { timeout: 5_000 });
  await expect(kaiaConversation).toContainText('Sent while the server was down');
  expect((await liveSeen(kaiaPage)).bodies).toEqual([
    'Before the restart',
    'Sent just as the server came back',
    'Sent while the server was down',
  ]);

  // In Kaia's thread every message shows once.
  await kaiaConversation.click();
  const kaiaThread = kaiaPage.getByRole('log', { name: `Messages with Marlon ${marlon.lastName}` });
  for (const text of [
    'Before the restart',
    'Sent just as the server came back',
    'Sent while the server was down',
  ]) {
    await expect(kaiaThread.getByText(text)).toHaveCount(1);
  }
  await expect(chatLink(kaiaPage)).not.toContainText('unread');
  expect(await kaiaPage.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  test.info().annotations.push({
    type: 'delivered after restart',
    description: `${deliveredMs} ms after the server was back (Kaia's reconnection held until Marlon wrote)`,
  });

  await kaiaContext.close();
  await marlonContext.close();
});
