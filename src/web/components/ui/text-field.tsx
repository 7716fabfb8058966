import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { controlClasses, Field, type FieldBaseProps } from './field';

export type TextFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'children'>;

export function TextField({
  label,
  error,
  invalid,
  describedBy,
  hint,
  id,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field
      id={id ?? input.name}
      label={label}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      hint={hint}
      className={className}
    >
      {(aria) => <input type={type} {...input} {...aria} className={cx(controlClasses)} />}
    </Field>
  );
}
