import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { controlClasses, Field, splitFieldProps, type FieldBaseProps } from './field';

export type TextFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'children'>;

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control: input } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => <input type={type} {...input} {...aria} className={cx(controlClasses)} />}
    </Field>
  );
}
