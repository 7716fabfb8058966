import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_SCHEDULE_STATUSES } from '../../../../shared/constants';
import { receiptTotals, RECEIPT_ITEM_DESCRIPTION_MAX } from '../../../../shared/domains/receipts';
import { FormSelectField, FormTextField } from '../../../components/form/fields';
import { FormRows } from '../../../components/form/form-rows';
import { FormMoneyField, FormNumberField } from '../../../components/form/number-fields';
import { formatCents } from '../../../lib/format';

/** The receipt form's repeated rows (items, the payment schedule) and the totals the server will compute. */

const scheduleOptions = PAYMENT_SCHEDULE_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));

/** The items: each with quantity (at least 1) and unit price; the line amount follows. */
export function ItemRows() {
  const rows = (useWatch({ name: 'items' }) ?? []) as {
    quantity?: number;
    unitPriceCents?: number;
  }[];
  return (
    <FormRows
      name="items"
      legend="Items"
      emptyText="No items yet."
      addLabel="Add item"
      newRow={() => ({ description: '', quantity: 1, unitPriceCents: undefined })}
      removeLabel={(index) => `Remove item ${index + 1}`}
      gridClassName="sm:grid-cols-[1fr_6rem_9rem_7rem_auto]"
    >
      {(index) => {
        const row = rows[index];
        const line =
          Number.isInteger(row?.quantity) && Number.isInteger(row?.unitPriceCents)
            ? row!.quantity! * row!.unitPriceCents!
            : null;
        return (
          <>
            <FormTextField
              label={`Item ${index + 1} description`}
              name={`items.${index}.description`}
              maxLength={RECEIPT_ITEM_DESCRIPTION_MAX}
              autoComplete="off"
              required
            />
            <FormNumberField label="Quantity" name={`items.${index}.quantity`} min={1} required />
            <FormMoneyField label="Unit price ($)" name={`items.${index}.unitPriceCents`} required />
            <p className="pb-2 text-sm">
              <span className="block text-xs text-gray-700">Amount</span>
              <span className="font-semibold">{line === null ? '—' : formatCents(line)}</span>
            </p>
          </>
        );
      }}
    </FormRows>
  );
}

/** The payment schedule: instalments with a due date, a status and an optional link of their own. */
export function ScheduleRows() {
  return (
    <FormRows
      name="schedule"
      legend="Payment schedule"
      emptyText="No scheduled payments."
      addLabel="Add payment"
      newRow={() => ({ amountCents: undefined, dueDate: '', status: 'pending', paymentLink: '' })}
      removeLabel={(index) => `Remove payment ${index + 1}`}
      gridClassName="sm:grid-cols-[9rem_10rem_8rem_1fr_auto]"
    >
      {(index) => (
        <>
          <FormMoneyField
            label={`Payment ${index + 1} amount ($)`}
            name={`schedule.${index}.amountCents`}
            required
          />
          <FormTextField label="Due date" name={`schedule.${index}.dueDate`} type="date" required />
          <FormSelectField label="Status" name={`schedule.${index}.status`} options={scheduleOptions} />
          <FormTextField
            label="Payment link"
            name={`schedule.${index}.paymentLink`}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        </>
      )}
    </FormRows>
  );
}

/** Total and balance as the server will store them (it computes them again; the form never sends them). */
export function Totals() {
  const { control } = useFormContext();
  const items = (useWatch({ control, name: 'items' }) ?? []) as {
    quantity?: number;
    unitPriceCents?: number;
  }[];
  const paid = useWatch({ control, name: 'amountPaidCents' }) as number | undefined;
  const valid = items.filter((i) => Number.isInteger(i.quantity) && Number.isInteger(i.unitPriceCents));
  const { amountCents, balanceOwedCents } = receiptTotals(
    valid as { quantity: number; unitPriceCents: number }[],
    Number.isInteger(paid) ? paid! : 0,
  );
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl bg-gray-50 p-4 text-sm sm:w-fit sm:grid-cols-2">
      <LiveTotal term="Total amount" cents={amountCents} />
      <LiveTotal term="Balance owed" cents={balanceOwedCents} />
    </dl>
  );
}

/** One total under the lines, announced as it changes. */
function LiveTotal({ term, cents }: { term: string; cents: number }) {
  return (
    <div>
      <dt className="text-gray-700">{term}</dt>
      <dd className="text-lg font-bold text-night-900" aria-live="polite">
        {formatCents(cents)}
      </dd>
    </div>
  );
}
