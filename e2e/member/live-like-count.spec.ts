import type { EventDetail, EventItem } from '../../src/shared/schemas/public';
import { eventMessages } from '../../src/web/features/events/messages';
import { createMember, newMember } from '../support/accounts';
import { likeButton, listAll } from '../support/catalogue';
import { expect, test } from '../support/test';

test('a like in one window shows the new count in another, without a reload', async ({
  page,
  browser,
  request,
}) => {
  const event = (await listAll<EventItem>(request, '/api/events')).items[2]!;
  const detail = async () => (await (await request.get(`/api/events/${event.id}`)).json()) as EventDetail;
  const before = (await detail()).likes;

  // A visitor watches the event page in a window of their own.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const watcher = await visitorContext.newPage();
  const listening = watcher.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
  await watcher.goto(`/events/${event.id}`);
  const watched = watcher.getByRole('main');
  await expect(watched.getByText(eventMessages.likeCount(before), { exact: true })).toBeVisible();
  expect((await listening).headers()['content-type']).toBe('text/event-stream');
  // A reload would lose this mark.
  await watcher.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await createMember(page.request, newMember('live-liker'));
  await page.goto(`/events/${event.id}`);
  const heart = likeButton(page.getByRole('main'), event.title);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(watched.getByText(eventMessages.likeCount(before + 1), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(eventMessages.likeCount(before + 1), { exact: true }),
  ).toBeVisible();

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(watched.getByText(eventMessages.likeCount(before), { exact: true })).toBeVisible();
  expect(await watcher.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect((await detail()).likes).toBe(before);
  await visitorContext.close();
});
