import type { DefaultValues } from 'react-hook-form';
import {
  discountInputSchema,
  type DiscountInput,
  type ManagedDiscount,
  type RestaurantManage,
} from '../../../../shared/domains/restaurant-manage';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { FormNumberField } from '../../../components/form/number-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import { useRestaurantWrite } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const blankDiscount: DefaultValues<DiscountInput> = {
  description: '',
  percentage: undefined,
  termsConditions: '',
  validFrom: '',
  validUntil: '',
  active: true,
};

const discountValues = (d: ManagedDiscount): DefaultValues<DiscountInput> => ({
  description: d.description,
  percentage: d.percentage,
  termsConditions: d.termsConditions,
  validFrom: d.validFrom ?? '',
  validUntil: d.validUntil ?? '',
  active: d.active,
});

/** 'Valid March 1, 2027 – March 31, 2027', 'Valid until …', or nothing for an open window. */
function validity(d: ManagedDiscount): string | null {
  const day = (value: string) => formatLongDate(`${value}T12:00:00`);
  if (d.validFrom && d.validUntil) return `Valid ${day(d.validFrom)} – ${day(d.validUntil)}`;
  if (d.validUntil) return `Valid until ${day(d.validUntil)}`;
  if (d.validFrom) return `Valid from ${day(d.validFrom)}`;
  return null;
}

function DiscountForm({
  defaultValues,
  onSubmit,
  errorFallback,
  submitLabel,
  onCancel,
  label,
}: {
  defaultValues: DefaultValues<DiscountInput>;
  onSubmit: (values: DiscountInput) => Promise<unknown>;
  errorFallback: string;
  submitLabel: string;
  onCancel?: () => void;
  label: string;
}) {
  return (
    <Form
      schema={discountInputSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSubmit(values)}
      errorFallback={errorFallback}
      aria-label={label}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField label="Description" name="description" required autoComplete="off" />
        <FormNumberField label="Percentage" name="percentage" required min={1} max={100} hint="1 to 100" />
        <FormTextField label="Valid from" name="validFrom" type="date" />
        <FormTextField label="Valid until" name="validUntil" type="date" />
      </div>
      <FormTextArea label="Terms and conditions" name="termsConditions" rows={2} />
      <FormCheckbox label="Active (shown on the restaurant's page while valid)" name="active" />
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

/** Discounts: every one, inactive and expired ones too; add, edit one at a time, (de)activate, delete. */
export function DiscountsSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const { edit, done, isEditing } = useSingleEdit();
  const add = useRestaurantWrite(id, (w, input: DiscountInput) => w.addDiscount(id, input));
  const update = useRestaurantWrite(id, (w, v: { discountId: string; input: DiscountInput }) =>
    w.updateDiscount(id, v.discountId, v.input),
  );
  const remove = useRestaurantWrite(id, (w, discountId: string) => w.removeDiscount(id, discountId));

  return (
    <ManageSection title="Discounts" count={detail.discounts.length}>
      <AddPanel label="Add Discount" title="Add a discount">
        {(close) => (
          <DiscountForm
            label="Add a discount"
            defaultValues={blankDiscount}
            errorFallback={t.discountAddFailed}
            submitLabel="Add Discount"
            onSubmit={async (values) => {
              await add.mutateAsync(values);
              close();
            }}
          />
        )}
      </AddPanel>
      {detail.discounts.length === 0 ? <p className="text-sm text-gray-700">{t.noDiscounts}</p> : null}
      <ul className="flex flex-col gap-3">
        {detail.discounts.map((d) => {
          const name = `${d.percentage}% ${d.description}`;
          return (
            <li key={d.id} className="rounded-xl p-3 ring-1 ring-night-900/10">
              {isEditing(d.id) ? (
                <DiscountForm
                  label={`Edit ${name}`}
                  defaultValues={discountValues(d)}
                  errorFallback={t.discountUpdateFailed}
                  submitLabel="Save Changes"
                  onCancel={done}
                  onSubmit={async (input) => {
                    await update.mutateAsync({ discountId: d.id, input });
                    done();
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                    <p className="font-semibold text-night-900">
                      {d.percentage}% off · <span className="font-normal">{d.description}</span>
                    </p>
                    <p className="text-sm text-gray-700">
                      {[validity(d), d.termsConditions].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <ActiveBadge active={d.active} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${name}`}
                    onClick={() => edit(d.id)}
                  >
                    Edit
                  </Button>
                  <ActiveToggle
                    active={d.active}
                    itemName={name}
                    failedMessage={t.discountUpdateFailed}
                    onToggle={(active) =>
                      update.mutateAsync({
                        discountId: d.id,
                        input: { ...discountValues(d), active } as DiscountInput,
                      })
                    }
                  />
                  <DeleteButton
                    itemName={name}
                    message={t.confirmDeleteDiscount}
                    failedMessage={t.discountDeleteFailed}
                    onDelete={() => remove.mutateAsync(d.id)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </ManageSection>
  );
}
