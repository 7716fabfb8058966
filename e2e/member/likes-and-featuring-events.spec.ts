import type { APIRequestContext, Page } from '@playwright/test';
import type { EventItem } from '../../src/shared/schemas/public';
import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import { likeButton, listAll } from '../support/catalogue';
import { memberMessages } from '../../src/web/features/members/messages';
import { screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';
import { detailPath } from '../../src/shared/item-paths';

const events = (request: APIRequestContext) => listAll<EventItem>(request, '/api/events');

const eventCard = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

const featureStar = (page: Page, title: string) =>
  eventCard(page, title).getByRole('button', { name: `Feature ${title}`, exact: true });

/** Upcoming events in the order the home page ranks them: date, then start time. */
const byDate = (a: EventItem, b: EventItem) =>
  `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`);

test.describe('liking and featuring events', () => {
  test('a member likes an event: the heart stays after a reload and on the event page, then unlikes', async ({
    page,
    request,
  }) => {
    const event = (await events(request)).items[0]!;
    await createMember(page.request, newMember('event-liker'));
    const main = page.getByRole('main');

    await page.goto('/fete-guide');
    const heart = likeButton(eventCard(page, event.title), event.title);
    await expect(heart).toHaveAccessibleName(`Like ${event.title}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Members like; only administrators feature.
    await expect(featureStar(page, event.title)).toHaveCount(0);

    await heart.click();
    await expect(heart).toHaveAccessibleName(`Unlike ${event.title}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // The dashboard's 'How Yuh Like It' tab lists it.
    await page.goto('/dashboard');
    await expect(main.getByRole('tab', { name: 'How Yuh Like It' })).toHaveAttribute('aria-selected', 'true');
    const likedEvents = main.getByRole('region', { name: 'Events' });
    await expect(likedEvents.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
    await expect(likeButton(likedEvents, event.title)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/fete-guide');
    await eventCard(page, event.title).getByRole('link', { name: event.title, exact: true }).click();
    await expect(page).toHaveURL(detailPath('event', event.id, event.title));
    const detailHeart = likeButton(main, event.title);
    await expect(detailHeart).toHaveAccessibleName(`Unlike ${event.title}`);
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(likeButton(main, event.title)).toHaveAttribute('aria-pressed', 'false');
    await expect(likeButton(main, event.title)).toHaveAccessibleName(`Like ${event.title}`);

    await page.goto('/dashboard');
    await expect(main.getByText(memberMessages.noLikes, { exact: true })).toBeVisible();
  });

  test(
    'an administrator features a Party event: the star toggles and it joins Top Event Picks on home',
    SITE_WIDE,
    async ({ page, request }) => {
      const upcoming = (await events(request)).items;
      const parties = upcoming.filter((e) => e.category === 'Party').sort(byDate);
      const candidate = parties.find((e) => !e.featured);
      expect(candidate, 'an upcoming Party event nobody featured').toBeDefined();
      const pick = candidate!;

      await signInThroughApi(page, admin.email, admin.password);
      // Top Event Picks shows the first 3 featured upcoming Party events in the featured order
      // (/admin/featured), and a newly featured one goes last: make room for it before it.
      const order = await page.request.get('/api/admin/featured/event');
      expect(order.status()).toBe(200);
      const { items: featuredRows } = (await order.json()) as { items: { itemId: string }[] };
      const ahead = featuredRows.flatMap((row) => parties.filter((e) => e.id === row.itemId));
      const makeRoom = ahead.slice(2);
      const main = page.getByRole('main');
      const picks = main.getByRole('region', { name: 'Top Event Picks' });
      try {
        await page.goto('/fete-guide');
        for (const event of makeRoom) {
          await expect(featureStar(page, event.title)).toHaveAttribute('aria-pressed', 'true');
          await featureStar(page, event.title).click();
          await expect(featureStar(page, event.title)).toHaveAttribute('aria-pressed', 'false');
        }
        const star = featureStar(page, pick.title);
        await expect(star).toHaveAttribute('aria-pressed', 'false');
        await star.click();
        await expect(star).toHaveAttribute('aria-pressed', 'true');
        await screenshot(page, 'admin-featured-event');
        await page.reload();
        await expect(featureStar(page, pick.title)).toHaveAttribute('aria-pressed', 'true');

        await page.goto('/');
        await expect(picks.getByRole('link', { name: pick.title, exact: true })).toBeVisible();
        const featuredAfter = parties.filter((e) => e.featured).length - makeRoom.length + 1;
        await expect(picks.getByRole('listitem')).toHaveCount(Math.min(3, featuredAfter));
        for (const event of makeRoom) {
          await expect(picks.getByRole('link', { name: event.title, exact: true })).toHaveCount(0);
        }

        await page.goto(`/events/${pick.id}`);
        const detailStar = main.getByRole('button', { name: `Feature ${pick.title}`, exact: true });
        await expect(detailStar).toHaveAttribute('aria-pressed', 'true');
        await detailStar.click();
        await expect(detailStar).toHaveAttribute('aria-pressed', 'false');
        await page.goto('/');
        await expect(main.getByRole('heading', { name: 'Top Destinations' })).toBeVisible();
        await expect(picks.getByRole('link', { name: pick.title, exact: true })).toHaveCount(0);
      } finally {
        // Leave the demo data as the other journeys expect it.
        for (const event of makeRoom)
          await page.request.put(`/api/admin/featured/event/${event.id}`, { headers: originHeader() });
        await page.request.delete(`/api/admin/featured/event/${pick.id}`, { headers: originHeader() });
      }
    },
  );

  // A like or a feature the server refuses (the heart and the star roll back, with the spec's words): the
  // same LikeButton and FeatureToggle on Fete Eats, src/web/features/restaurants/fete-eats-page.test.tsx.
});
