import { useState, type ComponentProps } from 'react';
import { controlClasses, Field, type FieldBaseProps } from './field';

export type PasswordFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'children' | 'type'>;

/** A password input with a Show toggle (aria-pressed) so members can check what they typed. */
export function PasswordField({
  label,
  error,
  invalid,
  describedBy,
  hint,
  id,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
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
      {(aria) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            {...input}
            {...aria}
            className={`${controlClasses} pr-20`}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={aria.id}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-1.5 right-1.5 rounded-lg px-3 text-sm font-semibold text-sea-800 hover:bg-sea-50"
          >
            Show
          </button>
        </div>
      )}
    </Field>
  );
}
