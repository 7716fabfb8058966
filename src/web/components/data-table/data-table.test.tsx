import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ListResponse } from '../../../shared/schemas/common';
import type { ListParams } from '../listing/use-list-query';
import { BandsDataTable, renderAt, serve, table, useBandsList, type Band } from './data-table-testing';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function BandsTable({ fetcher }: { fetcher: (params: ListParams) => Promise<ListResponse<Band>> }) {
  const list = useBandsList();
  const query = useQuery({ queryKey: ['bands', list.apiParams], queryFn: () => fetcher(list.apiParams) });
  return (
    <>
      <BandsDataTable query={query} list={list} />
      <Address />
    </>
  );
}

const renderTable = (path = '/admin/bands', { fetcher = async (params: ListParams) => serve(params) } = {}) =>
  renderAt(path, <BandsTable fetcher={fetcher} />);

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
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

  it('shows the caller’s empty text, and the first page from a page past the end', async () => {
    renderTable('/admin/bands?q=zouk&page=2');
    expect(await screen.findByText('No bands match')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/admin/bands?q=zouk');
  });

  it('shows a failure titled Error with Try Again, which loads the rows', async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetcher = async (params: ListParams) => {
      if (fail) throw new Error('Network down');
      return serve(params);
    };
    renderTable('/admin/bands', { fetcher });
    const alert = await screen.findByRole('alert');
    // The spec's error box: titled Error, with the message.
    expect(alert).toHaveTextContent(/^Error\s*Failed to load bands/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'Band 01' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
