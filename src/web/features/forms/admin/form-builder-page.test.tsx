import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { targetFormSchema } from '../../../../shared/domains/forms';
import { leaveTexts } from '../../../components/ui/unsaved-changes';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { formMessages } from '../messages';
import AdminFormBuilderPage from './form-builder-page';

const RIDE = '5b7f6c1e-0000-4000-8000-0000000000d1';
const target = targetFormSchema.parse({
  target: { id: RIDE, kind: 'ride', title: 'Maracas Run', subtitle: '', active: true },
  form: null,
});

function render() {
  const api = fakeApi().session({ id: 'a1', name: 'Ada Admin', role: 'admin' });
  api.on('GET /api/admin/form-targets/:type/:id', () => target);
  const view = renderPage(`/admin/forms/ride/${RIDE}/create`, {
    path: '/admin/forms/:type/:id/create',
    element: <AdminFormBuilderPage />,
  });
  return { api, ...view };
}

/** A reload or a closed tab: the browser warns when the page cancels beforeunload. */
function reloadWarns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the form builder: unsaved work', () => {
  it('asks before Cancel or the back link drop a typed form; Stay keeps it, Leave goes', async () => {
    const { user } = render();
    const title = await screen.findByRole('textbox', { name: /Form Title/ });
    expect(reloadWarns()).toBe(false);
    await user.type(title, 'Book the Maracas Run');
    expect(reloadWarns()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: leaveTexts.title });
    expect(dialog).toHaveTextContent(formMessages.leaveUnsaved);
    await user.click(within(dialog).getByRole('button', { name: leaveTexts.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Form Title/ })).toHaveValue('Book the Maracas Run');

    await user.click(screen.getByRole('link', { name: /Back to Ride Packages/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: leaveTexts.title })).getByRole('button', {
        name: leaveTexts.leave,
      }),
    );
    expect(await screen.findByText('Left for /admin/rides')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { user } = render();
    await screen.findByRole('textbox', { name: /Form Title/ });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Left for /admin/rides')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without asking once the form is saved', async () => {
    const { api, user } = render();
    api.on('PUT /api/admin/form-targets/:type/:id', () => target);
    const title = await screen.findByRole('textbox', { name: /Form Title/ });
    await user.type(title, 'Book the Maracas Run');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(await screen.findByText('Left for /admin/rides')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The builder's reload warning goes with it (its effect's cleanup, which React may run a moment after the next
    // page is on screen).
    await waitFor(() => expect(reloadWarns()).toBe(false));
  });
});
