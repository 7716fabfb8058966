import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeLiveUpdates } from '../components/detail/detail-testing';
import { apiError, fakeApi } from '../test/fake-api';
import { renderPage } from '../test/render-page';
import BandDetailPage from './bands/band-detail-page';
import { bandMessages } from './bands/messages';
import EventDetailPage from './events/event-detail-page';
import { eventMessages } from './events/messages';
import { faceMessages } from './faces/messages';
import ProviderDetailPage from './faces/provider-detail-page';
import { restaurantMessages } from './restaurants/messages';
import RestaurantDetailPage from './restaurants/restaurant-detail-page';

/*
 * The public detail pages while their item loads and when it does not exist (or is not visible to this
 * viewer: the server answers 404 for both). The journeys keep the pages with their items.
 */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PAGES: Array<{
  name: string;
  route: string;
  Page: ComponentType;
  api: string;
  loading: string;
  notFound: string;
  back: [string, string];
}> = [
  {
    name: 'an event',
    route: '/events/:id',
    Page: EventDetailPage,
    api: 'GET /api/events/:id',
    loading: eventMessages.loadingEvent,
    notFound: eventMessages.eventNotFound,
    back: ['Back to Fete Guide', '/fete-guide'],
  },
  {
    name: 'a band',
    route: '/bands/:id',
    Page: BandDetailPage,
    api: 'GET /api/bands/:id',
    loading: bandMessages.loadingBand,
    notFound: bandMessages.bandNotFound,
    back: ['Back to Fete Destinations', '/fete-destinations'],
  },
  {
    name: 'a restaurant',
    route: '/restaurants/:id',
    Page: RestaurantDetailPage,
    api: 'GET /api/restaurants/:id',
    loading: restaurantMessages.loadingRestaurant,
    notFound: restaurantMessages.restaurantNotFound,
    back: ['Back to Fete Eats', '/fete-eats'],
  },
  {
    name: 'a provider',
    route: '/fete-faces/:id',
    Page: ProviderDetailPage,
    api: 'GET /api/providers/:id',
    loading: faceMessages.loadingProvider,
    notFound: faceMessages.providerNotFound,
    back: ['Back to Fete Faces', '/fete-faces'],
  },
];

fakeLiveUpdates();

describe('a public detail page whose item is unknown', () => {
  it.each(PAGES)(
    '$name: says Loading…, then the spec’s not-found heading with the way back',
    async (page) => {
      const api = fakeApi().session(null);
      const answer = api.hold(page.api);
      // The server's answer for an unknown item: 404 with the spec's words (src/shared/errors.ts).
      api.on(page.api, () => apiError(404, 'NOT_FOUND', page.notFound));
      // Whatever else the page asks about the item (attendance, live counts) is as unknown.
      api.on(`${page.api}/:more`, () => apiError(404, 'NOT_FOUND', page.notFound));
      renderPage(page.route.replace(':id', UNKNOWN), { path: page.route, element: <page.Page /> });

      await answer.requested;
      expect(screen.getByRole('status')).toHaveTextContent(page.loading);
      answer.release();

      expect(await screen.findByRole('heading', { level: 1, name: page.notFound })).toBeInTheDocument();
      expect(document.title).toBe(`${page.notFound} · Fete`);
      expect(screen.getByRole('link', { name: page.back[0] })).toHaveAttribute('href', page.back[1]);
      expect(api.requests(page.api)[0]!.params.id).toBe(UNKNOWN);
    },
  );
});
