import '../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/fake-api';
import { defineResource } from './resource-page';
import { A, ADMIN, B, e, open, serve, texts, thing, type Thing } from './resource-page-testing';

/** The card page of a searched list, with add, edit, activate, a panel and delete (layouts: resource-page-layouts). */

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

describe('ResourcePage', () => {
  it('shows Loading, then the count and a card per item with its facts; a search asks the server', async () => {
    const api = fakeApi().session(ADMIN);
    const answer = api.hold('GET /api/admin/things');
    serve(api, [A, B]);
    const { user } = open(searched);
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
    const { user } = open(searched);
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
    const { user } = open(searched);
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
    const { user } = open(searched);
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
    const { user } = open(searched);
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
});
