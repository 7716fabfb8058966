import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productItemSchema, type ProductItem } from '../../../shared/domains/marqet';
import { detailPath } from '../../../shared/item-paths';
import { apiError, fakeApi, type FakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import FeteMarqetPage from './fete-marqet-page';
import { marqetMessages } from './messages';

/** A product as GET /api/products answers it (checked against the contract). */
const product = (name: string, extra: Partial<ProductItem> = {}): ProductItem =>
  productItemSchema.parse({
    id: crypto.randomUUID(),
    name,
    description: 'Hand-jewelled for the road',
    brand: 'Mas Camp',
    category: 'Accessories',
    priceCents: 4_550,
    imageUrl: null,
    externalUrl: 'https://seller.example/mask',
    inStock: true,
    sizes: [],
    colors: [],
    active: true,
    featured: false,
    ...extra,
  });

const MASK = product('Jewelled Mask', { inStock: false });
const FAN = product('Feather Fan', { brand: 'Plume House', priceCents: 12_000 });

function serveShop(api: FakeApi) {
  return api.on('GET /api/products', () => ({ items: [FAN, MASK], total: 2, page: 1, pageSize: 24 }));
}

const openShop = (url: string) => renderPage(url, { path: '/fete-marqet/:id', element: <FeteMarqetPage /> });

describe('Fete Marqet at a product’s shared address', () => {
  it('shows the shared product first, in its own panel, then the shop', async () => {
    const api = fakeApi().session(null);
    api.on('GET /api/products/:id', ({ params }) =>
      params.id === MASK.id ? { product: MASK } : apiError(404, 'NOT_FOUND', 'Product not found'),
    );
    serveShop(api);
    openShop(detailPath('product', MASK.id, MASK.name));

    const panel = await screen.findByRole('region', { name: 'Jewelled Mask' });
    expect(within(panel).getByRole('heading', { name: 'Jewelled Mask' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Jewelled Mask' })).toBeInTheDocument();
    expect(within(panel).getByText('Mas Camp')).toBeInTheDocument();
    expect(within(panel).getByText('$45.50')).toBeInTheDocument();
    expect(within(panel).getByText('Out of Stock')).toBeInTheDocument();
    const shopNow = within(panel).getByRole('link', { name: /^Shop Now ?: Jewelled Mask/ });
    expect(shopNow).toHaveAttribute('href', 'https://seller.example/mask');
    expect(shopNow).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Jewelled Mask · Fete Marqet · Fete'));

    // The shop follows, below the panel: search and the tiles (the shared product among them).
    const count = await screen.findByText('Showing 2 products');
    expect(panel.compareDocumentPosition(count) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Search products')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.requests('GET /api/products/:id').map((r) => r.params.id)).toEqual([MASK.id]);
  });

  it('says plainly that a product gone or withdrawn is no longer available, and shows the shop', async () => {
    const api = fakeApi().session(null);
    api.on('GET /api/products/:id', () => apiError(404, 'NOT_FOUND', 'Product not found'));
    serveShop(api);
    const gone = `/fete-marqet/old-costume-${crypto.randomUUID()}`;
    openShop(gone);

    expect(await screen.findByRole('alert')).toHaveTextContent(marqetMessages.productUnavailable);
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // Nothing to put in its place: the address stays as it came.
    expect(window.location.pathname).toBe(gone);
    // A 404 is an answer: asked once, not again.
    expect(api.requests('GET /api/products/:id')).toHaveLength(1);
  });

  it.each([
    ['a bare id', () => `/fete-marqet/${FAN.id}`, ''],
    ['an old slug', () => `/fete-marqet/ostrich-fan-${FAN.id}?q=fan`, '?q=fan'],
  ])('replaces %s with the canonical address, query kept', async (_case, arrived, search) => {
    const api = fakeApi().session(null);
    api.on('GET /api/products/:id', () => ({ product: FAN }));
    serveShop(api);
    openShop(arrived());

    await screen.findByRole('region', { name: 'Feather Fan' });
    await waitFor(() => expect(window.location.pathname).toBe(detailPath('product', FAN.id, 'Feather Fan')));
    expect(window.location.pathname).toBe(`/fete-marqet/feather-fan-${FAN.id}`);
    expect(window.location.search).toBe(search);
  });
});
