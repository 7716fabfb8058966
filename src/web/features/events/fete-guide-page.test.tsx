import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/time';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import FeteGuidePage from './fete-guide-page';
import { fakeEventDetail } from './event-testing';

const PAST = addDays(todayIn(), -7);
const SOON = addDays(todayIn(), 7);

function openGuide(url = '/fete-guide') {
  const api = fakeApi().session(null);
  api.on('GET /api/events', () => ({ items: [], total: 0, page: 1, pageSize: 24 }));
  const view = renderPage(url, { path: '/fete-guide', element: <FeteGuidePage /> });
  return { api, ...view };
}

const pressed = (name: 'Upcoming' | 'Past') =>
  screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';
const lastQuery = (api: ReturnType<typeof openGuide>['api']) =>
  Object.fromEntries(api.requests('GET /api/events').at(-1)!.query);
const openFilters = async (view: ReturnType<typeof openGuide>) => {
  await waitFor(() => expect(view.api.requests().map((r) => r.path)).toContain('/api/events'));
  // The filters are open already when the address sets one.
  if (!screen.queryByRole('button', { name: 'Past' })) {
    await view.user.click(screen.getByRole('button', { name: /Filters/ }));
  }
};
const pickDate = (date: string) =>
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });

describe('Fete Guide: the date and Upcoming/Past follow one rule (issue #23 item 15)', () => {
  it('a past date switches to Past; the server is asked for the date alone', async () => {
    const view = openGuide();
    await openFilters(view);
    expect(pressed('Upcoming')).toBe(true);
    pickDate(PAST);
    await waitFor(() => expect(pressed('Past')).toBe(true));
    expect(pressed('Upcoming')).toBe(false);
    await waitFor(() => expect(lastQuery(view.api)).toMatchObject({ date: PAST }));
    expect(lastQuery(view.api).when).toBeUndefined();
    expect(window.location.search).toContain('when=past');
  });

  it('a later date under Past switches to Upcoming', async () => {
    const view = openGuide('/fete-guide?when=past');
    await openFilters(view);
    expect(pressed('Past')).toBe(true);
    pickDate(SOON);
    await waitFor(() => expect(pressed('Upcoming')).toBe(true));
    await waitFor(() => expect(lastQuery(view.api)).toEqual({ page: '1', date: SOON }));
  });

  it('choosing the other side clears the date; a link with a past date shows Past', async () => {
    const view = openGuide(`/fete-guide?date=${PAST}`);
    await openFilters(view);
    expect(pressed('Past')).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue(''));
    expect(pressed('Upcoming')).toBe(true);
    await waitFor(() => expect(lastQuery(view.api)).toEqual({ page: '1' }));
  });
});

describe('Fete Guide: the star is offered where featuring shows (issue #23 item 16)', () => {
  it('on Party events, and on one featured already (to take it off), not on other categories', async () => {
    const api = fakeApi().session({ id: 'a1', name: 'Ada Admin', role: 'admin' });
    const event = (id: string, title: string, category: string, featured = false) =>
      fakeEventDetail({ id, title, category, featured, date: SOON }).event;
    const items = [
      event('3c9d1f2e-4444-4555-8666-000000000001', 'Soca Brunch', 'Party'),
      event('3c9d1f2e-4444-4555-8666-000000000002', 'Steel Pan Night', 'Concert'),
      event('3c9d1f2e-4444-4555-8666-000000000003', 'Old Star', 'Beach Party', true),
    ];
    api.on('GET /api/events', () => ({ items, total: 3, page: 1, pageSize: 24 }));
    renderPage('/fete-guide', { path: '/fete-guide', element: <FeteGuidePage /> });
    expect(await screen.findByRole('button', { name: 'Feature Soca Brunch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feature Old Star' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Steel Pan Night' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feature Steel Pan Night' })).not.toBeInTheDocument();
  });
});
