import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';
import { controlClasses, Field, splitFieldProps, type FieldBaseProps } from './field';

export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Select your territory'. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control: select } = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <div className="relative">
          <select {...select} {...aria} className={cx(controlClasses, 'appearance-none pr-10')}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => {
              const o = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </option>
              );
            })}
          </select>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-gray-600"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      )}
    </Field>
  );
}
