import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../shared/contract';
import { listResponseSchema, type ListResponse } from '../../../shared/schemas/common';
import { apiError, fakeApi } from '../../test/fake-api';
import { endpointListQuery, webEndpoint } from '../../lib/client';
import { useListQuery, useListState, type ListParams } from '../listing/use-list-query';
import { Button } from '../ui/button';
import { DataTable } from './data-table';

interface Band {
  id: string;
  name: string;
  members: number;
}

/** 30 bands, 'Band 01' … 'Band 30', members 30 … 1: name order and member order are opposite. */
const BANDS: Band[] = Array.from({ length: 30 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Band ${String(i + 1).padStart(2, '0')}`,
  members: 30 - i,
}));

/** What the server would do: search, order, page. */
function serve(params: ListParams, rows: Band[] = BANDS): ListResponse<Band> {
  const q = String(params.q ?? '').toLowerCase();
  const key = (params.sort ?? 'name') as 'name' | 'members';
  const sign = params.dir === 'desc' ? -1 : 1;
  const found = rows
    .filter((b) => b.name.toLowerCase().includes(q))
    .sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.pageSize ?? 24);
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
}

const columns: ColumnDef<Band, any>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'members', header: 'Members' },
  { id: 'actions', header: 'Actions', cell: ({ row }) => `Edit ${row.original.name}` },
];

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function BandsTable({
  fetcher,
  selectable,
}: {
  fetcher: (params: ListParams) => Promise<ListResponse<Band>>;
  selectable?: boolean;
}) {
  const list = useListState({ filters: {}, sorts: ['name', 'members'], pageSizes: [10, 25] });
  const query = useQuery({ queryKey: ['bands', list.apiParams], queryFn: () => fetcher(list.apiParams) });
  return (
    <>
      <DataTable
        caption="Bands"
        columns={columns}
        query={query}
        list={list}
        getRowId={(band) => band.id}
        loadingLabel="Loading bands..."
        emptyTitle="No bands match"
        errorFallback="Failed to load bands"
        search={{ label: 'Search bands' }}
        selection={
          selectable
            ? {
                rowLabel: (band) => band.name,
                actions: (rows) => <Button onClick={() => deleted(rows)}>Delete selected</Button>,
              }
            : undefined
        }
      />
      <Address />
    </>
  );
}

const deleted = vi.fn();

function renderTable(
  path = '/admin/bands',
  { fetcher = async (params: ListParams) => serve(params), selectable = false } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A browser router: the list state starts each change from the address the browser shows (window.location).
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/admin/bands', element: <BandsTable fetcher={fetcher} selectable={selectable} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  onTestFinished(() => router.dispose());
  return router;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const table = () => screen.getByRole('table', { name: 'Bands' });
const firstCells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('shows a spinner in a busy table, then the rows of the first page', async () => {
    renderTable();
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading bands...');
    expect(await screen.findByRole('cell', { name: 'Band 01' })).toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Members', 'Actions']);
    expect(firstCells()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 30')).toBeInTheDocument();
  });

  it('orders by a header: the address, aria-sort and the rows follow; a second press flips it', async () => {
    const user = userEvent.setup();
    const router = renderTable('/admin/bands?page=2');
    await screen.findByRole('cell', { name: 'Band 11' });
    // Only the columns the server can order by are buttons.
    expect(within(table()).queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    const membersHeader = screen.getByRole('columnheader', { name: 'Members' });
    expect(membersHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(membersHeader).getByRole('button', { name: 'Members' }));
    // A new order starts from page 1, as a new history entry.
    expect(address()).toBe('/admin/bands?sort=members');
    expect(router.state.historyAction).toBe('PUSH');
    expect(membersHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(firstCells()[0]).toBe('Band 30'));

    await user.click(within(membersHeader).getByRole('button', { name: 'Members' }));
    expect(address()).toBe('/admin/bands?sort=members&dir=desc');
    expect(membersHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(firstCells()[0]).toBe('Band 01'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('reads the order from the address', async () => {
    renderTable('/admin/bands?sort=name&dir=desc');
    expect(await screen.findByRole('cell', { name: 'Band 30' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores an order the table does not offer', async () => {
    const fetcher = vi.fn(async (params: ListParams) => serve(params));
    renderTable('/admin/bands?sort=actions&dir=desc', { fetcher });
    expect(await screen.findByRole('cell', { name: 'Band 01' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    for (const th of screen.getAllByRole('columnheader')) expect(th).not.toHaveAttribute('aria-sort');
  });

  it('pages with links and changes the rows per page from the address', async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('cell', { name: 'Band 01' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(address()).toBe('/admin/bands?page=2');
    expect(await screen.findByRole('cell', { name: 'Band 11' })).toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 30')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(address()).toBe('/admin/bands?pageSize=25');
    await waitFor(() => expect(firstCells()).toHaveLength(25));
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Page 1 of 2'),
    ).toBeInTheDocument();
  });

  it('writes the search to the address once typing pauses, replacing the entry', async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn(async (params: ListParams) => serve(params));
    const router = renderTable('/admin/bands?page=3', { fetcher });
    await screen.findByRole('cell', { name: 'Band 21' });
    await user.type(screen.getByRole('searchbox', { name: 'Search bands' }), 'band 0');
    // Not on every key press.
    expect(address()).toBe('/admin/bands?page=3');
    await waitFor(() => expect(address()).toBe('/admin/bands?q=band+0'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(firstCells()).toHaveLength(9));
    expect(fetcher.mock.calls.map(([params]) => params.q)).toEqual([undefined, 'band 0']);
  });

  it('selects rows with labelled checkboxes, counts them and hands them to the actions', async () => {
    deleted.mockClear();
    const user = userEvent.setup();
    renderTable('/admin/bands', { selectable: true });
    await screen.findByRole('cell', { name: 'Band 01' });

    await user.click(screen.getByRole('checkbox', { name: 'Select row Band 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row Band 05' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(deleted).toHaveBeenCalledWith([BANDS[1], BANDS[4]]);

    await user.click(all);
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    // The selection belongs to the rows on screen: another page starts without one.
    await user.click(screen.getByRole('checkbox', { name: 'Select row Band 03' }));
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'Band 11' });
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row Band 11' })).not.toBeChecked();
  });

  it('shows the caller’s empty text, and the first page from a page past the end', async () => {
    renderTable('/admin/bands?q=zouk&page=2');
    expect(await screen.findByText('No bands match')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/admin/bands?q=zouk');
  });

  it('shows a failure with Try Again, which loads the rows', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetcher = async (params: ListParams) => {
      if (fail) throw new Error('Network down');
      return serve(params);
    };
    renderTable('/admin/bands', { fetcher });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bands');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'Band 01' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** A back-office list endpoint of this test's bands (sort, direction, page and page size in its query). */
const bandsList = webEndpoint(
  endpoint({
    method: 'get',
    path: '/api/admin/bands',
    summary: 'Bands, sorted and paged.',
    auth: 'admin',
    query: z.record(z.string(), z.union([z.string(), z.number(), z.undefined()])),
    response: listResponseSchema(z.object({ id: z.string(), name: z.string(), members: z.number() })),
    resource: 'bands',
  }),
);

/** The table as the back office uses it: the list query of the listing kit, over the typed client. */
function ApiBandsTable() {
  const list = useListState({ filters: {}, sorts: ['name', 'members'], pageSizes: [10, 25] });
  const query = useListQuery(endpointListQuery(bandsList, { query: list.apiParams }));
  return (
    <DataTable
      caption="Bands"
      columns={columns}
      query={query}
      list={list}
      getRowId={(band) => band.id}
      loadingLabel="Loading bands..."
      emptyTitle="No bands match"
      errorFallback="Failed to load bands"
      search={{ label: 'Search bands' }}
    />
  );
}

function renderApiTable(path = '/admin/bands') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '/admin/bands', element: <ApiBandsTable /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  onTestFinished(() => router.dispose());
  return userEvent.setup();
}

const toParams = (query: URLSearchParams) => Object.fromEntries(query) as ListParams;

describe('DataTable over the API client', () => {
  it('keeps the rows on screen, the table busy, while the next page loads', async () => {
    const api = fakeApi().on('GET /api/admin/bands', ({ query }) => serve(toParams(query)));
    const user = renderApiTable();
    await screen.findByRole('cell', { name: 'Band 01' });

    const next = api.hold('GET /api/admin/bands');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: /Next/ }),
    );
    await next.requested;
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Band 01' })).toBeInTheDocument();
    expect(within(table()).queryByRole('status')).not.toBeInTheDocument();
    next.release();

    expect(await screen.findByRole('cell', { name: 'Band 11' })).toBeInTheDocument();
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(api.requests('GET /api/admin/bands').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows the server’s words for a refusal and the table’s own for a fault', async () => {
    const answers = [
      apiError(403, 'FORBIDDEN', 'You do not have permission to do that'),
      apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
    ];
    fakeApi().on('GET /api/admin/bands', () => answers.shift());
    const user = renderApiTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to do that');
    // The search box stays, so the person can change what they asked for.
    expect(screen.getByRole('searchbox', { name: 'Search bands' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load bands'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the table’s empty text on the first page without a way to page 1', async () => {
    fakeApi().on('GET /api/admin/bands', () => ({ items: [], total: 0, page: 1, pageSize: 10 }));
    renderApiTable('/admin/bands?q=zouk');
    expect(await screen.findByText('No bands match')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to page 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
