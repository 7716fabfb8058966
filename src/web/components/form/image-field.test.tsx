import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/errors';
import { BUSY_RETRIES } from '../../lib/files';
import { apiError, fakeApi } from '../../test/fake-api';
import { ImageForm } from './form-testing';

/*
 * The image field's states through the real upload call (POST /api/uploads, answered by the fake server):
 * image-field-choose.test.tsx covers choosing, previewing and removing with the upload stubbed.
 */
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'flyer.png', { type: 'image/png' });
/** The server's answer, whole: the client parses it with the upload's response schema. */
const UPLOADED = {
  upload: {
    id: '5b0c7d7e-8f0a-4c1e-9a55-2f1d3c4b5a61',
    purpose: 'image',
    url: '/uploads/u1.webp',
    cardUrl: '/uploads/u1-card.webp',
    contentType: 'image/webp',
    sizeBytes: 2048,
    width: 1200,
    height: 800,
  },
};

function renderImageForm(imageUrl: string | null = null) {
  const onSubmit = vi.fn();
  render(
    <ImageForm
      onSubmit={onSubmit}
      imageUrl={imageUrl}
      image={{ maxBytes: 1024, tooLargeMessage: 'Too big for an event' }}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('FormImageField through the upload API', () => {
  it('while uploading: says so, ties the words to the input, disables it and Remove image, and marks Save busy', async () => {
    const api = fakeApi();
    const upload = api.hold('POST /api/uploads');
    api.on('POST /api/uploads', () => UPLOADED);
    const { user } = renderImageForm('/uploads/old.webp');
    const input = screen.getByLabelText('Event image');

    await user.upload(input, png());
    await upload.requested;
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image...');
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(/Uploading image\.\.\./);
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    // The purpose goes in the address (the server refuses an oversized body before reading it) and the body.
    const [sent] = api.requests('POST /api/uploads');
    expect(sent!.query.get('purpose')).toBe('image');
    expect((sent!.body as FormData).get('purpose')).toBe('image');

    upload.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('img', { name: 'Current event image' })).toHaveAttribute(
      'src',
      '/uploads/u1.webp',
    );
  });

  it('shows the spec’s fallback for a server fault, the client’s words for a lost connection and the server’s for a refusal', async () => {
    const api = fakeApi();
    const answers = [
      () => apiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload an image file'),
    ];
    api.on('POST /api/uploads', () => answers.shift()!());
    const { user } = renderImageForm();
    const input = () => screen.getByLabelText('Event image');

    for (const expected of [
      'Failed to upload image. Please try again.',
      'Unable to reach the server. Please check your connection.',
      'Please upload an image file',
    ]) {
      await user.upload(input(), png());
      await waitFor(() => expect(input()).toHaveAccessibleDescription(expected));
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toBeEnabled();
    }
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('waits out a busy server (503 with Retry-After) and sends the upload again; still busy, says so on the field', async () => {
    const api = fakeApi();
    const busy = () =>
      new Response(JSON.stringify({ error: { code: 'BUSY', message: messages.uploads.memberBusy } }), {
        status: 503,
        // Seconds, as the server says it; 0 so the test need not wait.
        headers: { 'content-type': 'application/json', 'retry-after': '0' },
      });
    const answers = [busy, () => UPLOADED, ...Array.from({ length: BUSY_RETRIES + 1 }, () => busy)];
    api.on('POST /api/uploads', () => answers.shift()!());
    const { user } = renderImageForm();
    const input = () => screen.getByLabelText('Event image');

    await user.upload(input(), png());
    expect(await screen.findByRole('img', { name: 'Current event image' })).toHaveAttribute(
      'src',
      '/uploads/u1.webp',
    );
    expect(api.requests('POST /api/uploads')).toHaveLength(2);

    await user.upload(input(), png());
    await waitFor(() => expect(input()).toHaveAccessibleDescription(messages.uploads.memberBusy));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('POST /api/uploads')).toHaveLength(2 + BUSY_RETRIES + 1);
  });

  it('refuses an image over the limit with the field’s own words, without uploading it', async () => {
    fakeApi();
    const { user, onSubmit } = renderImageForm();
    const big = new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Event image'), big);
    expect(await screen.findByText('Too big for an event')).toBeInTheDocument();
    expect(screen.getByLabelText('Event image')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: the fake server would have failed the test on an unexpected request.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Fete', imageUrl: null });
  });
});
