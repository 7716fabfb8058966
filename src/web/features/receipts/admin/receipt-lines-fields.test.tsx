import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInForm } from '../../../components/form/form-testing';
import { formatCents } from '../../../lib/format';
import {
  receiptItemInputSchema,
  receiptMessages,
  scheduleEntryInputSchema,
} from '../../../../shared/domains/receipts';
import { ItemRows, ScheduleRows, Totals } from './receipt-lines-fields';

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

describe('ItemRows and ScheduleRows', () => {
  const lines = z.object({
    items: z.array(receiptItemInputSchema),
    schedule: z.array(scheduleEntryInputSchema),
  });

  it('a missing or $0 price and a $0 payment are required fields left out (admin-back-office.md §5)', async () => {
    const { onSubmit, user } = renderInForm(
      lines,
      { items: [], schedule: [] },
      <>
        <ItemRows />
        <ScheduleRows />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('textbox', { name: /Item 1 description/ }), 'Costume');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    await user.type(screen.getByRole('textbox', { name: /Payment 1 amount/ }), '0');
    await user.type(screen.getByLabelText(/Due date/), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(receiptMessages.itemRequired)).toBeInTheDocument();
    expect(screen.getByText(receiptMessages.paymentRequired)).toBeInTheDocument();
    expect(screen.queryByText(receiptMessages.price)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Unit price/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(receiptMessages.itemRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
