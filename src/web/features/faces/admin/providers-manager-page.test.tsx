import '../../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerAdminItemSchema, type ProviderAdminItem } from '../../../../shared/domains/provider-admin';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminProvidersPage from './providers-manager-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };
const SUNSET = crypto.randomUUID();
const JOUVERT = crypto.randomUUID();

const photo = (id: string, caption: string) => ({
  id,
  imageUrl: `/uploads/${id}.jpg`,
  caption,
  clientName: '',
  service: '',
  active: true,
});

/** A provider as the manager's list and every write answer it (checked against the contract). */
const provider = (photoIds: string[]): ProviderAdminItem =>
  providerAdminItemSchema.parse({
    id: '4d3c2b1a-0000-4000-8000-000000000001',
    firstName: 'Gloria',
    lastName: 'Glam',
    avatarUrl: null,
    services: ['Make-up'],
    servicePrices: { 'Make-up': 15000 },
    rating: 4,
    totalRatings: 2,
    location: 'Woodbrook',
    state: 'Port of Spain',
    country: 'Trinidad',
    bio: '',
    instagramUrl: null,
    bookingUrl: null,
    active: true,
    featured: false,
    testimonials: photoIds.map((id) => photo(id, id === SUNSET ? 'Sunset glam' : 'Jouvert')),
  });

describe('the providers manager', () => {
  it('shows a reorder’s answer at once on the page asked, so the next move starts from the order on screen', async () => {
    const api = fakeApi().session(ADMIN);
    let served = provider([SUNSET, JOUVERT]);
    api.on('GET /api/admin/providers', () => ({ items: [served], total: 1, page: 1, pageSize: 24 }));
    api.on('PUT /api/admin/providers/:id/testimonials/order', ({ body }) => {
      served = provider((body as { ids: string[] }).ids);
      return served;
    });
    const { user } = renderPage('/admin/providers?q=glo', {
      path: '/admin/providers',
      element: <AdminProvidersPage />,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Gloria Glam' }));
    const photos = screen.getByRole('list', { name: 'Client photos of Gloria Glam' });
    // The list's re-read after the write is held: only the write's answer can move the photos.
    const reread = api.hold('GET /api/admin/providers');
    await user.click(within(photos).getByRole('button', { name: 'Move Sunset glam down' }));

    expect(await within(photos).findByRole('button', { name: 'Move Sunset glam up' })).toBeInTheDocument();
    const captions = within(photos)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/Sunset glam|Jouvert/).textContent);
    expect(captions).toEqual(['Jouvert', 'Sunset glam']);
    expect(api.requests('PUT /api/admin/providers/:id/testimonials/order')[0]!.body).toEqual({
      ids: [JOUVERT, SUNSET],
    });
    await reread.requested;
    reread.release();
    expect(api.requests('GET /api/admin/providers').at(-1)!.query.get('q')).toBe('glo');
  });
});
