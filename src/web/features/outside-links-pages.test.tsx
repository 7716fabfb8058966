import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantDetail } from '../../shared/domains/restaurants';
import { fakeLiveUpdates, serveNoAttendance } from '../components/detail/detail-testing';
import { detailPath } from '../../shared/item-paths';
import { fakeApi } from '../test/fake-api';
import { renderPage } from '../test/render-page';
import EventDetailPage from './events/event-detail-page';
import { fakeEventDetail } from './events/event-testing';
import RestaurantDetailPage from './restaurants/restaurant-detail-page';
import { fakeRestaurantDetail } from './restaurants/restaurant-testing';

/*
 * Every address the detail pages give out is the item's canonical one (decision 0033), whatever address the
 * visitor came in by: the share menu, the calendar links and the address bar. "Open in Maps" searches the
 * coordinates when the item has them, the address otherwise (decision 0034).
 */
const EVENT_ID = '0b7c2e4a-1111-4222-8333-944445555666';
const RESTAURANT_ID = '5d0e9c1a-2222-4333-8444-955556666777';
const ORIGIN = window.location.origin;

fakeLiveUpdates();

const hrefOf = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href')!;
const mapsQuery = () => new URL(hrefOf(/^Open in Maps/)).searchParams.get('query');

describe('the event page, opened by an old bare-id address', () => {
  const CANONICAL = detailPath('event', EVENT_ID, 'Soca & Sunrise Brunch');
  const CANONICAL_URL = `${ORIGIN}${CANONICAL}`;

  function openEvent() {
    const api = fakeApi().session(null);
    api.on('GET /api/events/:id', () => fakeEventDetail({ id: EVENT_ID }));
    serveNoAttendance(api, 'events');
    return {
      api,
      ...renderPage(`/events/${EVENT_ID}?from=chat`, { path: '/events/:id', element: <EventDetailPage /> }),
    };
  }

  it('shows the readable address in the address bar, keeping the query, without a new history entry', async () => {
    const entries = window.history.length;
    const { api } = openEvent();
    await screen.findByRole('heading', { level: 1, name: 'Soca & Sunrise Brunch' });
    expect(CANONICAL).toBe(`/events/soca-and-sunrise-brunch-${EVENT_ID}`);
    await waitFor(() => expect(window.location.pathname).toBe(CANONICAL));
    expect(window.location.search).toBe('?from=chat');
    expect(window.history.length).toBe(entries);
    // The same page stays: one detail request, with the id.
    expect(api.requests('GET /api/events/:id').map((r) => r.params.id)).toEqual([EVENT_ID]);
  });

  it('shares the canonical URL on WhatsApp, X and Facebook and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { user } = openEvent();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const encoded = encodeURIComponent(CANONICAL_URL);
    expect(screen.getByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Soca & Sunrise Brunch ${CANONICAL_URL}`)}`,
    );
    expect(screen.getByRole('menuitem', { name: /Share on X/ }).getAttribute('href')).toContain(
      `url=${encoded}`,
    );
    expect(screen.getByRole('menuitem', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(CANONICAL_URL);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('puts the canonical URL in the Google Calendar and Outlook entries, and offers the .ics by id', async () => {
    openEvent();
    await screen.findByRole('heading', { name: 'Add to calendar' });
    const google = new URL(hrefOf(/^Google Calendar/)).searchParams;
    expect(google.get('details')).toBe(CANONICAL_URL);
    expect(google.get('text')).toBe('Soca & Sunrise Brunch');
    expect(google.get('location')).toBe("Queen's Park Savannah, Port of Spain, Trinidad");
    const outlook = new URL(hrefOf(/^Outlook/)).searchParams;
    expect(outlook.get('body')).toBe(CANONICAL_URL);
    expect(outlook.get('location')).toBe("Queen's Park Savannah, Port of Spain, Trinidad");
    expect(hrefOf(/^Download \.ics/)).toBe(`/api/events/${EVENT_ID}/calendar.ics`);
    // Events have no coordinates: Open in Maps searches the place.
    expect(mapsQuery()).toBe("Queen's Park Savannah, Port of Spain, Trinidad");
  });
});

describe('the restaurant page', () => {
  const CANONICAL = detailPath('restaurant', RESTAURANT_ID, 'Callaloo Kitchen');

  function openRestaurant(detail: RestaurantDetail) {
    const api = fakeApi().session(null);
    api.on('GET /api/restaurants/:id', () => detail);
    return renderPage(`/restaurants/${RESTAURANT_ID}`, {
      path: '/restaurants/:id',
      element: <RestaurantDetailPage />,
    });
  }

  it('with coordinates: Open in Maps searches them (the exact spot); the address bar and Share give the canonical URL', async () => {
    const { user } = openRestaurant(fakeRestaurantDetail({ id: RESTAURANT_ID }));
    await screen.findByRole('heading', { level: 1, name: 'Callaloo Kitchen' });
    expect(mapsQuery()).toBe('10.6676,-61.5253');
    expect(hrefOf(/^Open in Maps/)).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(screen.getByRole('link', { name: /^Open in Maps for Callaloo Kitchen/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await waitFor(() => expect(window.location.pathname).toBe(CANONICAL));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('menuitem', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${ORIGIN}${CANONICAL}`)}`,
    );
  });

  it('without coordinates: Open in Maps searches the address', async () => {
    openRestaurant(fakeRestaurantDetail({ id: RESTAURANT_ID, latitude: null, longitude: null }));
    await screen.findByRole('heading', { level: 1, name: 'Callaloo Kitchen' });
    expect(mapsQuery()).toBe('Ariapita Avenue, Woodbrook, Port of Spain, Trinidad');
  });
});
