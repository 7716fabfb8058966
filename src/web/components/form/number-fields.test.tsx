import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormMoneyField, FormNumberField } from './number-fields';
import { renderInForm } from './form-testing';

const schema = z.object({
  priceCents: z
    .number({ error: 'Name and price are required' })
    .int()
    .min(0, 'Please enter a price of 0 or more'),
  percentage: z
    .number({ error: 'Description and percentage are required' })
    .int('Please enter a percentage from 1 to 100')
    .min(1, 'Please enter a percentage from 1 to 100')
    .max(100, 'Please enter a percentage from 1 to 100'),
});

const renderForm = (defaults: { priceCents?: number; percentage?: number } = {}) =>
  renderInForm(
    schema,
    defaults,
    <>
      <FormMoneyField label="Price (USD)" name="priceCents" />
      <FormNumberField label="Percentage" name="percentage" />
    </>,
  );

describe('number and money fields', () => {
  it('say "required" for blank fields, in the schema’s words', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name and price are required');
    expect(screen.getByLabelText('Price (USD)')).toHaveFocus();
    expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription(
      'Description and percentage are required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hand dollars over as cents and percentages as numbers; refuse what is out of range', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Price (USD)'), '-1');
    await user.type(screen.getByLabelText('Percentage'), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a price of 0 or more');
    expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription(
      'Please enter a percentage from 1 to 100',
    );
    await user.clear(screen.getByLabelText('Price (USD)'));
    await user.type(screen.getByLabelText('Price (USD)'), '$12.5');
    await user.clear(screen.getByLabelText('Percentage'));
    await user.type(screen.getByLabelText('Percentage'), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ priceCents: 1250, percentage: 15 });
  });

  it('show a stored amount in dollars', () => {
    renderForm({ priceCents: 150, percentage: 10 });
    expect(screen.getByLabelText('Price (USD)')).toHaveValue('1.50');
    expect(screen.getByLabelText('Percentage')).toHaveValue(10);
  });
});
