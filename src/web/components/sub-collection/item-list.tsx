import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import type { FormSchema } from '../form/form';
import { ActiveToggle, DeleteButton } from '../manager/item-actions';
import { MoveButtons, type MoveDirection } from '../manager/move-buttons';
import { useSingleEdit } from '../manager/use-single-edit';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ItemForm } from './item-form';
import type { SubCollectionProps, SubItem } from './sub-collection';

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
  const [moving, setMoving] = useState(false);
  const [moveFailure, setMoveFailure] = useState<unknown>(null);

  async function moveItem(item: T, index: number, direction: MoveDirection) {
    if (!move) return;
    setMoving(true);
    setMoveFailure(null);
    try {
      await move.onMove(item, index, direction);
    } catch (failure) {
      setMoveFailure(failure);
    } finally {
      setMoving(false);
    }
  }

  const actions = (item: T, index: number, itemName: string) => (
    <>
      {edit && form ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${itemName}`}
          onClick={() => editor.edit(item.id)}
        >
          Edit
        </Button>
      ) : null}
      {move ? (
        <MoveButtons
          index={index}
          count={items.length}
          itemName={itemName}
          disabled={moving}
          onMove={(direction) => void moveItem(item, index, direction)}
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
    if (layout === 'cards') {
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

  const box = `rounded-xl p-3 ring-1 ring-night-900/10 ${itemClassName ?? ''}`;
  return (
    <>
      {moveFailure && move ? (
        <Alert tone="error">{errorMessage(moveFailure, move.failedMessage)}</Alert>
      ) : null}
      {items.length === 0 ? (
        <p className="text-sm text-gray-700">{empty}</p>
      ) : layout === 'cards' ? (
        <ol aria-label={listLabel} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.id} className={`flex flex-col gap-2 ${box}`}>
              {entry(item, index)}
            </li>
          ))}
        </ol>
      ) : (
        <ul aria-label={listLabel} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={item.id} className={box}>
              {entry(item, index)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
