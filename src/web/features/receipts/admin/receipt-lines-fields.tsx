import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_SCHEDULE_STATUSES } from '../../../../shared/constants';
import { receiptTotals, RECEIPT_ITEM_DESCRIPTION_MAX } from '../../../../shared/domains/receipts';
import { FormSelectField, FormTextField } from '../../../components/form/fields';
import { FormMoneyField, FormNumberField } from '../../../components/form/number-fields';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';

/** The receipt form's repeated rows (items, the payment schedule) and the totals the server will compute. */

const scheduleOptions = PAYMENT_SCHEDULE_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));

/** The items: each with quantity (at least 1) and unit price; the line amount follows. */
export function ItemRows() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const rows = (useWatch({ control, name: 'items' }) ?? []) as {
    quantity?: number;
    unitPriceCents?: number;
  }[];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-night-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-night-900">Items</legend>
      {fields.length === 0 ? <p className="text-sm text-gray-700">No items yet.</p> : null}
      {fields.map((field, index) => {
        const row = rows[index];
        const line =
          Number.isInteger(row?.quantity) && Number.isInteger(row?.unitPriceCents)
            ? row!.quantity! * row!.unitPriceCents!
            : null;
        return (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_6rem_9rem_7rem_auto]">
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
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove item ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<span aria-hidden="true">+</span>}
          onClick={() => append({ description: '', quantity: 1, unitPriceCents: undefined })}
        >
          Add item
        </Button>
      </div>
    </fieldset>
  );
}

/** The payment schedule: instalments with a due date, a status and an optional link of their own. */
export function ScheduleRows() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule' });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-night-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-night-900">Payment schedule</legend>
      {fields.length === 0 ? <p className="text-sm text-gray-700">No scheduled payments.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[9rem_10rem_8rem_1fr_auto]">
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
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove payment ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<span aria-hidden="true">+</span>}
          onClick={() => append({ amountCents: undefined, dueDate: '', status: 'pending', paymentLink: '' })}
        >
          Add payment
        </Button>
      </div>
    </fieldset>
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
      <div>
        <dt className="text-gray-700">Total amount</dt>
        <dd className="text-lg font-bold text-night-900" aria-live="polite">
          {formatCents(amountCents)}
        </dd>
      </div>
      <div>
        <dt className="text-gray-700">Balance owed</dt>
        <dd className="text-lg font-bold text-night-900" aria-live="polite">
          {formatCents(balanceOwedCents)}
        </dd>
      </div>
    </dl>
  );
}
