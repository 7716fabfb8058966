import { SITE } from '../constants';
import type { MyReceipt } from './receipts';

/** A receipt as the plain text file its card downloads (member-areas.md §2), and that file's name. */

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The Download of a receipt card: a plain text file (member-areas.md §2). */
export function receiptText(
  r: Pick<
    MyReceipt,
    | 'receiptNumber'
    | 'receiptDate'
    | 'title'
    | 'description'
    | 'status'
    | 'paymentMethod'
    | 'amountCents'
    | 'amountPaidCents'
    | 'balanceOwedCents'
    | 'paymentDueDate'
    | 'items'
    | 'schedule'
  >,
): string {
  const lines = [
    `${SITE.name} receipt`,
    '',
    `Receipt Number: ${r.receiptNumber}`,
    `Date: ${longDate(r.receiptDate)}`,
    `Title: ${r.title}`,
  ];
  if (r.description) lines.push(`Description: ${r.description}`);
  lines.push(`Status: ${r.status}`, `Payment Method: ${r.paymentMethod}`);
  if (r.paymentDueDate) lines.push(`Payment Due: ${longDate(r.paymentDueDate)}`);
  if (r.items.length) {
    lines.push('', 'Items:');
    for (const item of r.items) {
      lines.push(
        `- ${item.description}: ${item.quantity} x ${usd(item.unitPriceCents)} = ${usd(item.amountCents)}`,
      );
    }
  }
  if (r.schedule.length) {
    lines.push('', 'Payment Schedule:');
    for (const entry of r.schedule) {
      lines.push(`- ${longDate(entry.dueDate)}: ${usd(entry.amountCents)} (${entry.status})`);
    }
  }
  lines.push(
    '',
    `Amount: ${usd(r.amountCents)}`,
    `Amount Paid: ${usd(r.amountPaidCents)}`,
    `Balance Owed: ${usd(r.balanceOwedCents)}`,
    '',
  );
  return lines.join('\n');
}

export const receiptFileName = (receiptNumber: string) => `receipt-${receiptNumber}.txt`;
