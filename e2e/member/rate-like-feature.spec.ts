import type { APIRequestContext } from '@playwright/test';
import { messages } from '../../src/shared/errors';
import { averageRating } from '../../src/shared/rating';
import { admin, createMember, newMember, originHeader, signInThroughApi } from '../support/accounts';
import {
  bands,
  fullName,
  likeButton,
  listAll,
  providers,
  restaurants,
  starLabel,
} from '../support/catalogue';
import { screenshot } from '../support/shell';
import { expect, SITE_WIDE, test } from '../support/test';

const ratingCount = (n: number) => (n === 1 ? '1 rating' : `${n} ratings`);
const rated = (average: number | null) => `Rated ${(average ?? 0).toFixed(1)} out of 5`;

/**
 * The exact total behind a one-decimal average: exact while fewer than 10 people rated (the rounding moves
 * the average by at most 0.05, so the total by less than 0.5).
 */
const totalOf = (average: number | null, count: number) => Math.round((average ?? 0) * count);

test.describe('rating, liking and featuring', () => {
  test(
    'a member rates a provider and a band: count and average follow, a new rating replaces the old',
    SITE_WIDE,
    async ({ page, request }) => {
      const provider = (await providers(request)).items.find(
        (p) => p.totalRatings > 0 && p.totalRatings < 9,
      )!;
      const band = (await bands(request)).items.find((b) => b.totalRatings > 0 && b.totalRatings < 9)!;
      await createMember(page.request, newMember('rater'));
      const main = page.getByRole('main');

      const n = provider.totalRatings;
      const total = totalOf(provider.rating, n);
      await page.goto(`/fete-faces/${provider.id}`);
      await expect(main.getByText(ratingCount(n), { exact: true })).toBeVisible();
      await expect(main.getByRole('img', { name: rated(provider.rating) })).toBeVisible();

      await starLabel(main, 5).click();
      await expect(main.getByText(ratingCount(n + 1), { exact: true })).toBeVisible();
      await expect(main.getByRole('img', { name: rated(averageRating(total + 5, n + 1)) })).toBeVisible();
      await expect(main.getByRole('radio', { name: '5 stars' })).toBeChecked();

      await page.reload();
      await expect(main.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await expect(main.getByText(ratingCount(n + 1), { exact: true })).toBeVisible();

      await starLabel(main, 1).click();
      await expect(main.getByRole('radio', { name: '1 star' })).toBeChecked();
      await expect(main.getByRole('img', { name: rated(averageRating(total + 1, n + 1)) })).toBeVisible();
      await expect(main.getByText(ratingCount(n + 1), { exact: true })).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
      await screenshot(page, 'provider-rated-by-member');

      // A rating the server cannot take: the message, and the member's earlier stars stay.
      const ratingPath = `**/api/providers/${provider.id}/rating`;
      await page.route(ratingPath, (route) => route.fulfill({ status: 500, json: {} }));
      await starLabel(main, 3).click();
      await expect(main.getByRole('alert')).toHaveText(messages.faces.ratingFailed);
      await expect(main.getByRole('radio', { name: '1 star' })).toBeChecked();
      await page.unroute(ratingPath);

      const bandTotal = totalOf(band.rating, band.totalRatings);
      await page.goto(`/bands/${band.id}`);
      await expect(main.getByText(ratingCount(band.totalRatings), { exact: true })).toBeVisible();
      await starLabel(main, 4).click();
      await expect(main.getByText(ratingCount(band.totalRatings + 1), { exact: true })).toBeVisible();
      await expect(
        main.getByRole('img', { name: rated(averageRating(bandTotal + 4, band.totalRatings + 1)) }),
      ).toBeVisible();
      await starLabel(main, 2).click();
      await expect(main.getByRole('radio', { name: '2 stars' })).toBeChecked();
      await expect(
        main.getByRole('img', { name: rated(averageRating(bandTotal + 2, band.totalRatings + 1)) }),
      ).toBeVisible();
      await expect(main.getByText(ratingCount(band.totalRatings + 1), { exact: true })).toBeVisible();
    },
  );

  test('a member likes a band, a restaurant and a provider; the hearts stay after a reload and unlike again', async ({
    page,
    request,
  }) => {
    const allBands = await bands(request);
    const band = allBands.items[0]!;
    const restaurant = (await restaurants(request)).items[0]!;
    const provider = (await providers(request)).items[0]!;
    const feteIdBand = allBands.items.find((b) => b.feteIdRegistrationUrl);
    await createMember(page.request, newMember('liker'));
    const main = page.getByRole('main');

    const places = [
      { path: '/fete-destinations', name: band.name },
      { path: `/restaurants/${restaurant.id}`, name: restaurant.name },
      { path: '/fete-faces', name: fullName(provider) },
    ];
    for (const { path, name } of places) {
      await page.goto(path);
      const heart = likeButton(main, name);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(main.getByRole('button', { name: `Unlike ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    for (const { path, name } of places) {
      await page.goto(path);
      const heart = main.getByRole('button', { name: `Unlike ${name}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(main.getByRole('button', { name: `Like ${name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await page.reload();
    await expect(likeButton(main, fullName(provider))).toHaveAttribute('aria-pressed', 'false');

    // Signed-in members also get the Fete ID registration where the band offers it.
    if (feteIdBand) {
      await page.goto(`/bands/${feteIdBand.id}`);
      await expect(main.getByRole('link', { name: /^Register with Fete ID/ })).toHaveAttribute(
        'href',
        feteIdBand.feteIdRegistrationUrl!,
      );
    }
  });

  test(
    'an administrator features a restaurant, a provider and a product: they show in the home picks',
    SITE_WIDE,
    async ({ page }) => {
      await signInThroughApi(page, admin.email, admin.password);
      const api = page.request;
      const main = page.getByRole('main');
      const kinds = [
        {
          type: 'restaurant',
          section: 'eats',
          list: '/api/restaurants',
          path: '/fete-eats',
          search: 'Search restaurants',
          home: 'Top Eats',
        },
        {
          type: 'face',
          section: 'faces',
          list: '/api/providers',
          path: '/fete-faces',
          search: 'Search providers',
          home: 'Top Faces',
        },
        {
          type: 'marqet',
          section: 'marqet',
          list: '/api/products',
          path: '/fete-marqet',
          search: 'Search products',
          home: 'Top Marqet Picks',
        },
      ] as const;
      type Item = {
        id: string;
        featured: boolean;
        active: boolean;
        name?: string;
        firstName?: string;
        lastName?: string;
        priceCents?: number;
      };
      const nameOf = (item: Item) =>
        item.name ?? fullName({ firstName: item.firstName!, lastName: item.lastName! });
      const restore: Array<{ type: string; featured: string[]; target?: string }> = [];
      const picked = new Map<string, string>();

      try {
        for (const kind of kinds) {
          // The home page shows the first three picks by featured order; take the current ones away first.
          const shown = (await json<{ items: Item[] }>(api, `/api/home/${kind.section}`)).items;
          const all = (await listAll<Item>(api, kind.list)).items;
          const featured = [
            ...shown.map((i) => i.id),
            ...all.filter((i) => i.featured && !shown.some((s) => s.id === i.id)).map((i) => i.id),
          ];
          const entry: (typeof restore)[number] = { type: kind.type, featured };
          restore.push(entry);
          for (const id of featured) {
            expect(
              (
                await api.delete(`/api/admin/featured/${kind.type}/${id}`, { headers: originHeader() })
              ).status(),
            ).toBe(200);
          }
          const target = all.find(
            (i) => !i.featured && i.active && (i.priceCents === undefined || i.priceCents <= 100_000),
          )!;
          entry.target = target.id;

          await page.goto(kind.path);
          await main.getByLabel(kind.search).fill(nameOf(target));
          const star = main.getByRole('button', { name: `Feature ${nameOf(target)}`, exact: true });
          await expect(star).toHaveAttribute('aria-pressed', 'false');
          await star.click();
          await expect(star).toHaveAttribute('aria-pressed', 'true');
          await page.reload();
          await expect(star).toHaveAttribute('aria-pressed', 'true');
          picked.set(kind.home, nameOf(target));
        }

        await page.goto('/');
        for (const kind of kinds) {
          const section = main.getByRole('region', { name: kind.home });
          await expect(section).toContainText(picked.get(kind.home)!);
        }
        await screenshot(page, 'home-picks-after-featuring', { fullPage: true });
      } finally {
        // Leave the demo picks as they were, in their order, for the journeys that follow.
        for (const { type, featured, target } of restore) {
          if (target) await api.delete(`/api/admin/featured/${type}/${target}`, { headers: originHeader() });
          for (const id of featured)
            await api.put(`/api/admin/featured/${type}/${id}`, { headers: originHeader() });
        }
      }
    },
  );
});

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}
