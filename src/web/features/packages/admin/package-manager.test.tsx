import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPackageListSchema } from '../../../../shared/domains/packages';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminPackagesPage from './packages-manager-page';

const ID = (n: number) => `5b7f6c1e-0000-4000-8000-0000000000e${n}`;
const card = (n: number, title: string, form: { title: string; submissions: number } | null) => ({
  id: ID(n),
  kind: 'package',
  title,
  subtitle: '',
  description: '',
  buttonLink: null,
  bgColor: 'red',
  textColor: 'white',
  order: n,
  active: true,
  formId: form ? ID(n + 5) : null,
  formTitle: form?.title ?? null,
  submissionCount: form?.submissions ?? 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const list = adminPackageListSchema.parse({
  items: [
    card(1, 'Jouvert Special', { title: 'Jouvert sign-up', submissions: 37 }),
    card(2, 'Monday Mas', null),
  ],
});

function render() {
  const api = fakeApi().session({ id: 'a1', name: 'Ada Admin', role: 'admin' });
  api.on('GET /api/admin/packages', () => list);
  return {
    api,
    ...renderPage('/admin/packages', { path: '/admin/packages', element: <AdminPackagesPage /> }),
  };
}

describe('the package manager', () => {
  it('names the form and its submissions a delete takes, and waits for the title typed', async () => {
    const { api, user } = render();
    api.on('DELETE /api/admin/packages/:id', (r) => ({ id: r.params.id, deleted: true }));
    await user.click(await screen.findByRole('button', { name: 'Delete Jouvert Special' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this package? Its form “Jouvert sign-up” and its 37 submissions will be deleted too.',
    );
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type “Jouvert Special” to confirm' }),
      'Jouvert',
    );
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /to confirm/ }), ' Special');
    await user.click(remove);
    await screen.findByRole('button', { name: 'Delete Jouvert Special' });
    expect(api.requests('DELETE /api/admin/packages/:id').map((r) => r.query.get('confirm'))).toEqual([
      'Jouvert Special',
    ]);
  });

  it('says beside the card when a move fails', async () => {
    const { api, user } = render();
    api.on('POST /api/admin/packages/:id/move', () =>
      apiError(404, 'NOT_FOUND', 'Package not found or is no longer active'),
    );
    await user.click(await screen.findByRole('button', { name: 'Move Monday Mas up' }));
    const item = screen.getByRole('button', { name: 'Move Monday Mas up' }).closest('li, article')!;
    expect(await within(item as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Package not found or is no longer active',
    );
  });
});
