import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../shared/contract';
import { listResponseSchema } from '../../../shared/schemas/common';
import { apiError, fakeApi } from '../../test/fake-api';
import { endpointListQuery, webEndpoint } from '../../lib/client';
import { useListQuery, type ListParams } from '../listing/use-list-query';
import { BandsDataTable, renderAt, serve, table, useBandsList } from './data-table-testing';

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
  const list = useBandsList();
  const query = useListQuery(endpointListQuery(bandsList, { query: list.apiParams }));
  return <BandsDataTable query={query} list={list} />;
}

function renderApiTable(path = '/admin/bands') {
  renderAt(path, <ApiBandsTable />);
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
