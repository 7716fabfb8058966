import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { FormTextField } from './fields';
import { Form } from './form';
import { FormError } from './form-errors';
import { field, fillValid, renderForm, REQUIRED } from './form-testing';
import { SubmitButton } from './submit-button';

describe('Form', () => {
  it('shows a client-side issue on its field, names it in the alert and focuses the field', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Name'), 'Ana');
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The first problem stands in the alert; the field it belongs to points at it rather than repeating it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Email')).toHaveFocus();
    // Another problem is written under its own field.
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters long',
    );
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).not.toHaveAttribute('aria-describedby');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a message shared by several fields once, and clears each field as it is fixed', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    for (const label of ['Name', 'Email']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(REQUIRED);
    }
    expect(field('Name')).toHaveFocus();

    await user.type(field('Name'), 'Ana');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Email'), 'ana@example.com');
    // Only the password is left: the alert now names its problem.
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    await user.type(field('Password'), 'secret-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the server 422 fields on their inputs and the rest in the alert', async () => {
    const { user } = renderForm({
      onSubmit: () => {
        throw new ApiError(422, 'VALIDATION', 'Please check the highlighted fields', {
          email: 'That email is already registered',
          _: 'Too many fields',
        });
      },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields Too many fields',
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('That email is already registered');
    expect(field('Email')).toHaveFocus();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');

    // Editing the field takes its server error away.
    await user.type(field('Email'), 'm');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s words, a FormError’s words or the fallback in a form-level alert', async () => {
    const failures: unknown[] = [
      new ApiError(409, 'CONFLICT', 'That already exists'),
      new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.'),
      new ApiError(0, 'NETWORK', 'Unable to reach the server. Please check your connection.'),
      new FormError('Failed to create user account'),
    ];
    const { user } = renderForm({
      onSubmit: () => {
        throw failures.shift();
      },
    });
    await fillValid(user);
    const save = screen.getByRole('button', { name: 'Save' });
    for (const expected of [
      'That already exists',
      'Failed to save',
      'Failed to save',
      'Failed to create user account',
    ]) {
      await user.click(save);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      for (const label of ['Name', 'Email', 'Password']) {
        expect(field(label)).not.toHaveAttribute('aria-invalid');
      }
    }
  });

  it('logs an unexpected failure and shows the fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderForm({
      onSubmit: () => {
        throw new TypeError('values.nope is undefined');
      },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(log).toHaveBeenCalledWith(expect.any(TypeError));
    log.mockRestore();
  });

  it('disables the submit button with progress while the submit runs, then shows the success status', async () => {
    let finish!: () => void;
    const { onSubmit, user } = renderForm({
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // A second click while busy sends nothing more.
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Parsed values: the schema trimmed the name.
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secret-1',
    });

    await act(async () => finish());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits from the keyboard with Enter in a field', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved successfully');
  });

  it('shows a failure handed in as it opens', async () => {
    renderForm({
      initialError: new FormError('That email is already registered', {
        email: 'That email is already registered',
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already registered');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('That email is already registered');
    await waitFor(() => expect(field('Email')).toHaveFocus());
  });
  it('names a rule of a whole list of inputs (at least one kept) in the alert', async () => {
    const LIST = 'Please add at least one requirement';
    const listSchema = z.object({
      requirements: z
        .array(z.string())
        .transform((list) => list.filter((r) => r.trim() !== ''))
        .refine((list) => list.length > 0, LIST),
    });
    const onSubmit = vi.fn();
    render(
      <Form
        schema={listSchema}
        defaultValues={{ requirements: ['', ''] }}
        onSubmit={onSubmit}
        errorFallback="x"
      >
        <FormTextField label="Requirement 1" name="requirements.0" />
        <FormTextField label="Requirement 2" name="requirements.1" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(field('Requirement 2'), 'Stamina');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ requirements: ['Stamina'] });
  });
});
