import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RestaurantItem } from '../../../shared/domains/restaurants';
import { messages } from '../../../shared/errors';
import { apiError, fakeApi, type FakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import FeteEatsPage from './fete-eats-page';
import { restaurantMessages } from './messages';
import { fakeRestaurant } from './restaurant-testing';
import { detailPath } from '../../../shared/item-paths';

const ROTI = fakeRestaurant('Roti Stop');
const CRAB = fakeRestaurant('Crab Shack', { country: 'Tobago', priceRange: '$$$' });
const page = (items: RestaurantItem[]) => ({ items, total: items.length, page: 1, pageSize: 24 });

/** The server's list: filtered by price range, as the real one is. */
function serveRestaurants(api: FakeApi) {
  return api.on('GET /api/restaurants', ({ query }) => {
    const price = query.get('priceRange');
    return page([ROTI, CRAB].filter((r) => !price || r.priceRange === price));
  });
}

const openEats = (url = '/fete-eats') => renderPage(url, { path: '/fete-eats', element: <FeteEatsPage /> });
/** The card whose title is `name`. */
const card = (name: string) => {
  const found = screen.getAllByRole('article').find((a) => within(a).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card titled ${name}`);
  return found;
};

describe('Fete Eats (the listing kit on a real page)', () => {
  it('says Loading restaurants... until the list answers, then shows the count and the cards', async () => {
    const api = fakeApi().session(null);
    const answer = api.hold('GET /api/restaurants');
    serveRestaurants(api);
    openEats();

    await answer.requested;
    expect(screen.getByRole('status')).toHaveTextContent(restaurantMessages.list.loading);
    answer.release();
    expect(await screen.findByText('Showing 2 restaurants')).toBeInTheDocument();
    expect(screen.queryByText(restaurantMessages.list.loading)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roti Stop' })).toHaveAttribute(
      'href',
      detailPath('restaurant', ROTI.id, ROTI.name),
    );
  });

  it('keeps the cards, dimmed and busy, while a filter loads; then says No restaurants found; Reset filters brings them back', async () => {
    const api = fakeApi().session(null);
    serveRestaurants(api);
    const { user } = openEats();
    await screen.findByText('Showing 2 restaurants');

    const next = api.hold('GET /api/restaurants');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Price Range'), '$$$$');
    await next.requested;
    // The price range goes to the server (which filters), not into a filter run here.
    expect(api.requests('GET /api/restaurants').at(-1)!.query.get('priceRange')).toBe('$$$$');
    expect(window.location.search).toBe('?priceRange=%24%24%24%24');
    const results = screen.getByText('Showing 2 restaurants').closest('[aria-busy]');
    expect(results).toHaveAttribute('aria-busy', 'true');
    next.release();

    expect(await screen.findByText(restaurantMessages.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    // Page 1 already: no "Go to page 1".
    expect(screen.queryByRole('link', { name: 'Go to page 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Reset filters' }));
    expect(await screen.findByText('Showing 2 restaurants')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('offers the first page from an empty page past the end (an old link)', async () => {
    const api = fakeApi().session(null);
    api.on('GET /api/restaurants', ({ query }) => ({
      ...page([]),
      total: 2,
      page: Number(query.get('page')),
    }));
    openEats('/fete-eats?country=Tobago&page=3');
    expect(await screen.findByText(restaurantMessages.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/fete-eats?country=Tobago',
    );
    expect(api.requests('GET /api/restaurants')[0]!.query.toString()).toBe('page=3&country=Tobago');
  });

  it('shows a failed load in its own words with Try Again, which loads the list', async () => {
    const api = fakeApi().session(null);
    let failing = true;
    api.on('GET /api/restaurants', () =>
      failing ? apiError(500, 'INTERNAL', 'Something went wrong. Please try again.') : page([ROTI]),
    );
    const { user } = openEats();

    const alert = await screen.findByRole('alert');
    // A server fault brings no words a visitor can use: the page's own.
    expect(alert).toHaveTextContent(restaurantMessages.list.failed);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 restaurant')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor who presses a heart to sign in, with the way back to this list, and sends nothing', async () => {
    const api = fakeApi().session(null);
    serveRestaurants(api);
    const { user } = openEats('/fete-eats?country=Trinidad');
    await screen.findByText(/^Showing/);

    const heart = within(card('Roti Stop')).getByRole('button', { name: 'Like Roti Stop' });
    await user.click(heart);
    const notice = screen.getByRole('dialog', { name: messages.likes.signIn.restaurants });
    expect(within(notice).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?returnTo=${encodeURIComponent('/fete-eats?country=Trinidad')}`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveFocus();
    expect(api.requests().filter((r) => r.path.startsWith('/api/likes'))).toEqual([]);
  });

  it('shows a member’s like at once and rolls it back with Failed to update like status when the server refuses', async () => {
    const api = fakeApi().session({ id: 'm1', name: 'Kaia Baptiste', role: 'user' });
    serveRestaurants(api);
    const saving = api.hold('PUT /api/likes/restaurants/:id');
    api.on('PUT /api/likes/restaurants/:id', () => apiError(500, 'INTERNAL', 'Something went wrong.'));
    const { user } = openEats();
    await screen.findByText('Showing 2 restaurants');

    await user.click(within(card('Roti Stop')).getByRole('button', { name: 'Like Roti Stop' }));
    await saving.requested;
    // Optimistic: pressed while the server thinks.
    const heart = within(card('Roti Stop')).getByRole('button', { name: 'Unlike Roti Stop' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    saving.release();

    const failed = await screen.findByRole('dialog', { name: messages.likes.failed });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    const rolledBack = within(card('Roti Stop')).getByRole('button', { name: 'Like Roti Stop' });
    expect(rolledBack).toHaveAttribute('aria-pressed', 'false');
    expect(rolledBack).toHaveFocus();
    expect(api.requests('PUT /api/likes/restaurants/:id').map((r) => r.params.id)).toEqual([ROTI.id]);
  });

  it('rolls an administrator’s star back with Failed to update feature status when the server refuses', async () => {
    const api = fakeApi().session({ id: 'a1', name: 'Ada Admin', role: 'admin' });
    serveRestaurants(api);
    api.on('PUT /api/admin/featured/restaurant/:id', () =>
      apiError(500, 'INTERNAL', 'Something went wrong.'),
    );
    const { user } = openEats();
    await screen.findByText('Showing 2 restaurants');

    const star = within(card('Crab Shack')).getByRole('button', { name: 'Feature Crab Shack' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    const failed = await screen.findByRole('dialog', { name: messages.featured.failed });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(star).toHaveFocus();
  });
});
