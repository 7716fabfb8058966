import '../../test/dialog-polyfill';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { AddPanel } from './add-panel';
import { ActiveToggle, DeleteButton } from './item-actions';
import { MoveButtons } from './move-buttons';
import { useFlash } from './use-flash';
import { useSingleEdit } from './use-single-edit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AddPanel', () => {
  it('opens and closes its form from the toggle, and closes when the form says it is done', async () => {
    const user = userEvent.setup();
    render(
      <AddPanel label="Add New Event" title="Add an event">
        {(close) => (
          <button type="button" onClick={close}>
            Create Event
          </button>
        )}
      </AddPanel>,
    );
    const toggle = screen.getByRole('button', { name: /Add New Event/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Add an event' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Add an event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.queryByRole('region', { name: 'Add an event' })).not.toBeInTheDocument();
  });
});

function EditList() {
  const { edit, done, isEditing } = useSingleEdit();
  return (
    <ul>
      {['a', 'b'].map((id) => (
        <li key={id}>
          {isEditing(id) ? (
            <button type="button" onClick={done}>
              Cancel {id}
            </button>
          ) : (
            <button type="button" onClick={() => edit(id)}>
              Edit {id}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

describe('useSingleEdit', () => {
  it('keeps one item at a time in edit mode', async () => {
    const user = userEvent.setup();
    render(<EditList />);
    await user.click(screen.getByRole('button', { name: 'Edit a' }));
    expect(screen.getByRole('button', { name: 'Cancel a' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit b' }));
    expect(screen.getByRole('button', { name: 'Edit a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel b' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel b' }));
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });
});

/** Soca Brunch's Activate / Deactivate. */
function renderToggle(active: boolean, onToggle: (next: boolean) => Promise<unknown>) {
  render(
    <ActiveToggle
      active={active}
      itemName="Soca Brunch"
      onToggle={onToggle}
      failedMessage="Failed to update event"
    />,
  );
}

describe('ActiveToggle', () => {
  it('says what pressing does, sends the next state, and shows the spec text on failure', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    renderToggle(true, onToggle);
    const button = screen.getByRole('button', { name: 'Deactivate Soca Brunch' });
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update event');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('ActiveToggle while it saves', () => {
  it('is busy and cannot be pressed again, then shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    let refuse!: (error: unknown) => void;
    const onToggle = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    renderToggle(false, onToggle);
    const button = screen.getByRole('button', { name: 'Activate Soca Brunch' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new ApiError(409, 'CONFLICT', 'Add a date before activating')));
    expect(screen.getByRole('alert')).toHaveTextContent('Add a date before activating');
    expect(button).toBeEnabled();
  });
});

describe('DeleteButton', () => {
  const QUESTION = 'Are you sure you want to delete this event?';

  /** Soca Brunch's Delete, pressed: its dialog is open. */
  async function openDelete(onDelete: () => Promise<unknown>) {
    const user = userEvent.setup();
    render(
      <DeleteButton
        itemName="Soca Brunch"
        message={QUESTION}
        onDelete={onDelete}
        failedMessage="Failed to delete event"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Soca Brunch' }));
    return user;
  }

  it('asks with the spec text, keeps the dialog open with the failure, and closes once deleted', async () => {
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Event is in use'))
      .mockResolvedValueOnce(undefined);
    const user = await openDelete(onDelete);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event is in use')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('shows Deleting... and cannot be dismissed while it runs; a fault shows the spec’s words', async () => {
    let fail!: (error: unknown) => void;
    const user = await openDelete(() => new Promise((_, reject) => (fail = reject)));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => fail(new ApiError(500, 'INTERNAL', 'Something went wrong.')));
    expect(screen.getByRole('dialog')).toHaveTextContent('Failed to delete event');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('does nothing when cancelled', async () => {
    const onDelete = vi.fn();
    const user = await openDelete(onDelete);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe('MoveButtons', () => {
  it('disables Move up for the first item and Move down for the last', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { rerender } = render(<MoveButtons index={0} count={2} itemName="Slide 1" onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Move Slide 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Slide 1 down' }));
    expect(onMove).toHaveBeenCalledWith('down');
    rerender(<MoveButtons index={1} count={2} itemName="Slide 2" onMove={onMove} />);
    expect(screen.getByRole('button', { name: 'Move Slide 2 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Slide 2 up' })).toBeEnabled();
  });
});

function Flash() {
  const { message, flash } = useFlash();
  return (
    <>
      <button type="button" onClick={() => flash('Event updated successfully')}>
        Save
      </button>
      {message ? <p role="status">{message}</p> : null}
    </>
  );
}

describe('useFlash', () => {
  it('shows a success message for 3 seconds', () => {
    vi.useFakeTimers();
    render(<Flash />);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Event updated successfully');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
