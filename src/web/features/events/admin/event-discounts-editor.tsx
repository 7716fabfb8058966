import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventDiscountInputSchema,
  eventAdminMessages as texts,
  type AdminEventDetail,
  type AdminEventDiscount,
} from '../../../../shared/domains/event-admin';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { SubCollection } from '../../../components/sub-collection/sub-collection';
import { DateTime } from '../../../components/ui/date-time';
import { eventEndpoints as e } from '../../../endpoints/events';
import { write } from '../../../lib/client';
import { adminEventDetailQuery } from './event-reports-panel';

const discountValues = (d?: AdminEventDiscount) => ({
  code: d?.code ?? '',
  percentage: d?.percentage ?? '',
  description: d?.description ?? '',
  validFrom: d?.validFrom ?? '',
  validUntil: d?.validUntil ?? '',
  active: d?.active ?? true,
});

const discountsOf = (detail: AdminEventDetail) => detail.discounts;

const fields = (
  <div className="grid gap-4 sm:grid-cols-2">
    <FormTextField label="Code" name="code" required autoComplete="off" />
    <FormTextField label="Percentage" name="percentage" type="number" min={1} max={100} step={1} required />
    <FormTextArea label="Description" name="description" rows={2} className="sm:col-span-2" />
    <FormTextField label="Valid From" name="validFrom" type="date" hint="First day it can be used." />
    <FormTextField label="Valid Until" name="validUntil" type="date" hint="Last day it can be used." />
    <FormCheckbox label="Active" name="active" />
  </div>
);

function Discount({ discount }: { discount: AdminEventDiscount }) {
  return (
    <>
      <p className="font-semibold text-night-900">
        {discount.code} · {discount.percentage}% off <ActiveBadge active={discount.active} />
      </p>
      {discount.description ? <p className="text-gray-700">{discount.description}</p> : null}
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
    </>
  );
}

/** The event's discount codes (member-areas.md §3 event_discounts), edited in the events manager. */
export function EventDiscountsEditor({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const query = useQuery({ ...adminEventDetailQuery(eventId), select: discountsOf });
  const queryClient = useQueryClient();
  const of = (discount: AdminEventDiscount) => ({ id: eventId, discountId: discount.id });

  return (
    <section aria-label={`Discount codes of ${eventTitle}`} className="flex flex-col gap-3">
      <h3 className="font-display text-base font-bold text-night-900">Discount codes</h3>
      <SubCollection
        source={{ query, loadingLabel: 'Loading discounts...', failedMessage: texts.loadFailed }}
        layout="rows"
        itemClassName="bg-white text-sm"
        name={(discount) => `discount ${discount.code}`}
        empty="No discount codes yet."
        form={{ schema: eventDiscountInputSchema, fields, values: discountValues, pendingLabel: 'Saving...' }}
        add={{
          placement: 'panel',
          label: 'Add Discount',
          title: 'Add a discount code',
          errorFallback: texts.discountFailed,
          onAdd: (body) => write(queryClient, e.addDiscount, { params: { id: eventId }, body }),
        }}
        edit={{
          submitLabel: 'Save',
          errorFallback: texts.discountFailed,
          onSave: (discount, body) => write(queryClient, e.changeDiscount, { params: of(discount), body }),
        }}
        remove={{
          message: texts.confirmDeleteDiscount,
          failedMessage: texts.discountFailed,
          onRemove: (discount) => write(queryClient, e.deleteDiscount, { params: of(discount) }),
        }}
        flash={{ added: texts.discountAdded, updated: texts.discountUpdated, removed: texts.discountDeleted }}
        render={(discount) => <Discount discount={discount} />}
      />
    </section>
  );
}
