import type { DefaultValues } from 'react-hook-form';
import { discountInputSchema, type RestaurantManage } from '../../../../shared/domains/restaurant-manage';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormNumberField } from '../../../components/form/number-fields';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { SubCollection } from '../../../components/sub-collection/sub-collection';
import { formatLongDate } from '../../../lib/format';
import { restaurantEndpoints as e } from '../../../endpoints/restaurants';
import { useRestaurantRemoval, useRestaurantWrite, type BodyOf, type ItemOf } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const discountValues = (d?: ItemOf<'discounts'>): DefaultValues<BodyOf<typeof e.discounts.add>> => ({
  description: d?.description ?? '',
  percentage: d?.percentage,
  termsConditions: d?.termsConditions ?? '',
  validFrom: d?.validFrom ?? '',
  validUntil: d?.validUntil ?? '',
  active: d?.active ?? true,
});

/** 'Valid March 1, 2027 – March 31, 2027', 'Valid until …', or nothing for an open window. */
function validity(d: ItemOf<'discounts'>): string | null {
  const day = (value: string) => formatLongDate(`${value}T12:00:00`);
  if (d.validFrom && d.validUntil) return `Valid ${day(d.validFrom)} – ${day(d.validUntil)}`;
  if (d.validUntil) return `Valid until ${day(d.validUntil)}`;
  if (d.validFrom) return `Valid from ${day(d.validFrom)}`;
  return null;
}

const fields = (
  <>
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextField label="Description" name="description" required autoComplete="off" />
      <FormNumberField label="Percentage" name="percentage" required min={1} max={100} hint="1 to 100" />
      <FormTextField label="Valid from" name="validFrom" type="date" />
      <FormTextField label="Valid until" name="validUntil" type="date" />
    </div>
    <FormTextArea label="Terms and conditions" name="termsConditions" rows={2} />
    <FormCheckbox label="Active (shown on the restaurant's page while valid)" name="active" />
  </>
);

/** Discounts: every one, inactive and expired ones too; add, edit one at a time, (de)activate, delete. */
export function DiscountsSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const add = useRestaurantWrite(id, (w, input: BodyOf<typeof e.discounts.add>) => w.addDiscount(id, input));
  const update = useRestaurantWrite(
    id,
    (w, v: { discountId: string; input: BodyOf<typeof e.discounts.add> }) =>
      w.updateDiscount(id, v.discountId, v.input),
  );
  const remove = useRestaurantRemoval(id, 'discounts', (w, discountId) => w.removeDiscount(id, discountId));

  return (
    <ManageSection title="Discounts" count={detail.discounts.length}>
      <SubCollection
        source={{ items: detail.discounts }}
        layout="rows"
        name={(d) => `${d.percentage}% ${d.description}`}
        empty={t.noDiscounts}
        form={{ schema: discountInputSchema, fields, values: discountValues, pendingLabel: 'Saving...' }}
        add={{
          placement: 'panel',
          label: 'Add Discount',
          title: 'Add a discount',
          errorFallback: t.discountAddFailed,
          onAdd: (input) => add.mutateAsync(input),
        }}
        edit={{
          submitLabel: 'Save Changes',
          errorFallback: t.discountUpdateFailed,
          onSave: (d, input) => update.mutateAsync({ discountId: d.id, input }),
        }}
        toggle={{
          failedMessage: t.discountUpdateFailed,
          onToggle: (d, active) =>
            update.mutateAsync({
              discountId: d.id,
              input: { ...discountValues(d), active } as BodyOf<typeof e.discounts.add>,
            }),
        }}
        remove={{
          message: t.confirmDeleteDiscount,
          failedMessage: t.discountDeleteFailed,
          onRemove: (d) => remove.mutateAsync(d.id),
        }}
        aside={(d) => <ActiveBadge active={d.active} />}
        render={(d) => (
          <>
            <p className="font-semibold text-night-900">
              {d.percentage}% off · <span className="font-normal">{d.description}</span>
            </p>
            <p className="text-sm text-gray-700">
              {[validity(d), d.termsConditions].filter(Boolean).join(' · ')}
            </p>
          </>
        )}
      />
    </ManageSection>
  );
}
