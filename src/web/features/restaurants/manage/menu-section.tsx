import type { DefaultValues } from 'react-hook-form';
import { menuItemInputSchema, type RestaurantManage } from '../../../../shared/domains/restaurant-manage';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormMoneyField } from '../../../components/form/number-fields';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { SubCollection } from '../../../components/sub-collection/sub-collection';
import { formatCents } from '../../../lib/format';
import { restaurantEndpoints as e } from '../../../endpoints/restaurants';
import { useRestaurantRemoval, useRestaurantWrite, type BodyOf, type ItemOf } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const itemValues = (item?: ItemOf<'menu'>): DefaultValues<BodyOf<typeof e.menu.add>> => ({
  name: item?.name ?? '',
  priceCents: item?.priceCents,
  category: item?.category ?? '',
  description: item?.description ?? '',
  imageUrl: item?.imageUrl ?? null,
  active: item?.active ?? true,
});

const fields = (
  <>
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextField label="Dish name" name="name" required autoComplete="off" />
      <FormMoneyField label="Price (USD)" name="priceCents" required placeholder="0.00" />
      <FormTextField label="Category" name="category" placeholder="Mains, Drinks…" autoComplete="off" />
      <FormImageField name="imageUrl" label="Dish image" previewAlt="Current dish image" />
    </div>
    <FormTextArea label="Description" name="description" rows={2} />
    <FormCheckbox label="Active (shown on the restaurant's page)" name="active" />
  </>
);

/** The menu: every item, inactive ones marked; add, edit one at a time, (de)activate, delete. */
export function MenuSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const add = useRestaurantWrite(id, (w, input: BodyOf<typeof e.menu.add>) => w.addMenuItem(id, input));
  const update = useRestaurantWrite(id, (w, v: { itemId: string; input: BodyOf<typeof e.menu.add> }) =>
    w.updateMenuItem(id, v.itemId, v.input),
  );
  const remove = useRestaurantRemoval(id, 'menu', (w, itemId) => w.removeMenuItem(id, itemId));

  return (
    <ManageSection title="Menu" count={detail.menu.length}>
      <SubCollection
        source={{ items: detail.menu }}
        layout="rows"
        name={(item) => item.name}
        empty={t.noMenu}
        form={{ schema: menuItemInputSchema, fields, values: itemValues, pendingLabel: 'Saving...' }}
        add={{
          placement: 'panel',
          label: 'Add Menu Item',
          title: 'Add a menu item',
          errorFallback: t.menuItemAddFailed,
          onAdd: (input) => add.mutateAsync(input),
        }}
        edit={{
          submitLabel: 'Save Changes',
          errorFallback: t.menuItemUpdateFailed,
          onSave: (item, input) => update.mutateAsync({ itemId: item.id, input }),
        }}
        toggle={{
          failedMessage: t.menuItemUpdateFailed,
          onToggle: (item, active) =>
            update.mutateAsync({
              itemId: item.id,
              input: { ...itemValues(item), imageUrl: undefined, active } as BodyOf<typeof e.menu.add>,
            }),
        }}
        remove={{
          message: t.confirmDeleteMenuItem,
          failedMessage: t.menuItemDeleteFailed,
          onRemove: (item) => remove.mutateAsync(item.id),
        }}
        aside={(item) => <ActiveBadge active={item.active} />}
        render={(item) => (
          <div className="flex items-center gap-3">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={item.name}
                loading="lazy"
                className="h-14 w-14 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <p className="font-semibold text-night-900">
                {item.name}{' '}
                <span className="font-normal text-gray-700">· {formatCents(item.priceCents)}</span>
              </p>
              <p className="text-sm text-gray-700">
                {[item.category, item.description].filter(Boolean).join(' — ')}
              </p>
            </div>
          </div>
        )}
      />
    </ManageSection>
  );
}
