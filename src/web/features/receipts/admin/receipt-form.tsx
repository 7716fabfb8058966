import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  PAYMENT_SCHEDULE_STATUSES,
  RECEIPT_PAYMENT_METHODS,
  RECEIPT_STATUSES,
} from '../../../../shared/constants';
import {
  receiptCreateSchema,
  receiptMessages as texts,
  receiptTotals,
  receiptUpdateSchema,
  RECEIPT_DESCRIPTION_MAX,
  RECEIPT_ITEM_DESCRIPTION_MAX,
  RECEIPT_TITLE_MAX,
  type AdminReceipt,
  type ReceiptCreateInput,
  type ReceiptUpdateInput,
} from '../../../../shared/domains/receipts';
import { todayIn } from '../../../../shared/time';
import { Form } from '../../../components/form/form';
import { useBoundField } from '../../../components/form/form-context';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormMoneyField, FormNumberField } from '../../../components/form/number-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';
import { MemberPicker, type PickedMember } from '../../../components/member-picker/member-picker';

const statusOptions = RECEIPT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));
const scheduleOptions = PAYMENT_SCHEDULE_STATUSES.map((s) => ({
  value: s,
  label: s[0]!.toUpperCase() + s.slice(1),
}));

/** The items: each with quantity (at least 1) and unit price; the line amount follows. */
function ItemRows() {
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
function ScheduleRows() {
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
function Totals() {
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

function ReceiptFields() {
  return (
    <>
      <FormTextField label="Title" name="title" required maxLength={RECEIPT_TITLE_MAX} autoComplete="off" />
      <FormTextArea label="Description" name="description" rows={2} maxLength={RECEIPT_DESCRIPTION_MAX} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField label="Receipt date" name="receiptDate" type="date" />
        <FormSelectField label="Status" name="status" options={statusOptions} />
        <FormSelectField label="Payment method" name="paymentMethod" options={RECEIPT_PAYMENT_METHODS} />
      </div>
      <ItemRows />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormMoneyField label="Amount paid ($)" name="amountPaidCents" />
        <FormTextField label="Payment due date" name="paymentDueDate" type="date" />
        <FormTextField
          label="Payment link"
          name="paymentLink"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <Totals />
      <ScheduleRows />
      <FormImageField label="Receipt image" name="imageUrl" purpose="receipt" />
    </>
  );
}

/** The member the receipt is for, bound to the form's `userId` (its 422 lands here). */
function FormMemberField() {
  const { setValue } = useFormContext();
  const state = useBoundField('userId');
  const [picked, setPicked] = useState<PickedMember | null>(null);
  return (
    <MemberPicker
      label="Member"
      picked={picked}
      error={state.error}
      onPick={(member) => {
        setPicked(member);
        setValue('userId', member?.id ?? '', { shouldValidate: false, shouldDirty: true });
      }}
    />
  );
}

const blank = () => ({
  userId: '',
  title: '',
  description: '',
  receiptDate: todayIn(),
  status: 'paid' as const,
  paymentMethod: 'Credit Card' as const,
  amountPaidCents: 0,
  paymentDueDate: '',
  paymentLink: '',
  items: [] as { description: string; quantity: number; unitPriceCents: number }[],
  schedule: [],
  imageUrl: null,
});

/** The Create Receipt panel's form. */
export function ReceiptAddForm({ onSubmit }: { onSubmit: (input: ReceiptCreateInput) => Promise<unknown> }) {
  return (
    <Form
      schema={receiptCreateSchema}
      defaultValues={blank()}
      errorFallback={texts.addFailed}
      onSubmit={onSubmit}
      aria-label="Create a receipt"
    >
      <FormMemberField />
      <ReceiptFields />
      <div>
        <SubmitButton loadingText="Creating...">Create Receipt</SubmitButton>
      </div>
    </Form>
  );
}

const fromReceipt = (r: AdminReceipt) => ({
  title: r.title,
  description: r.description,
  receiptDate: r.receiptDate,
  status: r.status,
  paymentMethod: r.paymentMethod,
  amountPaidCents: r.amountPaidCents,
  paymentDueDate: r.paymentDueDate ?? '',
  paymentLink: r.paymentLink ?? '',
  items: r.items.map((i) => ({
    description: i.description,
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
  })),
  schedule: r.schedule.map((e) => ({
    amountCents: e.amountCents,
    dueDate: e.dueDate,
    status: e.status,
    paymentLink: e.paymentLink ?? '',
  })),
  imageUrl: r.imageUrl,
});

/** Inline edit of one receipt; Cancel discards the changes. The member and the number stay. */
export function ReceiptEditForm({
  receipt,
  onSubmit,
  onCancel,
}: {
  receipt: AdminReceipt;
  onSubmit: (input: ReceiptUpdateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <Form
      schema={receiptUpdateSchema}
      defaultValues={fromReceipt(receipt)}
      errorFallback={texts.updateFailed}
      onSubmit={onSubmit}
      aria-label={`Edit receipt ${receipt.receiptNumber}`}
    >
      <ReceiptFields />
      <div className="flex flex-wrap gap-2">
        <SubmitButton loadingText="Saving...">Save</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
