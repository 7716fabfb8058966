import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/errors';
import { apiError, fakeApi } from '../test/fake-api';
import { renderPage } from '../test/render-page';
import { bandMessages } from './bands/messages';
import FeteDestinationsPage from './bands/fete-destinations-page';
import { eventMessages } from './events/messages';
import FeteGuidePage from './events/fete-guide-page';
import FeteTravelPage from './events/fete-travel-page';
import { faceMessages } from './faces/messages';
import FeteFacesPage from './faces/fete-faces-page';
import FeteMarqetPage from './marqet/fete-marqet-page';
import { marqetMessages } from './marqet/messages';

/*
 * The public lists besides Fete Eats (fete-eats-page.test.tsx walks the listing kit through every state there):
 * each says its own words for loading, failing and finding nothing. Their journeys keep the whole jobs
 * (search, filters, cards, detail pages) and no longer re-check these.
 */
const LISTS: Array<{
  name: string;
  path: string;
  Page: ComponentType;
  api: string;
  loading: string;
  empty: string;
  failed: string;
}> = [
  {
    name: 'Fete Guide',
    path: '/fete-guide',
    Page: FeteGuidePage,
    api: 'GET /api/events',
    loading: eventMessages.list.loading,
    empty: eventMessages.list.empty,
    failed: eventMessages.list.failed,
  },
  {
    name: 'Fete Travel',
    path: '/fete-travel',
    Page: FeteTravelPage,
    api: 'GET /api/destinations',
    loading: eventMessages.destinations.loading,
    empty: eventMessages.destinations.empty,
    failed: eventMessages.destinations.failed,
  },
  {
    name: 'Fete Destinations',
    path: '/fete-destinations',
    Page: FeteDestinationsPage,
    api: 'GET /api/bands',
    loading: bandMessages.list.loading,
    empty: bandMessages.list.empty,
    failed: bandMessages.list.failed,
  },
  {
    name: 'Fete Faces',
    path: '/fete-faces',
    Page: FeteFacesPage,
    api: 'GET /api/providers',
    loading: faceMessages.list.loading,
    empty: faceMessages.list.empty,
    failed: faceMessages.list.failed,
  },
  {
    name: 'Fete Marqet',
    path: '/fete-marqet',
    Page: FeteMarqetPage,
    api: 'GET /api/products',
    loading: marqetMessages.list.loading,
    empty: marqetMessages.list.empty,
    failed: marqetMessages.list.failed,
  },
];

const nothing = { items: [], total: 0, page: 1, pageSize: 24 };

describe('the public lists’ states, in their own words', () => {
  it.each(LISTS)(
    '$name: a failed load, Try Again with its loading text, then nothing found',
    async (list) => {
      const api = fakeApi().session(null);
      let failing = true;
      api.on(list.api, () => (failing ? apiError(500, 'INTERNAL', 'Something went wrong.') : nothing));
      const { user } = renderPage(`${list.path}?q=zouk`, { path: list.path, element: <list.Page /> });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(list.failed);

      failing = false;
      const retry = api.hold(list.api);
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      await retry.requested;
      expect(screen.getByRole('status')).toHaveTextContent(list.loading);
      retry.release();

      expect(await screen.findByText(list.empty)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // The search the address carried is what the server was asked.
      expect(api.requests(list.api).every((r) => r.query.get('q') === 'zouk')).toBe(true);
    },
  );
});

describe('Fete Marqet’s price range', () => {
  it('refuses a minimum above the maximum in words, asks the server nothing for it, and asks again once fixed', async () => {
    const api = fakeApi().session(null);
    api.on('GET /api/products', () => nothing);
    const { user } = renderPage('/fete-marqet', { path: '/fete-marqet', element: <FeteMarqetPage /> });
    await screen.findByText(marqetMessages.list.empty);
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const min = screen.getByLabelText('Min price');
    const max = screen.getByLabelText('Max price');
    expect(min).toHaveValue(0);
    // No hidden ceiling (issue #23): the maximum starts empty, 'No limit'.
    expect(max).toHaveValue(null);

    await user.clear(min);
    await user.type(min, '500');
    await user.type(max, '100');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.marqet.minAboveMax);
    for (const box of [min, max]) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(messages.marqet.minAboveMax);
    }
    expect(window.location.search).toContain('maxPrice=100');

    // Fixed: the valid range is asked for; the invalid one never was.
    await user.clear(max);
    await user.type(max, '600');
    await screen.findByText(marqetMessages.list.empty);
    const asked = () =>
      api.requests('GET /api/products').map((r) => [r.query.get('minPrice'), r.query.get('maxPrice')]);
    await waitFor(() => expect(asked().at(-1)).toEqual(['500', '600']));
    // What was typed is asked once the typing pauses (a busy machine may pause between keys too: '5', '50'), but
    // never a minimum above the maximum.
    expect(asked()[0]).toEqual(['0', null]);
    for (const [lo, hi] of asked()) if (hi !== null) expect(Number(lo)).toBeLessThanOrEqual(Number(hi));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Reset filters' }));
    expect(await screen.findByText(marqetMessages.list.empty)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
