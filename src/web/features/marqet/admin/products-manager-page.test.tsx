import '../../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productAdminItemSchema, type ProductAdminItem } from '../../../../shared/domains/product-admin';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminProductsPage from './products-manager-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };

/** A product as the manager's list and its writes answer it (checked against the contract). */
const product = (name: string, active: boolean): ProductAdminItem =>
  productAdminItemSchema.parse({
    id: name === 'Feather fan' ? '2b1f0c3d-0000-4000-8000-000000000001' : crypto.randomUUID(),
    name,
    description: '',
    brand: 'Mas Feathers',
    category: 'Accessories',
    priceCents: 4500,
    imageUrl: null,
    externalUrl: null,
    inStock: true,
    sizes: [],
    colors: [],
    active,
    featured: false,
  });

describe('the products manager', () => {
  it('shows a deactivation’s answer at once on the page asked, while the list asks again', async () => {
    const api = fakeApi().session(ADMIN);
    const others = product('Jewelled mask', true);
    api.on('GET /api/admin/products', () => ({
      items: [product('Feather fan', true), others],
      total: 2,
      page: 1,
      pageSize: 24,
    }));
    api.on('PUT /api/admin/products/:id/active', ({ body }) =>
      product('Feather fan', (body as { active: boolean }).active),
    );
    const { user } = renderPage('/admin/products', {
      path: '/admin/products',
      element: <AdminProductsPage />,
    });
    const card = await screen.findByRole('article', { name: 'Feather fan' });
    // The list's re-read after the write is held: only the write's answer can turn the card inactive.
    const reread = api.hold('GET /api/admin/products');

    await user.click(within(card).getByRole('button', { name: 'Deactivate Feather fan' }));

    expect(await within(card).findByRole('button', { name: 'Activate Feather fan' })).toBeEnabled();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Jewelled mask' })).toBeInTheDocument();
    expect(api.requests('PUT /api/admin/products/:id/active')[0]!.body).toEqual({ active: false });
    await reread.requested;
    reread.release();
  });
});
