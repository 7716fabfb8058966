import '../../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerAdminItemSchema, type ProviderAdminItem } from '../../../../shared/domains/provider-admin';
import { fakeApi, type FakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { providerProfile } from '../faces-testing';
import AdminProvidersPage from './providers-manager-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };
const SUNSET = crypto.randomUUID();
const JOUVERT = crypto.randomUUID();
const CARNIVAL = crypto.randomUUID();

const photo = (id: string, caption: string) => ({
  id,
  imageUrl: `/uploads/${id}.jpg`,
  caption,
  clientName: '',
  service: '',
  active: true,
});

const captions: Record<string, string> = {
  [SUNSET]: 'Sunset glam',
  [JOUVERT]: 'Jouvert',
  [CARNIVAL]: 'Carnival',
};

/** A provider as the manager's list and every write answer it (checked against the contract). */
const provider = (photoIds: string[]): ProviderAdminItem =>
  providerAdminItemSchema.parse({
    ...providerProfile('Gloria', '4d3c2b1a-0000-4000-8000-000000000001'),
    servicePrices: { 'Make-up': 15000 },
    rating: 4,
    totalRatings: 2,
    testimonials: photoIds.map((id) => photo(id, captions[id]!)),
  });

/** The manager at `url`, listing the one provider `served()` is now; opens her edit form and gives her photos. */
async function openPhotos(api: FakeApi, url: string, served: () => ProviderAdminItem) {
  api.on('GET /api/admin/providers', () => ({ items: [served()], total: 1, page: 1, pageSize: 24 }));
  const { user } = renderPage(url, { path: '/admin/providers', element: <AdminProvidersPage /> });
  await user.click(await screen.findByRole('button', { name: 'Edit Gloria Glam' }));
  return { user, photos: screen.getByRole('list', { name: 'Client photos of Gloria Glam' }) };
}

describe('the providers manager', () => {
  it('shows a reorder’s answer at once on the page asked, so the next move starts from the order on screen', async () => {
    const api = fakeApi().session(ADMIN);
    let served = provider([SUNSET, JOUVERT]);
    api.on('PUT /api/admin/providers/:id/testimonials/order', ({ body }) => {
      served = provider((body as { ids: string[] }).ids);
      return served;
    });
    const { user, photos } = await openPhotos(api, '/admin/providers?q=glo', () => served);
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

  it('drops a removed photo at once (the answer is only its id), so the next move starts from the photos on screen', async () => {
    const api = fakeApi().session(ADMIN);
    let served = provider([SUNSET, JOUVERT, CARNIVAL]);
    api.on('DELETE /api/admin/providers/:id/testimonials/:testimonialId', ({ params }) => {
      served = provider([JOUVERT, CARNIVAL]);
      return { id: params.testimonialId, deleted: true };
    });
    api.on('PUT /api/admin/providers/:id/testimonials/order', ({ body }) =>
      provider((body as { ids: string[] }).ids),
    );
    const { user, photos } = await openPhotos(api, '/admin/providers', () => served);
    // The list's re-read after the delete is held: the photo must go from the page without it.
    const reread = api.hold('GET /api/admin/providers');
    await user.click(within(photos).getByRole('button', { name: 'Remove Sunset glam' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));

    await expect.poll(() => within(photos).queryAllByRole('listitem').length).toBe(2);
    expect(
      api.requests('DELETE /api/admin/providers/:id/testimonials/:testimonialId')[0]!.params.testimonialId,
    ).toBe(SUNSET);
    await user.click(within(photos).getByRole('button', { name: 'Move Jouvert down' }));
    await expect.poll(() => api.requests('PUT /api/admin/providers/:id/testimonials/order').length).toBe(1);
    expect(api.requests('PUT /api/admin/providers/:id/testimonials/order')[0]!.body).toEqual({
      ids: [CARNIVAL, JOUVERT],
    });
    await reread.requested;
    reread.release();
  });
});
