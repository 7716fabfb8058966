import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { controlClasses, Field, splitFieldProps, type FieldBaseProps } from './field';

export type TextAreaProps = FieldBaseProps & Omit<ComponentProps<'textarea'>, 'children'>;

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frame, control: textarea } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => <textarea rows={rows} {...textarea} {...aria} className={cx(controlClasses, 'resize-y')} />}
    </Field>
  );
}
