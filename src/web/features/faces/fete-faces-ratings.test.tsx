import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerDetailSchema, providerListSchema, type ProviderItem } from '../../../shared/domains/faces';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { providerProfile } from './faces-testing';
import FeteFacesPage from './fete-faces-page';
import ProviderDetailPage from './provider-detail-page';

/** A provider as the server answers it (checked against the contract); unrated unless told. */
const provider = (firstName: string, rating = { rating: 0, totalRatings: 0 }): ProviderItem => ({
  ...providerProfile(firstName),
  ...rating,
  liked: false,
});

describe('an unrated provider (issue #23: a "0.0" reads like a zero-star review)', () => {
  it("says 'No ratings yet' on its Fete Faces card, beside a rated provider's average", async () => {
    const api = fakeApi().session(null);
    const rated = provider('Gloria', { rating: 4.5, totalRatings: 2 });
    const unrated = provider('Nadia');
    api.on('GET /api/providers', () =>
      providerListSchema.parse({ items: [rated, unrated], total: 2, page: 1, pageSize: 12 }),
    );
    renderPage('/fete-faces', { path: '/fete-faces', element: <FeteFacesPage /> });

    const unratedCard = (await screen.findByRole('heading', { name: 'Nadia Glam' })).closest('article')!;
    expect(within(unratedCard).getByText('No ratings yet')).toBeInTheDocument();
    expect(within(unratedCard).queryByText('0.0')).not.toBeInTheDocument();
    const ratedCard = screen.getByRole('heading', { name: 'Gloria Glam' }).closest('article')!;
    expect(within(ratedCard).getByText('4.5')).toBeInTheDocument();
  });

  it("says 'No ratings yet' on its page instead of 0.0 and '0 ratings'", async () => {
    const api = fakeApi().session(null);
    const unrated = provider('Nadia');
    api.on('GET /api/providers/:id', () =>
      providerDetailSchema.parse({
        provider: unrated,
        testimonials: [],
        myRating: null,
        can: { like: false, feature: false, edit: false, delete: false, rate: false },
      }),
    );
    renderPage(`/fete-faces/nadia-glam-${unrated.id}`, {
      path: '/fete-faces/:id',
      element: <ProviderDetailPage />,
    });
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('0 ratings')).not.toBeInTheDocument();
  });
});
