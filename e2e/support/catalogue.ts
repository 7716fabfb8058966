import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ListResponse } from '../../src/shared/schemas/common';
import type { ProviderItem } from '../../src/shared/schemas/faces';
import type { ProductItem } from '../../src/shared/schemas/marqet';
import type { BandItem, RestaurantItem } from '../../src/shared/schemas/public';

/** The public catalogue as the API lists it (demo data), so journeys pick real items instead of guessing. */
export async function listAll<T>(
  request: APIRequestContext,
  path: string,
  query = '',
): Promise<ListResponse<T>> {
  const response = await request.get(`${path}?pageSize=100${query ? `&${query}` : ''}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ListResponse<T>;
}

export const bands = (request: APIRequestContext, query?: string) =>
  listAll<BandItem>(request, '/api/bands', query);
export const restaurants = (request: APIRequestContext, query?: string) =>
  listAll<RestaurantItem>(request, '/api/restaurants', query);
export const providers = (request: APIRequestContext, query?: string) =>
  listAll<ProviderItem>(request, '/api/providers', query);
export const products = (request: APIRequestContext, query?: string) =>
  listAll<ProductItem>(request, '/api/products', query);

export const fullName = (p: Pick<ProviderItem, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`;

/** 'Showing 3 bands' / 'Showing 1 band'. */
export const showing = (page: Page, total: number, singular: string, plural = `${singular}s`) =>
  expect(
    page.getByRole('main').getByText(`Showing ${total} ${total === 1 ? singular : plural}`, { exact: true }),
  ).toBeVisible();

/** The list toolbar's Filters button (its name grows with the number of active filters). */
export async function openFilters(page: Page) {
  const button = page.getByRole('main').getByRole('button', { name: /^Filters/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The heart of a card or detail page, whatever it currently says ('Like X' or 'Unlike X'). */
export const likeButton = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^(Like|Unlike) ${escapeRegExp(name)}$`) });

/** A star of a 1-5 rating input: the visible star is the label of a visually hidden radio. */
export const starLabel = (scope: Page | Locator, stars: number) =>
  scope.locator('label').filter({ hasText: new RegExp(`^${stars} stars?$`) });

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Empties a list's search box and waits until the search has left the address. The box commits after a
 * short pause, so without the wait a quick next click (Reset filters, a card) races that commit.
 */
export async function clearSearch(page: Page, label: string) {
  await page.getByRole('main').getByLabel(label).fill('');
  await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
}
