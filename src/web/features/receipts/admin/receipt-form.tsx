import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { RECEIPT_PAYMENT_METHODS, RECEIPT_STATUSES } from '../../../../shared/constants';
import {
  receiptCreateSchema,
  receiptMessages as texts,
  receiptUpdateSchema,
  RECEIPT_DESCRIPTION_MAX,
  RECEIPT_TITLE_MAX,
  type AdminReceipt,
  type ReceiptCreateInput,
} from '../../../../shared/domains/receipts';
import { todayIn } from '../../../../shared/time';
import { useBoundField } from '../../../components/form/form-context';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormMoneyField } from '../../../components/form/number-fields';
import { editFormOf, ManagerForm } from '../../../components/manager/manager-form';
import { MemberPicker, type PickedMember } from '../../../components/member-picker/member-picker';
import { ItemRows, ScheduleRows, Totals } from './receipt-lines-fields';

const statusOptions = RECEIPT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));
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
    <ManagerForm
      schema={receiptCreateSchema}
      defaultValues={blank()}
      errorFallback={texts.addFailed}
      onSubmit={onSubmit}
      aria-label="Create a receipt"
      submitLabel="Create Receipt"
      loadingText="Creating..."
    >
      <FormMemberField />
      <ReceiptFields />
    </ManagerForm>
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
export const receiptEditForm = editFormOf({
  schema: receiptUpdateSchema,
  values: fromReceipt,
  label: (receipt: AdminReceipt) => `Edit receipt ${receipt.receiptNumber}`,
  errorFallback: texts.updateFailed,
  fields: <ReceiptFields />,
});
