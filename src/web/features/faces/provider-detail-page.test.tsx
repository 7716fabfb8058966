import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faceEndpoints } from '../../endpoints/faces';
import { providerDetailSchema, type ProviderDetail } from '../../../shared/domains/faces';
import { endpointKey } from '../../lib/client';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { providerProfile } from './faces-testing';
import ProviderDetailPage from './provider-detail-page';

const MEMBER = { id: 'm1', name: 'Mia Member', role: 'user' };
const PROVIDER_ID = crypto.randomUUID();

/** GET /api/providers/:id as the server answers a member who has not rated (checked against the contract). */
const detail: ProviderDetail = providerDetailSchema.parse({
  provider: {
    ...providerProfile('Gloria', PROVIDER_ID),
    rating: 4,
    totalRatings: 2,
    bio: 'Carnival faces since 2010.',
    liked: false,
  },
  testimonials: [],
  myRating: null,
  can: { like: true, feature: false, edit: false, delete: false, rate: true },
});

describe('a provider’s page (/fete-faces/:id)', () => {
  it('shows the new average and the member’s stars from the rating’s answer, under the key the page reads', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/providers/:id', () => detail);
    api.on('PUT /api/providers/:id/rating', () => ({ rating: 4.3, totalRatings: 3, myRating: 5 }));
    const { user, queryClient } = renderPage(`/fete-faces/gloria-glam-${PROVIDER_ID}`, {
      path: '/fete-faces/:id',
      element: <ProviderDetailPage />,
    });

    expect(await screen.findByText('2 ratings')).toBeInTheDocument();
    // The write makes the providers stale: the page's re-read is held, so only the answer can show.
    const reread = api.hold('GET /api/providers/:id');
    await user.click(screen.getByLabelText('5 stars'));

    expect(await screen.findByText('3 ratings')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByLabelText('5 stars')).toBeChecked();
    expect(api.requests('PUT /api/providers/:id/rating')[0]!.body).toEqual({ rating: 5 });
    const key = endpointKey(faceEndpoints.detail, { params: { id: PROVIDER_ID } }, MEMBER.id);
    expect(queryClient.getQueryData<ProviderDetail>(key)?.myRating).toBe(5);
    await reread.requested;
    reread.release();
    await expect.poll(() => queryClient.isFetching({ queryKey: ['providers'] })).toBe(0);
  });
});
