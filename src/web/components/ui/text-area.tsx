import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { controlClasses, Field, type FieldBaseProps } from './field';

export type TextAreaProps = FieldBaseProps & Omit<ComponentProps<'textarea'>, 'children'>;

export function TextArea({
  label,
  error,
  invalid,
  describedBy,
  hint,
  id,
  className,
  rows = 4,
  ...textarea
}: TextAreaProps) {
  return (
    <Field
      id={id ?? textarea.name}
      label={label}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      hint={hint}
      className={className}
    >
      {(aria) => <textarea rows={rows} {...textarea} {...aria} className={cx(controlClasses, 'resize-y')} />}
    </Field>
  );
}
