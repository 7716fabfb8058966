import '../../test/dialog-polyfill';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const QUESTION = 'Are you sure you want to delete this receipt, event, product, provider or restaurant?';

function Fixture({
  onConfirm = () => {},
  pending = false,
  error,
}: {
  onConfirm?: () => void;
  pending?: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete event
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Event"
        message={QUESTION}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question as the dialog description and gives focus back on Cancel', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Fixture onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete event' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action on confirm, with a destructive button', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Fixture onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('bg-red-700');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape, but not while the action runs', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Fixture pending />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toBeVisible();

    rerender(<Fixture />);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure inside the dialog as an alert', async () => {
    const user = userEvent.setup();
    render(<Fixture error="Failed to delete event" />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete event');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
