import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminFeaturedItem } from '../../../../shared/domains/home-admin';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminFeaturedPage from './featured-page';

const band = (itemId: string, title: string): AdminFeaturedItem => ({
  itemId,
  kind: 'band',
  title,
  active: true,
});
const tribe = band('11111111-1111-4111-8111-111111111111', 'Tribe');
const yuma = band('22222222-2222-4222-8222-222222222222', 'Yuma');

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the featured order', () => {
  it("shows a move's answer at once, under the key the list reads, while the list asks again", async () => {
    let bands = [tribe, yuma];
    const api = fakeApi()
      .session({ id: 'a1', role: 'admin' })
      .on('GET /api/admin/featured/:type', ({ params }) => ({ items: params.type === 'band' ? bands : [] }))
      .on('POST /api/admin/featured/:type/:id/move', () => {
        bands = [yuma, tribe];
        return { items: bands };
      });
    const { user } = renderPage('/admin/featured', {
      path: '/admin/featured',
      element: <AdminFeaturedPage />,
    });
    const list = await screen.findByRole('list', { name: 'Top Carnival Bands in order' });
    expect(order(list)[0]).toContain('Tribe');
    // The home shows only bands not over yet (issue #23): the section says so where the order is set.
    expect(screen.getByRole('region', { name: 'Top Carnival Bands' })).toHaveTextContent(
      'Bands whose road days are over drop out of this section.',
    );

    // The re-read the write starts is held back: what shows now can only be the move's own answer.
    const reread = api.hold('GET /api/admin/featured/band');
    await user.click(within(list).getByRole('button', { name: 'Move Yuma up' }));
    await reread.requested;
    await waitFor(() => expect(order(list)[0]).toContain('Yuma'));
    expect(order(list)[1]).toContain('Tribe');
    const move = api.requests('POST /api/admin/featured/:type/:id/move');
    expect(move).toHaveLength(1);
    expect(move[0]!.params).toEqual({ type: 'band', id: yuma.itemId });
    expect(move[0]!.body).toEqual({ direction: 'up' });
    reread.release();
    await waitFor(() => expect(api.requests('GET /api/admin/featured/band').length).toBeGreaterThan(1));
  });
});
