import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import * as files from '../../lib/files';
import { ImageForm } from './form-testing';

/*
 * Choosing, previewing and removing an image with the upload stubbed: image-field.test.tsx covers the field's
 * states through the real upload call.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

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
