import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { Button } from '../ui/button';
import { field, fillValid, renderForm } from './form-testing';
import { useFormPending } from './submit-button';

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="secondary" disabled={useFormPending()} onClick={onBack}>
      Back
    </Button>
  );
}

describe('Form, with the answers coming through the API client', () => {
  function renderSignUp() {
    const onBack = vi.fn();
    const { user } = renderForm({
      onSubmit: (values) => api.post('/api/members', values),
      buttons: <BackButton onBack={onBack} />,
    });
    return { onBack, user };
  }

  it('puts a 422 body’s fields on their inputs and the message in the alert', async () => {
    fakeApi().on('POST /api/members', () =>
      apiError(422, 'VALIDATION', 'Please check the highlighted fields', {
        email: 'That email is already registered',
      }),
    );
    const { user } = renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('That email is already registered'),
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
  });

  it('shows an auth-style refusal in its own words and a lost connection as the fallback', async () => {
    const answers = [
      () => json(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    fakeApi().on('POST /api/members', () => answers.shift()!());
    const { user } = renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to save'));
  });

  it('keeps the other buttons that must wait (useFormPending) disabled while the request runs', async () => {
    const server = fakeApi();
    const saving = server.hold('POST /api/members');
    server.on('POST /api/members', () => ({ id: 'm1' }));
    const { onBack, user } = renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saving.requested;
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    saving.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(onBack).not.toHaveBeenCalled();
    expect(server.requests('POST /api/members')[0]!.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret-1',
    });
  });
});
