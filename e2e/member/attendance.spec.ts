import type { APIRequestContext } from '@playwright/test';
import type { EventItem } from '../../src/shared/schemas/public';
import { attendanceMessages } from '../../src/shared/domains/attendance';
import { createMember, newMember } from '../support/accounts';
import { bands, listAll } from '../support/catalogue';
import { DESKTOP, PHONE, screenshot } from '../support/shell';
import { expect, test } from '../support/test';
import { initials } from '../../src/shared/initials';
import { detailPath } from '../../src/shared/item-paths';

const events = (request: APIRequestContext) => listAll<EventItem>(request, '/api/events');

test.describe('attendance', () => {
  test('a member attends an event: the count and the dashboard tab show it; unattending takes it off', async ({
    page,
    request,
  }) => {
    // An upcoming event without a capacity limit, so others attending in parallel cannot fill it.
    const event = (await events(request)).items.find((e) => !e.capacity) ?? (await events(request)).items[0]!;
    const before = (await (await request.get(`/api/events/${event.id}/attendance`)).json()).count as number;
    const member = await createMember(page.request, newMember('attender'));
    const main = page.getByRole('main');

    await page.goto(`/events/${event.id}`);
    const toggle = main.getByRole('button', { name: `Attend ${event.title}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    const attending = main.getByRole('button', { name: `Stop attending ${event.title}`, exact: true });
    await expect(attending).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByTestId('attendee-count')).toHaveText(attendanceMessages.count(before + 1));
    // Signed-in members see who attends, with a link to the profile.
    const list = main.getByRole('list', { name: attendanceMessages.attendees });
    const name = `${member.firstName} ${member.lastName}`;
    await expect(list.getByRole('link', { name })).toHaveAttribute('href', /^\/fete-nation\//);
    // Without a picture, the avatar shows two initials, not the first letter alone (issue #23, item 9).
    await expect(list.getByRole('link', { name })).toHaveText(`${initials(name)}${name}`);
    expect(initials(name)).toHaveLength(2);
    await screenshot(page, 'attendee-initials-desktop');
    await page.setViewportSize(PHONE);
    await list.getByRole('link', { name }).scrollIntoViewIfNeeded();
    await screenshot(page, 'attendee-initials-phone');
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(attending).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/dashboard?tab=attending');
    await expect(main.getByRole('tab', { name: "Events I'm Attending" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(main.getByRole('heading', { name: event.title, exact: true })).toBeVisible();

    await page.goto(`/events/${event.id}`);
    await attending.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/dashboard?tab=attending');
    await expect(main.getByText(attendanceMessages.notAttending)).toBeVisible();
  });

  test('a member attends from a card on the Fete Guide: the event page and the dashboard agree; unattending from the card takes it off', async ({
    page,
    request,
  }) => {
    const list = (await events(request)).items;
    // A title no other listed event shares, without a capacity limit, and not the event the test above counts
    // attendees of (they run in parallel): the last such event.
    const event =
      [...list].reverse().find((e) => !e.capacity && list.filter((o) => o.title === e.title).length === 1) ??
      list[0]!;
    await createMember(page.request, newMember('cardattender'));
    const main = page.getByRole('main');
    const guide = `/fete-guide?q=${encodeURIComponent(event.title)}`;
    const attend = main.getByRole('button', { name: `Attend ${event.title}`, exact: true });
    const stop = main.getByRole('button', { name: `Stop attending ${event.title}`, exact: true });

    await page.goto(guide);
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    await attend.focus();
    await page.keyboard.press('Enter');
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    // The list answers the same after a reload: the flag comes from the server.
    await page.reload();
    await expect(stop).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/events/${event.id}`);
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/dashboard?tab=attending');
    await expect(main.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
    await expect(stop).toHaveAttribute('aria-pressed', 'true');

    await page.goto(guide);
    await stop.click();
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/events/${event.id}`);
    await expect(attend).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/dashboard?tab=attending');
    await expect(main.getByText(attendanceMessages.notAttending)).toBeVisible();
  });

  test('a member attends a band from its card on Fete Destinations, and the band page says so', async ({
    page,
    request,
  }) => {
    const all = (await bands(request)).items;
    const band = all.find((b) => all.filter((o) => o.name === b.name).length === 1) ?? all[0]!;
    await createMember(page.request, newMember('bandattender'));
    const main = page.getByRole('main');
    await page.goto(`/fete-destinations?q=${encodeURIComponent(band.name)}`);
    await main.getByRole('button', { name: `Attend ${band.name}`, exact: true }).click();
    const stop = main.getByRole('button', { name: `Stop attending ${band.name}`, exact: true });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/bands/${band.id}`);
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await stop.click();
    await expect(main.getByRole('button', { name: `Attend ${band.name}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a visitor is asked to sign in to attend from a card, and on the event page sees the count but not who attends', async ({
    page,
    request,
  }) => {
    const list = (await events(request)).items;
    // A title no other listed event shares, so its card leads to this event.
    const event = list.find((e) => list.filter((o) => o.title === e.title).length === 1) ?? list[0]!;
    const main = page.getByRole('main');
    const ask = page.getByRole('dialog', { name: 'Please sign in to mark attendance' });
    const attend = main.getByRole('button', { name: `Attend ${event.title}`, exact: true });

    await page.goto(`/fete-guide?q=${encodeURIComponent(event.title)}`);
    await attend.first().click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Not Now' }).click();
    await expect(ask).toBeHidden();

    await main.getByRole('link', { name: event.title, exact: true }).first().click();
    await expect(page).toHaveURL(detailPath('event', event.id, event.title));
    await expect(main.getByTestId('attendee-count')).toBeVisible();
    await expect(main.getByRole('link', { name: attendanceMessages.signInToSeeAttendees })).toBeVisible();
    await attend.click();
    await expect(ask).toBeVisible();
  });
});
