import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { Button } from '../ui/button';

/**
 * A form's repeated rows (a receipt's items, its payment schedule): a framed fieldset with its legend, a line
 * while there are none, each row's inputs (`children(index)`, named `${name}.${index}.…`) with its Remove, then
 * the Add button, which appends `newRow()`. The rows are the form value `name`, a list of objects. `before` goes
 * under the legend (a datalist the rows use); `after(append)` under Add (other ways to add a row).
 */
export function FormRows({
  name,
  legend,
  emptyText,
  addLabel,
  newRow,
  removeLabel,
  gridClassName,
  before,
  after,
  children,
}: {
  name: string;
  legend: string;
  emptyText: string;
  addLabel: string;
  newRow: () => Record<string, unknown>;
  /** Remove's accessible name for a row ("Remove item 2"). */
  removeLabel: (index: number) => string;
  /** The row's columns from the small breakpoint up (`sm:grid-cols-[…]`). */
  gridClassName: string;
  before?: ReactNode;
  after?: (append: (row: Record<string, unknown>) => void) => ReactNode;
  children: (index: number) => ReactNode;
}) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-night-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-night-900">{legend}</legend>
      {before}
      {fields.length === 0 ? <p className="text-sm text-gray-700">{emptyText}</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className={cx('grid items-end gap-2', gridClassName)}>
          {children(index)}
          <Button variant="ghost" size="sm" aria-label={removeLabel(index)} onClick={() => remove(index)}>
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<span aria-hidden="true">+</span>}
          onClick={() => append(newRow())}
        >
          {addLabel}
        </Button>
      </div>
      {after?.(append)}
    </fieldset>
  );
}
