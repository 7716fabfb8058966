import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventDiscountInputSchema,
  eventAdminMessages as texts,
  type EventDiscountInput,
} from '../../../../shared/domains/event-admin';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { AddPanel } from '../../../components/manager/add-panel';
import { DeleteButton } from '../../../components/manager/item-actions';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { adminEventDetailQuery, eventAdminApi, type AdminEventDiscount } from './api';

const discountValues = (d?: AdminEventDiscount) => ({
  code: d?.code ?? '',
  percentage: d?.percentage ?? '',
  description: d?.description ?? '',
  validFrom: d?.validFrom ?? '',
  validUntil: d?.validUntil ?? '',
  active: d?.active ?? true,
});

function DiscountForm({
  discount,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  discount?: AdminEventDiscount;
  label: string;
  submitLabel: string;
  onSubmit: (values: EventDiscountInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  return (
    <Form
      schema={eventDiscountInputSchema}
      defaultValues={discountValues(discount)}
      errorFallback={texts.discountFailed}
      aria-label={label}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField label="Code" name="code" required autoComplete="off" />
        <FormTextField
          label="Percentage"
          name="percentage"
          type="number"
          min={1}
          max={100}
          step={1}
          required
        />
        <FormTextArea label="Description" name="description" rows={2} className="sm:col-span-2" />
        <FormTextField label="Valid From" name="validFrom" type="date" hint="First day it can be used." />
        <FormTextField label="Valid Until" name="validUntil" type="date" hint="Last day it can be used." />
        <FormCheckbox label="Active" name="active" />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton loadingText="Saving...">{submitLabel}</SubmitButton>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** The event's discount codes (member-areas.md §3 event_discounts), edited in the events manager. */
export function EventDiscountsEditor({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const query = useQuery(adminEventDetailQuery(eventId));
  const queryClient = useQueryClient();
  const editor = useSingleEdit();
  const { message, flash } = useFlash();
  const ops = eventAdminApi(queryClient);

  return (
    <section aria-label={`Discount codes of ${eventTitle}`} className="flex flex-col gap-3">
      <h3 className="font-display text-base font-bold text-night-900">Discount codes</h3>
      {message ? <Alert tone="success">{message}</Alert> : null}
      <AddPanel label="Add Discount" title="Add a discount code">
        {(close) => (
          <DiscountForm
            label="Add a discount code"
            submitLabel="Add Discount"
            onSubmit={async (values) => {
              await ops.addDiscount(eventId, values);
              flash(texts.discountAdded);
              close();
            }}
          />
        )}
      </AddPanel>
      <QueryState query={query} loadingLabel="Loading discounts..." failedMessage={texts.loadFailed}>
        {({ discounts }) =>
          discounts.length === 0 ? (
            <p className="text-sm text-gray-700">No discount codes yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {discounts.map((discount) => (
                <li key={discount.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-night-900/10">
                  {editor.isEditing(discount.id) ? (
                    <DiscountForm
                      discount={discount}
                      label={`Edit discount ${discount.code}`}
                      submitLabel="Save"
                      onCancel={editor.done}
                      onSubmit={async (values) => {
                        await ops.saveDiscount(eventId, discount.id, values);
                        flash(texts.discountUpdated);
                        editor.done();
                      }}
                    />
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <div>
                        <p className="font-semibold text-night-900">
                          {discount.code} · {discount.percentage}% off{' '}
                          <ActiveBadge active={discount.active} />
                        </p>
                        {discount.description ? (
                          <p className="text-gray-700">{discount.description}</p>
                        ) : null}
                        <p className="text-gray-600">
                          {discount.validFrom ? (
                            <>
                              From <DateTime date={discount.validFrom} show="date" />{' '}
                            </>
                          ) : null}
                          {discount.validUntil ? (
                            <>
                              until <DateTime date={discount.validUntil} show="date" />
                            </>
                          ) : (
                            'No end date'
                          )}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit discount ${discount.code}`}
                          onClick={() => editor.edit(discount.id)}
                        >
                          Edit
                        </Button>
                        <DeleteButton
                          itemName={`discount ${discount.code}`}
                          message={texts.confirmDeleteDiscount}
                          failedMessage={texts.discountFailed}
                          onDelete={async () => {
                            await ops.deleteDiscount(eventId, discount.id);
                            flash(texts.discountDeleted);
                          }}
                        />
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
