import '../../test/dialog-polyfill';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import * as files from '../../lib/files';
import { Form } from '../form/form';
import { FormImageField } from '../form/image-field';
import { FormTextField } from '../form/fields';
import { SubmitButton } from '../form/submit-button';
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

describe('ActiveToggle', () => {
  it('says what pressing does, sends the next state, and shows the spec text on failure', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    render(
      <ActiveToggle
        active
        itemName="Soca Brunch"
        onToggle={onToggle}
        failedMessage="Failed to update event"
      />,
    );
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
    render(
      <ActiveToggle
        active={false}
        itemName="Soca Brunch"
        onToggle={onToggle}
        failedMessage="Failed to update event"
      />,
    );
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

  it('asks with the spec text, keeps the dialog open with the failure, and closes once deleted', async () => {
    const user = userEvent.setup();
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Event is in use'))
      .mockResolvedValueOnce(undefined);
    render(
      <DeleteButton
        itemName="Soca Brunch"
        message={QUESTION}
        onDelete={onDelete}
        failedMessage="Failed to delete event"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Soca Brunch' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event is in use')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('shows Deleting... and cannot be dismissed while it runs; a fault shows the spec’s words', async () => {
    const user = userEvent.setup();
    let fail!: (error: unknown) => void;
    const onDelete = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(
      <DeleteButton
        itemName="Soca Brunch"
        message={QUESTION}
        onDelete={onDelete}
        failedMessage="Failed to delete event"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Soca Brunch' }));
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
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteButton itemName="X" message={QUESTION} onDelete={onDelete} failedMessage="Failed" />);
    await user.click(screen.getByRole('button', { name: 'Delete X' }));
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

const schema = z.strictObject({ title: z.string().min(1), imageUrl: z.string().nullable() });

function ImageForm({
  onSubmit,
  imageUrl = null,
}: {
  onSubmit: (v: z.output<typeof schema>) => void;
  imageUrl?: string | null;
}) {
  return (
    <Form
      schema={schema}
      defaultValues={{ title: 'Fete', imageUrl }}
      errorFallback="Failed to add event"
      onSubmit={onSubmit}
    >
      <FormTextField name="title" label="Title" />
      <FormImageField name="imageUrl" label="Event image" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('FormImageField', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'flyer.png', { type: 'image/png' });

  it('uploads a chosen image at once and submits its URL, waiting for an upload still running', async () => {
    const user = userEvent.setup();
    let finish: (upload: files.Upload) => void = () => {};
    vi.spyOn(files, 'uploadFile').mockImplementation(
      () => new Promise<files.Upload>((resolve) => (finish = resolve)),
    );
    const onSubmit = vi.fn();
    render(<ImageForm onSubmit={onSubmit} />);
    await user.upload(screen.getByLabelText('Event image'), png());
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image...');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => finish({ id: 'u1', url: '/media/u1.webp' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Fete', imageUrl: '/media/u1.webp' });
    expect(screen.getByRole('img', { name: 'Current event image' })).toHaveAttribute('src', '/media/u1.webp');
  });

  it('refuses a file that is not an image with the spec text, and keeps the current picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.spyOn(files, 'uploadFile');
    render(<ImageForm onSubmit={vi.fn()} imageUrl="/media/old.webp" />);
    await user.upload(
      screen.getByLabelText('Event image'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Current event image' })).toHaveAttribute(
      'src',
      '/media/old.webp',
    );
  });

  it('shows the server refusal on the field, and Remove image clears the value', async () => {
    const user = userEvent.setup();
    vi.spyOn(files, 'uploadFile').mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many uploads'));
    const onSubmit = vi.fn();
    render(<ImageForm onSubmit={onSubmit} imageUrl="/media/old.webp" />);
    await user.upload(screen.getByLabelText('Event image'), png());
    expect(await screen.findByText('Too many uploads')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Fete', imageUrl: null });
  });

  it('gives two forms with the same field names different input ids', () => {
    render(
      <>
        <ImageForm onSubmit={vi.fn()} />
        <ImageForm onSubmit={vi.fn()} />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Title');
    expect(first!.id).not.toEqual(second!.id);
  });
});
