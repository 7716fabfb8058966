import type { z } from 'zod';
import { cx } from '../../lib/cx';
import type { FormSchema } from '../form/form';
import { ManagerForm } from '../manager/manager-form';
import { ActiveToggle, DeleteButton, EditButton } from '../manager/item-actions';
import { MoveButtons, useMoves } from '../manager/move-buttons';
import { useSingleEdit } from '../manager/use-single-edit';
import { Alert } from '../ui/alert';
import type { SubCollectionProps, SubForm, SubItem } from './sub-collection';

/**
 * The list of a sub-collection: its empty text, or each item with its buttons (or its edit form, one at a time),
 * and a failed move above the list. `said` shows the screen's success message.
 */
export function ItemList<T extends SubItem, S extends FormSchema>({
  items,
  said,
  name,
  render,
  aside,
  layout,
  listLabel,
  itemClassName,
  empty,
  form,
  edit,
  toggle,
  move,
  remove,
  flash,
}: SubCollectionProps<T, S> & { items: readonly T[]; said: (text: string | undefined) => void }) {
  const editor = useSingleEdit();
  const cards = layout === 'cards';
  const moves = useMoves(move?.failedMessage ?? '');

  const actions = (item: T, index: number, itemName: string) => (
    <>
      {edit && form ? <EditButton itemName={itemName} onEdit={() => editor.edit(item.id)} /> : null}
      {move ? (
        <MoveButtons
          index={index}
          count={items.length}
          itemName={itemName}
          disabled={moves.moving}
          onMove={(direction) => moves.move(item.id, () => move.onMove(item, index, direction))}
        />
      ) : null}
      {toggle ? (
        <ActiveToggle
          active={item.active}
          itemName={itemName}
          failedMessage={toggle.failedMessage}
          onToggle={(active) => toggle.onToggle(item, active)}
        />
      ) : null}
      <DeleteButton
        label={remove.label}
        itemName={itemName}
        message={remove.message}
        failedMessage={remove.failedMessage}
        onDelete={async () => {
          await remove.onRemove(item);
          said(flash?.removed);
        }}
      />
    </>
  );

  const entry = (item: T, index: number) => {
    const itemName = name(item, index);
    if (edit && form && editor.isEditing(item.id)) {
      return (
        <ItemForm
          form={form}
          item={item}
          label={`Edit ${itemName}`}
          submitLabel={edit.submitLabel}
          errorFallback={edit.errorFallback}
          onCancel={editor.done}
          onSubmit={async (values) => {
            await edit.onSave(item, values);
            said(flash?.updated);
            editor.done();
          }}
        />
      );
    }
    if (cards) {
      return (
        <>
          {render(item, index, itemName)}
          <div className="flex flex-wrap gap-2">{actions(item, index, itemName)}</div>
        </>
      );
    }
    return (
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">{render(item, index, itemName)}</div>
        {aside?.(item)}
        {actions(item, index, itemName)}
      </div>
    );
  };

  // Cards are an ordered grid (their order is the public's), rows a plain list.
  const List = cards ? 'ol' : 'ul';
  return (
    <>
      {moves.error ? <Alert tone="error">{moves.error.message}</Alert> : null}
      {items.length === 0 ? (
        <p className="text-sm text-gray-700">{empty}</p>
      ) : (
        <List
          aria-label={listLabel}
          className={cards ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              className={cx(
                cards && 'flex flex-col gap-2',
                'rounded-xl p-3 ring-1 ring-night-900/10',
                itemClassName,
              )}
            >
              {entry(item, index)}
            </li>
          ))}
        </List>
      )}
    </>
  );
}

/** An item's form, to add or edit: the feature's inputs, then the submit button and, when editing, Cancel. */
export function ItemForm<T, S extends FormSchema>({
  form,
  item,
  label,
  submitLabel,
  errorFallback,
  onSubmit,
  onCancel,
  className,
}: {
  form: SubForm<T, S>;
  item?: T;
  label: string;
  submitLabel: string;
  errorFallback: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <ManagerForm
      schema={form.schema}
      defaultValues={form.values(item)}
      errorFallback={errorFallback}
      aria-label={label}
      className={className}
      onSubmit={(values) => onSubmit(values)}
      submitLabel={submitLabel}
      loadingText={form.pendingLabel}
      onCancel={onCancel}
    >
      {form.fields}
    </ManagerForm>
  );
}
