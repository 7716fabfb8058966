import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormCheckbox, FormFileField, FormSelectField, FormTextArea } from './fields';
import { imageFileSchema } from './file-schema';
import { renderInForm } from './form-testing';

const schema = z.object({
  territory: z.string().min(1, 'Please fill in all location fields'),
  bio: z.string().max(10, 'Keep it under 10 characters'),
  terms: z.boolean().refine(Boolean, 'Please accept the terms'),
  picture: imageFileSchema(),
});

const renderForm = () =>
  renderInForm(
    schema,
    { territory: '', bio: '', terms: false, picture: null },
    <>
      <FormSelectField
        label="Territory"
        name="territory"
        placeholder="Select your territory"
        options={['Grenada', 'Jamaica']}
      />
      <FormTextArea label="Bio" name="bio" />
      <FormCheckbox label="I accept the terms" name="terms" />
      <FormFileField label="Picture" name="picture" hint="An image less than 30MB." />
    </>,
    'Send',
  );

describe('bound inputs', () => {
  it('tie select, text area, checkbox and file problems to their inputs', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Bio'), 'far too long a bio');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all location fields');
    expect(screen.getByLabelText('Territory')).toHaveAccessibleDescription(
      'Please fill in all location fields',
    );
    expect(screen.getByLabelText('Territory')).toHaveFocus();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Keep it under 10 characters');
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please accept the terms');
    expect(screen.getByLabelText('Picture')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a chosen file at once and hands the form values to onSubmit', async () => {
    const { onSubmit, user } = renderForm();
    const picture = screen.getByLabelText('Picture');
    await user.upload(picture, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    // Checked on choosing, before any submit: on the input only.
    await waitFor(() =>
      expect(picture).toHaveAccessibleDescription('An image less than 30MB. Please upload an image file'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const png = new File([new Uint8Array(100)], 'me.png', { type: 'image/png' });
    await user.upload(picture, png);
    await waitFor(() => expect(picture).not.toHaveAttribute('aria-invalid'));
    await user.selectOptions(screen.getByLabelText('Territory'), 'Grenada');
    await user.type(screen.getByLabelText('Bio'), 'Soca!');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      territory: 'Grenada',
      bio: 'Soca!',
      terms: true,
      picture: png,
    });
  });

  it('refuses an image over the size limit', async () => {
    const { user } = renderForm();
    const picture = screen.getByLabelText('Picture');
    const big = new File(['not really 31MB'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 31 * 1024 * 1024 });
    await user.upload(picture, big);
    await waitFor(() => expect(picture).toHaveAccessibleDescription(/Image size must be less than 30MB/));
  });
});
