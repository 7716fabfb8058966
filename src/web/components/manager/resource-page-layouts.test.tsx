import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fake-api';
import { defineResource } from './resource-page';
import { A, ADMIN, B, e, open, serve, texts, thing } from './resource-page-testing';

/** A whole list in order with Move, a table, and a list embedded in another page (cards: resource-page.test). */

const ordered = defineResource({
  endpoints: { list: e.whole, move: e.move },
  texts,
  icon: 'bag',
  name: (thing) => thing.name,
  card: () => ({}),
  actions: ['move'],
});

/** A table: its columns, then Actions (a link of the feature's own, Activate and Delete); a search's own empty text. */
const tabled = defineResource({
  endpoints: { list: e.list, setActive: e.setActive, remove: e.remove },
  texts: { ...texts, noMatch: 'No things match your search' },
  icon: 'bag',
  search: { label: 'Search things', placeholder: 'Name' },
  name: (thing) => thing.name,
  table: {
    caption: 'Things',
    columns: [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }],
  },
  actions: [
    (thing) => <a href={`/admin/things/${thing.id}/edit`}>{`Edit ${thing.name}`}</a>,
    'activate',
    'delete',
  ],
});

/** Part of another page: no frame of its own. */
const embedded = defineResource({ ...ordered, embedded: true, actions: ['delete'] });

describe('ResourcePage', () => {
  it('loads a whole list in order without search or count; Move is bounded and a failed move says so', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/things', () => ({ items: [A, B] }));
    api.on('POST /api/admin/things/:id/move', () => apiError(500, 'INTERNAL', 'boom'));
    const { user } = open(ordered);
    await screen.findByRole('article', { name: 'Alpha' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Beta down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(await screen.findByText(texts.moveFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Beta up' })).toBeEnabled());
    expect(api.requests('POST /api/admin/things/:id/move')[0]!.body).toEqual({ direction: 'down' });
  });

  it('draws a table: the columns, then the actions; a search without results says so in its own words', async () => {
    const api = fakeApi().session(ADMIN);
    serve(api, [A, thing('Beta', false)]);
    api.on('PUT /api/admin/things/:id/active', ({ body }) => ({ ...A, ...(body as object) }));
    const { user } = open(tabled);
    const table = await screen.findByRole('table', { name: 'Things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Actions']);
    const alpha = await within(table).findByRole('row', { name: /Alpha/ });
    expect(within(alpha).getByRole('link', { name: 'Edit Alpha' })).toHaveAttribute(
      'href',
      '/admin/things/alpha/edit',
    );
    expect(within(table).getByRole('button', { name: 'Activate Beta' })).toBeInTheDocument();
    await user.click(within(alpha).getByRole('button', { name: 'Deactivate Alpha' }));
    await waitFor(() =>
      expect(api.requests('PUT /api/admin/things/:id/active')).toMatchObject([
        { params: { id: 'alpha' }, body: { active: false } },
      ]),
    );
    expect(screen.queryByRole('button', { name: /Add New/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'zzz{Enter}');
    expect(await screen.findByText('No things match your search')).toBeInTheDocument();
  });

  it('embedded in another page, it draws no frame of its own', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/things', () => ({ items: [A] }));
    open(embedded);
    expect(await screen.findByRole('article', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to Admin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Alpha' })).toBeInTheDocument();
  });
});
