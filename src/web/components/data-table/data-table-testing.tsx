/** The bands table the DataTable tests page, order and search, for its test files only. */
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import type { ListResponse } from '../../../shared/schemas/common';
import { useListState, type ListParams } from '../listing/use-list-query';
import { DataTable, type TableListState } from './data-table';

export interface Band {
  id: string;
  name: string;
  members: number;
}

/** 30 bands, 'Band 01' … 'Band 30', members 30 … 1: name order and member order are opposite. */
export const BANDS: Band[] = Array.from({ length: 30 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Band ${String(i + 1).padStart(2, '0')}`,
  members: 30 - i,
}));

/** What the server would do: search, order, page. */
export function serve(params: ListParams, rows: Band[] = BANDS): ListResponse<Band> {
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

/** The list state of the bands table: ordered by name or members, 10 or 25 rows a page. */
export const useBandsList = () =>
  useListState({ filters: {}, sorts: ['name', 'members'], pageSizes: [10, 25] });

/** The bands table with its columns and texts, showing `query`. */
export function BandsDataTable({
  query,
  list,
}: {
  query: UseQueryResult<ListResponse<Band>>;
  list: TableListState;
}) {
  return (
    <DataTable
      caption="Bands"
      columns={columns}
      query={query}
      list={list}
      loadingLabel="Loading bands..."
      emptyTitle="No bands match"
      errorFallback="Failed to load bands"
      search={{ label: 'Search bands' }}
    />
  );
}

/** `page` at /admin/bands, opened at `path`, with a query client of its own; the router is let go after the test. */
export function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A browser router: the list state starts each change from the address the browser shows (window.location).
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '/admin/bands', element: page }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  onTestFinished(() => router.dispose());
  return router;
}

export const table = () => screen.getByRole('table', { name: 'Bands' });
