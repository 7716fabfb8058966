import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { centsToDollars, dollarsToCents, FormMoneyField } from './fields';
import { Form } from './form';
import { SubmitButton } from './submit-button';

const schema = z.object({
  priceCents: z.coerce
    .number()
    .int('Please enter a price of 0 or more')
    .min(0, 'Please enter a price of 0 or more'),
});

describe('money in dollars, cents in the form', () => {
  it('reads dollars as cents, blank as 0, and keeps anything else as text', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('20.50')).toBe(2050);
    expect(dollarsToCents(' ')).toBe(0);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('1.234')).toBe('1.234');
    expect(dollarsToCents('-5')).toBe('-5');
    expect(centsToDollars(2050)).toBe('20.50');
    expect(centsToDollars(undefined)).toBe('');
  });

  it('shows the stored cents as dollars and submits what was typed as cents', async () => {
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} defaultValues={{ priceCents: 4500 }} onSubmit={onSubmit} errorFallback="Failed">
        <FormMoneyField label="Price (USD)" name="priceCents" />
        <SubmitButton>Save</SubmitButton>
      </Form>,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Price (USD)');
    expect(input).toHaveValue(45);
    await user.clear(input);
    await user.type(input, '19.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ priceCents: 1999 }, expect.anything());
  });
});
