import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInForm } from '../../../components/form/form-testing';
import { formatCents } from '../../../lib/format';
import { Totals } from './receipt-lines-fields';

const schema = z.object({
  items: z.array(z.object({ quantity: z.number(), unitPriceCents: z.number() })),
  amountPaidCents: z.number(),
});

describe('Totals', () => {
  it('shows the total and the balance of the lines, announced as they change', () => {
    renderInForm(
      schema,
      {
        items: [
          { quantity: 1, unitPriceCents: 85_000 },
          { quantity: 2, unitPriceCents: 9_550 },
        ],
        amountPaidCents: 30_000,
      },
      <Totals />,
    );
    const total = screen.getByText('Total amount').closest('div')!;
    const balance = screen.getByText('Balance owed').closest('div')!;
    expect(within(total).getByText(formatCents(104_100))).toHaveAttribute('aria-live', 'polite');
    expect(within(balance).getByText(formatCents(74_100))).toHaveAttribute('aria-live', 'polite');
  });
});
