import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { Field, splitFieldProps, type FieldBaseProps } from './field';

export type FileFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'children' | 'type' | 'value'>;

/** A native file input (keyboard and screen-reader friendly) with a styled button part. */
export function FileField({ ...props }: FileFieldProps) {
  const { frame, control: input } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          type="file"
          {...input}
          {...aria}
          className={cx(
            'block w-full rounded-xl border border-dashed border-gray-400 bg-white p-2 text-sm text-gray-700',
            'file:mr-3 file:rounded-full file:border-0 file:bg-night-900 file:px-4 file:py-2 file:font-semibold file:text-white',
            'hover:file:bg-night-700 aria-invalid:border-red-600',
          )}
        />
      )}
    </Field>
  );
}
