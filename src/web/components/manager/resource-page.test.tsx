import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../shared/contract';
import { webEndpoint } from '../../lib/client';
import { apiError, fakeApi, type FakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { defineResource, ResourcePage } from './resource-page';

const thingSchema = z.object({ id: z.string(), name: z.string(), active: z.boolean() });
type Thing = z.infer<typeof thingSchema>;
const input = z.object({ name: z.string() });
const pageSchema = z.object({
  items: z.array(thingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
/** A test endpoint of the `things` resource. */
const ep = <
  const M extends 'get' | 'post' | 'put' | 'delete',
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  parts: { body?: B; response?: R } = {},
) => webEndpoint(endpoint({ method, path, summary: path, auth: 'admin', resource: 'things', ...parts }));
const e = {
  list: ep('get', '/api/admin/things', { response: pageSchema }),
  whole: ep('get', '/api/admin/things', { response: z.object({ items: z.array(thingSchema) }) }),
  create: ep('post', '/api/admin/things', { body: input, response: thingSchema }),
  update: ep('put', '/api/admin/things/:id', { body: input, response: thingSchema }),
  setActive: ep('put', '/api/admin/things/:id/active', {
    body: z.object({ active: z.boolean() }),
    response: thingSchema,
  }),
  remove: ep('delete', '/api/admin/things/:id', { response: z.object({ deleted: z.boolean() }) }),
  move: ep('post', '/api/admin/things/:id/move', { body: z.object({ direction: z.enum(['up', 'down']) }) }),
};

/** The feature's form: one labelled field and its buttons. */
function ThingForm({
  thing,
  label,
  onSave,
  onCancel,
}: {
  thing?: Thing;
  label: string;
  onSave: (value: { name: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(thing?.name ?? '');
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave({ name });
      }}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

const texts = {
  title: 'Things',
  add: 'Add New Thing',
  addTitle: 'Add a thing',
  loading: 'Loading things...',
  loadFailed: 'Failed to load things. Please try again later.',
  empty: 'No things found',
  updateFailed: 'Failed to update thing',
  deleteFailed: 'Failed to delete thing',
  confirmDelete: 'Are you sure you want to delete this thing?',
  moveFailed: 'Failed to move thing',
};

const searched = defineResource({
  endpoints: { list: e.list, create: e.create, update: e.update, setActive: e.setActive, remove: e.remove },
  texts,
  flash: { added: 'Thing added', updated: 'Thing updated', deleted: 'Thing deleted' },
  icon: 'bag',
  search: { label: 'Search things', placeholder: 'Name', noun: { singular: 'thing', plural: 'things' } },
  name: (thing) => thing.name,
  card: (thing) => ({ facts: <p>{`About ${thing.name}`}</p> }),
  actions: [
    'edit',
    'activate',
    {
      panel: {
        label: () => 'Notes',
        openLabel: 'Hide notes',
        render: (thing) => <p>{`Notes of ${thing.name}`}</p>,
      },
    },
    'delete',
  ],
  savedItem: (thing) => thing,
  addForm: ({ save, close }) => <ThingForm label="Add a thing" onSave={save} onCancel={close} />,
  editForm: (thing, { save, cancel }) => (
    <ThingForm thing={thing} label={`Edit ${thing.name}`} onSave={save} onCancel={cancel} />
  ),
});

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

const thing = (name: string, active = true): Thing => ({ id: name.toLowerCase(), name, active });
const A = thing('Alpha');
const B = thing('Beta');
const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };

function serve(api: FakeApi, rows: Thing[]) {
  return api.on('GET /api/admin/things', ({ query }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const items = rows.filter((row) => row.name.toLowerCase().includes(q));
    return { items, total: items.length, page: 1, pageSize: 12 };
  });
}

const open = (page: ReactNode = <ResourcePage resource={searched} />) =>
  renderPage('/admin/things', { path: '/admin/things', element: page });

describe('ResourcePage', () => {
  it('shows Loading, then the count and a card per item with its facts; a search asks the server', async () => {
    const api = fakeApi().session(ADMIN);
    const answer = api.hold('GET /api/admin/things');
    serve(api, [A, B]);
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    await answer.requested;
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    answer.release();
    const grid = await screen.findByRole('region', { name: 'Things' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Alpha', 'Beta']);
    expect(screen.getByText('Showing 2 things')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Alpha' })).getByText('About Alpha'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'zzz{Enter}');
    expect(await screen.findByText('No things found')).toBeInTheDocument();
    expect(api.requests('GET /api/admin/things').at(-1)!.query.get('q')).toBe('zzz');
  });

  it('shows a failed load in an error box titled Error, and Try Again loads again', async () => {
    const api = fakeApi().session(ADMIN);
    let fail = true;
    api.on('GET /api/admin/things', () =>
      fail ? apiError(500, 'INTERNAL', 'boom') : { items: [A], total: 1, page: 1, pageSize: 12 },
    );
    const { user } = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(texts.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Try Again/ }));
    expect(await screen.findByRole('article', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('adds from the panel: the create is sent, the panel closes and the success message shows', async () => {
    const api = fakeApi().session(ADMIN);
    serve(api, [A]);
    api.on('POST /api/admin/things', ({ body }) => ({ ...thing((body as { name: string }).name) }));
    const { user } = open();
    await screen.findByRole('article', { name: 'Alpha' });
    const toggle = screen.getByRole('button', { name: /Add New Thing/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Add a thing' });
    await user.type(within(form).getByLabelText('Name'), 'Gamma');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing added')).toBeInTheDocument();
    expect(api.requests('POST /api/admin/things')[0]!.body).toEqual({ name: 'Gamma' });
    expect(screen.queryByRole('form', { name: 'Add a thing' })).not.toBeInTheDocument();
  });

  it('edits one item at a time: editing another discards the first, a save updates and says so', async () => {
    const api = fakeApi().session(ADMIN);
    serve(api, [A, B]);
    api.on('PUT /api/admin/things/:id', ({ params, body }) => ({
      ...thing('x'),
      id: params.id!,
      ...(body as object),
    }));
    const { user } = open();
    await screen.findByRole('article', { name: 'Alpha' });
    await user.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    const first = screen.getByRole('form', { name: 'Edit Alpha' });
    await user.type(within(first).getByLabelText('Name'), ' changed');
    // Alpha in edit mode has no actions; Beta's Edit closes Alpha's form and its changes.
    expect(screen.queryByRole('button', { name: 'Deactivate Alpha' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Beta' }));
    expect(screen.queryByRole('form', { name: 'Edit Alpha' })).not.toBeInTheDocument();
    const second = screen.getByRole('form', { name: 'Edit Beta' });
    await user.clear(within(second).getByLabelText('Name'));
    await user.type(within(second).getByLabelText('Name'), 'Bravo');
    const again = api.hold('GET /api/admin/things');
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thing updated')).toBeInTheDocument();
    await again.requested;
    expect(api.requests('PUT /api/admin/things/:id')).toMatchObject([
      { params: { id: 'beta' }, body: { name: 'Bravo' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Beta' })).not.toBeInTheDocument();
    // The answer is the item as it now is: the card shows it before the list has answered again.
    expect(screen.getByRole('article', { name: 'Bravo' })).toBeInTheDocument();
    again.release();
  });

  it('deactivates with the saved answer shown at once, opens a panel, and deletes after the confirmation', async () => {
    const api = fakeApi().session(ADMIN);
    serve(api, [A]);
    api.on('PUT /api/admin/things/:id/active', ({ body }) => ({ ...A, ...(body as object) }));
    api.on('DELETE /api/admin/things/:id', () => ({ deleted: true }));
    const { user } = open();
    const card = await screen.findByRole('article', { name: 'Alpha' });
    const again = api.hold('GET /api/admin/things');
    await user.click(within(card).getByRole('button', { name: 'Deactivate Alpha' }));
    await again.requested;
    // The list has not answered again: the toggle shows the write's answer.
    expect(await within(card).findByRole('button', { name: 'Activate Alpha' })).toBeInTheDocument();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(api.requests('PUT /api/admin/things/:id/active')[0]!.body).toEqual({ active: false });
    again.release();

    const notes = within(card).getByRole('button', { name: 'Notes' });
    expect(notes).toHaveAttribute('aria-expanded', 'false');
    await user.click(notes);
    expect(within(card).getByRole('button', { name: 'Hide notes' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Notes of Alpha')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete Alpha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alpha?' });
    expect(dialog).toHaveTextContent(texts.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
    expect(api.requests('DELETE /api/admin/things/:id')[0]!.params).toEqual({ id: 'alpha' });
  });

  it('loads a whole list in order without search or count; Move is bounded and a failed move says so', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/things', () => ({ items: [A, B] }));
    api.on('POST /api/admin/things/:id/move', () => apiError(500, 'INTERNAL', 'boom'));
    const { user } = open(<ResourcePage resource={ordered} />);
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
    const { user } = open(<ResourcePage resource={tabled} />);
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
    open(<ResourcePage resource={embedded} />);
    expect(await screen.findByRole('article', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to Admin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Alpha' })).toBeInTheDocument();
  });
});
