import { useState, type ComponentProps } from 'react';
import { controlClasses, Field, splitFieldProps, type FieldBaseProps } from './field';

export type PasswordFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'children' | 'type'>;

/** A password input with a Show toggle (aria-pressed) so members can check what they typed. */
export function PasswordField({ ...props }: PasswordFieldProps) {
  const { frame, control: input } = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field {...frame}>
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
