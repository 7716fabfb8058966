import '../../test/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/errors';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { RoleSection, SuspensionSection } from './admin/account-actions';
import { DeleteAccountDialog } from './delete-account-dialog';
import { adminUserDetail } from './testing';

const WRONG = messages.reauth.incorrect;
const wrongPassword = () => apiError(422, 'VALIDATION', WRONG, { password: WRONG });

describe('Delete Account asks for the password again', () => {
  it('refuses an empty field without asking the server, shows a wrong password in the dialog, sends the right one', async () => {
    const api = fakeApi();
    let attempts = 0;
    api.on('DELETE /api/members/me', (request) =>
      (request.body as { password: string }).password === 'right-pass'
        ? { id: 'member-1', deleted: true }
        : (attempts++, wrongPassword()),
    );
    const { user } = renderPage('/settings/profile', {
      path: '/settings/profile',
      element: <DeleteAccountDialog open onClose={() => {}} />,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    const password = within(dialog).getByLabelText(messages.reauth.label);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(password).toHaveAccessibleDescription(messages.reauth.required);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('DELETE /api/members/me')).toEqual([]);

    await user.type(password, 'wrong-pass{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG);
    expect(attempts).toBe(1);

    await user.clear(password);
    await user.type(password, 'right-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Left for /')).toBeInTheDocument();
    expect(api.requests('DELETE /api/members/me').map((r) => r.body)).toEqual([
      { password: 'wrong-pass' },
      { password: 'right-pass' },
    ]);
  });
});

describe('the Users page asks the administrator for their password', () => {
  it('Make Administrator opens a dialog and sends the role with the password; a wrong one keeps it open', async () => {
    const api = fakeApi();
    api.on('PUT /api/admin/users/:id/role', (request) =>
      (request.body as { password: string }).password === 'admin-pass'
        ? adminUserDetail({ role: 'admin' })
        : wrongPassword(),
    );
    const { user } = renderPage('/admin/users/member-1', {
      path: '/admin/users/:id',
      element: <RoleSection detail={adminUserDetail()} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Make Administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Administrator' });
    expect(dialog).toHaveAccessibleDescription(/Make Machel Montano an administrator\?/);
    const password = within(dialog).getByLabelText(messages.reauth.label);
    await user.type(password, 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Make Administrator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG);

    // Cancelling forgets what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Make Administrator' }));
    const again = screen.getByRole('dialog', { name: 'Make Administrator' });
    expect(within(again).getByLabelText(messages.reauth.label)).toHaveValue('');
    expect(within(again).queryByRole('alert')).toBeNull();
    await user.type(within(again).getByLabelText(messages.reauth.label), 'admin-pass{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('PUT /api/admin/users/:id/role').map((r) => r.body)).toEqual([
      { role: 'admin', password: 'guess' },
      { role: 'admin', password: 'admin-pass' },
    ]);
  });

  it('Suspend Member: the reason first, then the password in the confirmation', async () => {
    const api = fakeApi();
    api.on('POST /api/admin/users/:id/suspend', () =>
      adminUserDetail({ suspended: true, suspendReason: 'Scalping' }),
    );
    const { user } = renderPage('/admin/users/member-1', {
      path: '/admin/users/:id',
      element: <SuspensionSection detail={adminUserDetail()} />,
    });
    await user.type(await screen.findByLabelText('Reason for suspension'), 'Scalping');
    await user.click(screen.getByRole('button', { name: 'Suspend Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Member' });
    await user.type(within(dialog).getByLabelText(messages.reauth.label), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST /api/admin/users/:id/suspend').map((r) => r.body)).toEqual([
      { reason: 'Scalping', password: 'admin-pass' },
    ]);
  });
});
