import type { Page } from '@playwright/test';
import { expectAccessible, pageReady } from '../support/a11y';
import { createMember, newMember, originHeader } from '../support/accounts';
import { expect, test } from '../support/test';

/** The side navigation's Fete Chat entry, whose name carries the unread count. */
const chatLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Fete Chat/ });

test('two members chat live: the message, the unread count and the read receipt arrive without a reload, and what was missed while the connection was down is delivered', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const kaia = await createMember(page.request, newMember('chat-a', { firstName: 'Kaia' }));
  const otherContext = await browser.newContext({ baseURL });
  // Keep a handle on the page's live streams, so the journey can cut one as a dropped network would.
  await otherContext.addInitScript(() => {
    const Native = window.EventSource;
    const sources: EventSource[] = [];
    (window as unknown as { liveSources: EventSource[] }).liveSources = sources;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        sources.push(this);
      }
    };
  });
  const other = await otherContext.newPage();
  const marlon = await createMember(other.request, newMember('chat-b', { firstName: 'Marlon' }));

  // Marlon waits on Fete Chat; the stream of his topic is open.
  const listening = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
  await other.goto('/fete-chat');
  await expect(other.getByRole('heading', { name: 'Fete Chat', level: 1 })).toBeVisible();
  await listening;
  await expect(other.getByText('No conversations yet')).toBeVisible();
  await other.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Kaia finds him in Fete Nation (server-side search) and starts a chat from his profile.
  await page.goto(`/fete-nation?q=${encodeURIComponent(marlon.lastName)}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: `Marlon ${marlon.lastName}` }).click();
  await expect(main.getByRole('heading', { name: `Marlon ${marlon.lastName}`, level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Start Chat' }).click();
  await expect(page).toHaveURL(/\/fete-chat\?conversation=/);
  const box = main.getByLabel(`Message Marlon ${marlon.lastName}`);

  // Shift+Enter is a new line, Enter sends; the link in it is a link.
  await box.fill('Frontline this year?');
  await box.press('Shift+Enter');
  await box.pressSequentially('Route: https://fete.test/road-march');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const thread = main.getByRole('log', { name: `Messages with Marlon ${marlon.lastName}` });
  await expect(thread.getByText('Frontline this year?')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'https://fete.test/road-march' })).toHaveAttribute(
    'href',
    'https://fete.test/road-march',
  );

  // Within two seconds Marlon's page shows it, with the unread count, without a reload.
  await expect(chatLink(other)).toContainText('1 unread message', { timeout: 2_000 });
  const conversation = other.getByRole('navigation', { name: 'Conversations' }).getByRole('link', {
    name: /Kaia/,
  });
  await expect(conversation).toContainText('Frontline this year?', { timeout: 2_000 });
  await conversation.click();
  const otherThread = other.getByRole('log', { name: `Messages with Kaia ${kaia.lastName}` });
  await expect(otherThread.getByText('Frontline this year?')).toBeVisible();
  await expect(chatLink(other)).not.toContainText('unread');
  // Kaia sees that it was read.
  await expect(thread.getByText('· Seen')).toBeVisible();

  // A reply arrives on Kaia's side live too.
  const reply = other.getByLabel(`Message Kaia ${kaia.lastName}`);
  await reply.fill('Yes! Same section as you.');
  await reply.press('Enter');
  await expect(thread.getByText('Yes! Same section as you.')).toBeVisible({ timeout: 2_000 });

  // Marlon's connection drops and stays down (every new stream refused) while Kaia writes twice.
  const reconnects: string[] = [];
  other.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/live') reconnects.push(url.searchParams.get('after') ?? '');
  });
  await other.route('**/api/live**', (route) => route.abort('internetdisconnected'));
  await other.evaluate(() => {
    for (const source of (window as unknown as { liveSources: EventSource[] }).liveSources) {
      source.close();
      source.onerror?.(new Event('error'));
    }
  });
  for (const text of ['Did you get this while you were away?', 'And this one?']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(thread.getByText(text)).toBeVisible();
  }
  await expect(otherThread.getByText('And this one?')).toBeHidden();
  // Back online: the page reconnects from its last cursor and the server replays what was missed.
  await other.unroute('**/api/live**');
  await expect(otherThread.getByText('Did you get this while you were away?')).toBeVisible({
    timeout: 20_000,
  });
  await expect(otherThread.getByText('And this one?')).toBeVisible();
  expect(reconnects.filter(Boolean).length).toBeGreaterThan(0);
  expect(await other.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  await otherContext.close();
});

test('Fete Nation, a profile, Fete Chat, notifications and e-mail settings pass the WCAG A/AA checks at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.slow();
  await createMember(page.request, newMember('chat-a11y-a', { firstName: 'Kaia' }));
  const marlon = await createMember(request, newMember('chat-a11y-b', { firstName: 'Marlon' }));
  const found = await page.request.get(`/api/members/directory?q=${encodeURIComponent(marlon.lastName)}`);
  const marlonId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  const opened = await page.request.post('/api/chat/conversations', {
    data: { with: marlonId },
    headers: originHeader(),
  });
  const conversationId = ((await opened.json()) as { id: string }).id;
  await page.request.post(`/api/chat/conversations/${conversationId}/messages`, {
    data: { body: 'Lime later? Map: https://fete.test/lime' },
    headers: originHeader(),
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await expectAccessible(page, `/fete-chat?conversation=${conversationId}`, pageReady('Fete Chat'));
    await expectAccessible(page, '/fete-chat', pageReady('Fete Chat'));
    await expectAccessible(
      page,
      `/fete-nation?q=${encodeURIComponent(marlon.lastName)}`,
      pageReady('Fete Nation'),
    );
    await expectAccessible(page, `/fete-nation/${marlonId}`, pageReady(`Marlon ${marlon.lastName}`));
    await expectAccessible(page, '/notifications', pageReady('Notifications'));
    await expectAccessible(page, '/settings/email', pageReady('Settings'));
  }
});
