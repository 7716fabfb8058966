import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLiveUpdates, serveNoAttendance } from '../../components/detail/detail-testing';
import { bandDetailSchema } from '../../../shared/domains/bands';
import { errorCatalogue } from '../../../shared/errors';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import BandDetailPage from './band-detail-page';

const BAND_ID = '7a1b2c3d-5555-4666-8777-988889999000';

const detail = (rating: { rating: number | null; totalRatings: number } = { rating: 4, totalRatings: 2 }) =>
  bandDetailSchema.parse({
    band: {
      id: BAND_ID,
      name: 'Tribe Carnival',
      description: 'Pretty mas.',
      imageUrl: null,
      location: 'Port of Spain',
      country: 'Trinidad',
      state: 'Port of Spain',
      startDate: '2031-02-10',
      endDate: '2031-02-11',
      websiteUrl: null,
      instagramUrl: null,
      registrationUrl: null,
      feteIdRegistrationUrl: null,
      priceFromCents: 85_000,
      priceToCents: 240_000,
      carnivalId: null,
      carnivalName: null,
      ...rating,
      active: true,
      liked: false,
      attending: false,
      featured: false,
    },
    myRating: null,
    can: { like: true, feature: false, edit: false, delete: false, rate: true },
    watching: false,
    plannable: null,
  });

fakeLiveUpdates();

describe('rating a band on its page', () => {
  it("shows the server's new average and the member's stars from the answer, and the band's reads ask again", async () => {
    const api = fakeApi().session({ id: 'm1', name: 'Kaia Baptiste', role: 'user' });
    api.on('GET /api/bands/:id', () => detail());
    serveNoAttendance(api, 'bands');
    api.on('GET /api/bands/:id/attendees', () => ({ items: [], total: 0, page: 1, pageSize: 48 }));
    api.on('PUT /api/bands/:id/rating', () => ({ rating: 4.3, totalRatings: 3, myRating: 5 }));
    const { user } = renderPage(`/bands/${BAND_ID}`, { path: '/bands/:id', element: <BandDetailPage /> });
    expect(await screen.findByText('2 ratings')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();

    // The re-read the rating makes stale is held: what shows next comes from the rating's own answer.
    const reread = api.hold('GET /api/bands/:id');
    await user.click(screen.getByText('5 stars'));
    await reread.requested;
    expect(await screen.findByText('3 ratings')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(api.requests('PUT /api/bands/:id/rating')[0]!.body).toEqual({ rating: 5 });
    reread.release();
  });

  it('tells a member whose address is not verified why, with the way to the dashboard', async () => {
    const api = fakeApi().session({ id: 'm1', name: 'Kaia Baptiste', role: 'user' });
    api.on('GET /api/bands/:id', () => detail());
    serveNoAttendance(api, 'bands');
    api.on('GET /api/bands/:id/attendees', () => ({ items: [], total: 0, page: 1, pageSize: 48 }));
    const refusal = errorCatalogue.EMAIL_NOT_VERIFIED;
    api.on('PUT /api/bands/:id/rating', () => apiError(403, 'EMAIL_NOT_VERIFIED', refusal.message));
    const { user } = renderPage(`/bands/${BAND_ID}`, { path: '/bands/:id', element: <BandDetailPage /> });
    expect(await screen.findByText('2 ratings')).toBeInTheDocument();

    await user.click(screen.getByText('5 stars'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal.message);
    expect(within(alert).getByRole('link', { name: 'from your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('2 ratings')).toBeInTheDocument();
  });

  it("says 'No ratings yet' for a band nobody has rated, not a zero-star '0.0', and shows the first rating", async () => {
    const api = fakeApi().session({ id: 'm1', name: 'Kaia Baptiste', role: 'user' });
    let rating: { rating: number | null; totalRatings: number } = { rating: null, totalRatings: 0 };
    api.on('GET /api/bands/:id', () => detail(rating));
    serveNoAttendance(api, 'bands');
    api.on('GET /api/bands/:id/attendees', () => ({ items: [], total: 0, page: 1, pageSize: 48 }));
    api.on('PUT /api/bands/:id/rating', () => {
      rating = { rating: 5, totalRatings: 1 };
      return { ...rating, myRating: 5 };
    });
    const { user } = renderPage(`/bands/${BAND_ID}`, { path: '/bands/:id', element: <BandDetailPage /> });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('0 ratings')).not.toBeInTheDocument();

    await user.click(screen.getByText('5 stars'));
    expect(await screen.findByText('1 rating')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
    expect(screen.queryByText('No ratings yet')).not.toBeInTheDocument();
  });
});

describe('a band whose registration is not open yet', () => {
  it('shows the price range, "Registration not open yet" and lets a member ask to be notified', async () => {
    const api = fakeApi().session({ id: 'm1', name: 'Kaia Baptiste', role: 'user' });
    api.on('GET /api/bands/:id', () => detail());
    serveNoAttendance(api, 'bands');
    api.on('GET /api/bands/:id/attendees', () => ({ items: [], total: 0, page: 1, pageSize: 48 }));
    api.on('PUT /api/bands/:id/registration-watch', () => ({ watching: true }));
    const { user } = renderPage(`/bands/${BAND_ID}`, { path: '/bands/:id', element: <BandDetailPage /> });
    expect(await screen.findByText('$850 – $2,400')).toBeInTheDocument();
    expect(screen.getByText('Registration not open yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Register Now/ })).toBeNull();
    const notify = screen.getByRole('button', { name: 'Notify me when registration opens' });
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(notify);
    expect(
      await screen.findByText('We will notify you when Tribe Carnival opens registration.'),
    ).toBeVisible();
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests('PUT /api/bands/:id/registration-watch')).toHaveLength(1);
  });
});
