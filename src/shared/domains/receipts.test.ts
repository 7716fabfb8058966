// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { isOverdue, receiptFallbackPaymentLink, receiptStatusOf, receiptTotals } from './receipts';
import { receiptText } from './receipt-text';

describe('receipt sums', () => {
  it('totals the items and never lets the balance go below 0', () => {
    const items = [
      { quantity: 1, unitPriceCents: 85_000 },
      { quantity: 2, unitPriceCents: 9_550 },
    ];
    expect(receiptTotals(items, 30_000)).toEqual({ amountCents: 104_100, balanceOwedCents: 74_100 });
    expect(receiptTotals(items, 200_000)).toEqual({ amountCents: 104_100, balanceOwedCents: 0 });
    expect(receiptTotals([], 0)).toEqual({ amountCents: 0, balanceOwedCents: 0 });
  });

  it('is overdue only past the due date with a balance left', () => {
    expect(isOverdue({ paymentDueDate: '2027-01-01', balanceOwedCents: 1 }, '2027-01-02')).toBe(true);
    expect(isOverdue({ paymentDueDate: '2027-01-02', balanceOwedCents: 1 }, '2027-01-02')).toBe(false);
    expect(isOverdue({ paymentDueDate: '2027-01-01', balanceOwedCents: 0 }, '2027-01-02')).toBe(false);
    expect(isOverdue({ paymentDueDate: null, balanceOwedCents: 5 }, '2027-01-02')).toBe(false);
  });

  it('treats an unknown status as paid', () => {
    expect(receiptStatusOf('pending')).toBe('pending');
    expect(receiptStatusOf('refunded')).toBe('paid');
  });

  it("falls back to a message to the site's configured address when a receipt has no payment link", () => {
    expect(receiptFallbackPaymentLink('REC-12345', 'team@fete.test')).toBe(
      'mailto:team@fete.test?subject=Payment%20for%20receipt%20REC-12345',
    );
  });
});

describe('the downloaded text file', () => {
  it('lists the receipt, its items, schedule and sums in dollars', () => {
    const text = receiptText({
      receiptNumber: 'REC-04211',
      receiptDate: '2027-02-08',
      title: 'Carnival costume',
      description: 'Frontline',
      status: 'pending',
      paymentMethod: 'PayPal',
      amountCents: 104_100,
      amountPaidCents: 30_000,
      balanceOwedCents: 74_100,
      paymentDueDate: '2027-02-20',
      items: [
        {
          id: 'a',
          description: 'Costume',
          quantity: 1,
          unitPriceCents: 85_000,
          amountCents: 85_000,
          order: 0,
        },
        {
          id: 'b',
          description: 'Fete ticket',
          quantity: 2,
          unitPriceCents: 9_550,
          amountCents: 19_100,
          order: 1,
        },
      ],
      schedule: [
        { id: 'c', amountCents: 50_000, dueDate: '2027-02-10', status: 'paid', paymentLink: null, order: 0 },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Fete receipt',
      '',
      'Receipt Number: REC-04211',
      'Date: February 8, 2027',
      'Title: Carnival costume',
      'Description: Frontline',
      'Status: pending',
      'Payment Method: PayPal',
      'Payment Due: February 20, 2027',
      '',
      'Items:',
      '- Costume: 1 x $850.00 = $850.00',
      '- Fete ticket: 2 x $95.50 = $191.00',
      '',
      'Payment Schedule:',
      '- February 10, 2027: $500.00 (paid)',
      '',
      'Amount: $1,041.00',
      'Amount Paid: $300.00',
      'Balance Owed: $741.00',
      '',
    ]);
  });
});
