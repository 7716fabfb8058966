import fs from 'node:fs/promises';
import ICAL from 'ical.js';
import type { EventItem } from '../../src/shared/schemas/public';
import { eventSpan } from '../../src/shared/time';
import { createMember, newMember, originHeader } from '../support/accounts';
import { listAll } from '../support/catalogue';
import { DESKTOP, expectNoSidewaysScroll, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';

/** The first VEVENT of a calendar file as a calendar app reads it (ical.js, with the file's VTIMEZONEs). */
function firstEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { count: events.length, summaries: events.map((e) => e.summary), first: events[0] };
}

test.describe('add to calendar (issue #21, item 4)', () => {
  // A viewer in New York: the page offers their own time beside island time (item 5).
  test.use({ timezoneId: 'America/New_York' });

  test('the event page downloads an .ics that a calendar reads in the event’s zone, with Google, Outlook and maps links', async ({
    page,
    request,
  }) => {
    const event = (await listAll<EventItem>(request, '/api/events')).items.find((e) => e.location)!;
    const main = page.getByRole('main');
    await page.setViewportSize(DESKTOP);
    await page.goto(`/events/${event.id}`);
    const calendar = main.getByRole('region', { name: 'Add to calendar' });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /calendar\/render\?action=TEMPLATE/,
    );
    await expect(calendar.getByRole('link', { name: /Outlook/ })).toHaveAttribute('href', /compose\?/);
    await expect(
      main.getByRole('link', { name: `Open in Maps for ${event.title} (opens in a new tab)` }),
    ).toHaveAttribute('href', /maps\/search\/\?api=1&query=/);
    // Island time, the zone named.
    await expect(main.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M AST/).first()).toBeVisible();
    const mine = main.getByRole('button', { name: 'Show my time' });
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    await mine.click();
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('status').filter({ hasText: 'Your time:' })).toHaveText(
      /^Your time: \w+day, \w+ \d{1,2}, \d{4}.* E[SD]T/,
    );
    await screenshot(page, 'event-calendar-directions-1280px', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calendar.getByRole('link', { name: /Download \.ics/ }).click(),
    ]);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const { count, first } = firstEvent(text);
    expect(count).toBe(1);
    expect(first!.summary).toBe(event.title);
    expect(first!.startDate.zone?.tzid).toBe(event.timeZone);
    expect(first!.startDate.toJSDate().toISOString()).toBe(eventSpan(event).start.toISOString());
    expect(first!.endDate.toJSDate().toISOString()).toBe(eventSpan(event).end.toISOString());

    await page.setViewportSize(PHONE);
    await expect(calendar).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'event-calendar-directions-390px', { fullPage: true });
  });

  test('a member’s private feed answers with their events and stops answering after a new link', async ({
    page,
    request,
  }) => {
    const event = (await listAll<EventItem>(request, '/api/events')).items.find((e) => !e.capacity)!;
    await createMember(page.request, newMember('calendar-feed'));
    const attend = await page.request.put(`/api/events/${event.id}/attendance`, { headers: originHeader() });
    expect(attend.status()).toBe(200);

    const main = page.getByRole('main');
    await page.goto('/settings/calendar');
    await main.getByRole('button', { name: 'Make my calendar feed' }).click();
    const link = main.getByLabel('Your calendar feed link');
    await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const oldPath = new URL(await link.inputValue()).pathname;

    // A calendar app has no session: the link alone.
    const feed = await request.get(oldPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['etag']).toBeTruthy();
    expect(firstEvent(await feed.text()).summaries).toContain(event.title);

    await main.getByRole('button', { name: 'Make a new link' }).click();
    await expect(main.getByRole('status')).toHaveText('New calendar link made: the old one no longer works');
    await expect(link).not.toHaveValue(new RegExp(`${oldPath}$`));
    const newPath = new URL(await link.inputValue()).pathname;
    expect((await request.get(oldPath)).status()).toBe(404);
    expect((await request.get(newPath)).status()).toBe(200);
  });
});
