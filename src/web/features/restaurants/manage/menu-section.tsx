import type { DefaultValues } from 'react-hook-form';
import {
  menuItemInputSchema,
  type ManagedMenuItem,
  type MenuItemInput,
  type RestaurantManage,
} from '../../../../shared/domains/restaurant-manage';
import { FormCheckbox, FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { FormImageField } from '../../../components/form/image-field';
import { FormMoneyField } from '../../../components/form/number-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { useSingleEdit } from '../../../components/manager/use-single-edit';
import { Button } from '../../../components/ui/button';
import { formatCents } from '../../../lib/format';
import { useRestaurantWrite } from './manage-api';
import { manageMessages as t } from './manage-messages';
import { ManageSection } from './manage-section';

const blankItem: DefaultValues<MenuItemInput> = {
  name: '',
  priceCents: undefined,
  category: '',
  description: '',
  imageUrl: null,
  active: true,
};

const itemValues = (item: ManagedMenuItem): DefaultValues<MenuItemInput> => ({
  name: item.name,
  priceCents: item.priceCents,
  category: item.category,
  description: item.description,
  imageUrl: item.imageUrl,
  active: item.active,
});

function MenuItemForm({
  defaultValues,
  onSubmit,
  errorFallback,
  submitLabel,
  onCancel,
  label,
}: {
  defaultValues: DefaultValues<MenuItemInput>;
  onSubmit: (values: MenuItemInput) => Promise<unknown>;
  errorFallback: string;
  submitLabel: string;
  onCancel?: () => void;
  label: string;
}) {
  return (
    <Form
      schema={menuItemInputSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSubmit(values)}
      errorFallback={errorFallback}
      aria-label={label}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField label="Dish name" name="name" required autoComplete="off" />
        <FormMoneyField label="Price (USD)" name="priceCents" required placeholder="0.00" />
        <FormTextField label="Category" name="category" placeholder="Mains, Drinks…" autoComplete="off" />
        <FormImageField name="imageUrl" label="Dish image" previewAlt="Current dish image" />
      </div>
      <FormTextArea label="Description" name="description" rows={2} />
      <FormCheckbox label="Active (shown on the restaurant's page)" name="active" />
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

/** The menu: every item, inactive ones marked; add, edit one at a time, (de)activate, delete. */
export function MenuSection({ detail }: { detail: RestaurantManage }) {
  const id = detail.restaurant.id;
  const { edit, done, isEditing } = useSingleEdit();
  const add = useRestaurantWrite(id, (w, input: MenuItemInput) => w.addMenuItem(id, input));
  const update = useRestaurantWrite(id, (w, v: { itemId: string; input: MenuItemInput }) =>
    w.updateMenuItem(id, v.itemId, v.input),
  );
  const remove = useRestaurantWrite(id, (w, itemId: string) => w.removeMenuItem(id, itemId));

  return (
    <ManageSection title="Menu" count={detail.menu.length}>
      <AddPanel label="Add Menu Item" title="Add a menu item">
        {(close) => (
          <MenuItemForm
            label="Add a menu item"
            defaultValues={blankItem}
            errorFallback={t.menuItemAddFailed}
            submitLabel="Add Menu Item"
            onSubmit={async (values) => {
              await add.mutateAsync(values);
              close();
            }}
          />
        )}
      </AddPanel>
      {detail.menu.length === 0 ? <p className="text-sm text-gray-700">{t.noMenu}</p> : null}
      <ul className="flex flex-col gap-3">
        {detail.menu.map((item) => (
          <li key={item.id} className="rounded-xl p-3 ring-1 ring-night-900/10">
            {isEditing(item.id) ? (
              <MenuItemForm
                label={`Edit ${item.name}`}
                defaultValues={itemValues(item)}
                errorFallback={t.menuItemUpdateFailed}
                submitLabel="Save Changes"
                onCancel={done}
                onSubmit={async (input) => {
                  await update.mutateAsync({ itemId: item.id, input });
                  done();
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                {item.imageUrl ? (
                  <img
                    src={item.imageUrl}
                    alt={item.name}
                    loading="lazy"
                    className="h-14 w-14 rounded-lg object-cover"
                  />
                ) : null}
                <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
                  <p className="font-semibold text-night-900">
                    {item.name}{' '}
                    <span className="font-normal text-gray-700">· {formatCents(item.priceCents)}</span>
                  </p>
                  <p className="text-sm text-gray-700">
                    {[item.category, item.description].filter(Boolean).join(' — ')}
                  </p>
                </div>
                <ActiveBadge active={item.active} />
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${item.name}`}
                  onClick={() => edit(item.id)}
                >
                  Edit
                </Button>
                <ActiveToggle
                  active={item.active}
                  itemName={item.name}
                  failedMessage={t.menuItemUpdateFailed}
                  onToggle={(active) =>
                    update.mutateAsync({
                      itemId: item.id,
                      input: { ...itemValues(item), imageUrl: undefined, active } as MenuItemInput,
                    })
                  }
                />
                <DeleteButton
                  itemName={item.name}
                  message={t.confirmDeleteMenuItem}
                  failedMessage={t.menuItemDeleteFailed}
                  onDelete={() => remove.mutateAsync(item.id)}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </ManageSection>
  );
}
