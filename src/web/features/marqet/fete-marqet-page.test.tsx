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

describe('Fete Marqet’s price range (issue #23)', () => {
  const CROWN = product('Grand Crown', { priceCents: 250_000 });

  it('asks for the whole catalogue by default, and a maximum the member sets counts as a filter', async () => {
    const api = fakeApi().session(null);
    api.on('GET /api/products', ({ query }) => {
      const max = query.has('maxPrice') ? Number(query.get('maxPrice')) * 100 : Infinity;
      const items = [FAN, CROWN].filter((p) => p.priceCents <= max);
      return { items, total: items.length, page: 1, pageSize: 24 };
    });
    const { user } = renderPage('/fete-marqet', { path: '/fete-marqet', element: <FeteMarqetPage /> });

    // A product over $1,000 shows, and no filter is said to be active.
    expect(await screen.findByRole('heading', { name: 'Grand Crown' })).toBeInTheDocument();
    expect(api.requests('GET /api/products')[0]!.query.has('maxPrice')).toBe(false);
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters).toHaveAccessibleName('Filters');
    await user.click(filters);
    expect(screen.getByLabelText('Max price')).toHaveValue(null);
    expect(screen.getByLabelText('Max price')).toHaveAttribute('placeholder', 'No limit');

    await user.type(screen.getByLabelText('Max price'), '1000');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Grand Crown' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 active');
    expect(new URLSearchParams(window.location.search).get('maxPrice')).toBe('1000');

    // Emptying the box removes the limit.
    await user.clear(screen.getByLabelText('Max price'));
    expect(await screen.findByRole('heading', { name: 'Grand Crown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
  });
});

describe('a product without a shop link (issue #23)', () => {
  it('leads to its details in the shop, which say there is no shop yet', async () => {
    const BANGLE = product('Carnival Bangle', { brand: 'Road Gold', externalUrl: null });
    const api = fakeApi().session(null);
    api.on('GET /api/products', () => ({ items: [BANGLE, FAN], total: 2, page: 1, pageSize: 24 }));
    api.on('GET /api/products/:id', () => ({ product: BANGLE }));
    const { user } = renderPage('/fete-marqet', { path: '/fete-marqet/:id?', element: <FeteMarqetPage /> });

    await screen.findByText('Showing 2 products');
    const details = screen.getByRole('link', { name: /^View Details ?: Carnival Bangle/ });
    expect(details).toHaveAttribute('href', detailPath('product', BANGLE.id, BANGLE.name));
    expect(screen.getByRole('link', { name: /^Shop Now ?: Feather Fan/ })).toBeInTheDocument();
    await user.click(details);

    const panel = await screen.findByRole('region', { name: 'Carnival Bangle' });
    expect(within(panel).getByText(marqetMessages.noShopLink('Road Gold'))).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Shop Now/ })).not.toBeInTheDocument();
  });
});
