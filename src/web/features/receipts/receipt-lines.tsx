import type { ReceiptItem, ScheduleEntry } from '../../../shared/domains/receipts';
import { ExternalLink } from '../../components/listing/external-link';
import { formatCents, formatLongDate } from '../../lib/format';

const scheduleWord: Record<ScheduleEntry['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

/** A receipt's itemised details and payment schedule (the admin's View and the member's expanded card). */
export function ReceiptLines({
  receipt,
  headingLevel = 4,
}: {
  receipt: { receiptNumber: string; items: ReceiptItem[]; schedule: ScheduleEntry[] };
  /** The schedule's heading, one level under the receipt's own (a member's card: h3; the manager's: h2). */
  headingLevel?: 3 | 4;
}) {
  const ScheduleHeading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4 text-sm">
      {receipt.items.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <caption className="mb-1 text-left font-semibold text-night-900">Items</caption>
            <thead className="text-xs text-gray-700">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Description
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  Quantity
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-semibold">
                  Unit price
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.items.map((item) => (
                <tr key={item.id} className="border-t border-night-900/10">
                  <td className="py-1.5 pr-2">{item.description}</td>
                  <td className="py-1.5 pr-2 text-right">{item.quantity}</td>
                  <td className="py-1.5 pr-2 text-right">{formatCents(item.unitPriceCents)}</td>
                  <td className="py-1.5 text-right font-semibold">{formatCents(item.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-gray-700">No items listed.</p>
      )}
      {receipt.schedule.length ? (
        <div>
          <ScheduleHeading className="mb-1 font-semibold text-night-900">Payment schedule</ScheduleHeading>
          <ul className="flex flex-col gap-1">
            {receipt.schedule.map((entry, index) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  {formatLongDate(entry.dueDate)}:{' '}
                  <span className="font-semibold">{formatCents(entry.amountCents)}</span> (
                  {scheduleWord[entry.status]})
                </span>
                {entry.paymentLink && entry.status !== 'paid' ? (
                  <ExternalLink href={entry.paymentLink} className="font-semibold text-sea-800 underline">
                    Pay<span className="sr-only">{` payment ${index + 1} of ${receipt.receiptNumber}`}</span>
                  </ExternalLink>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
