import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldHint } from './field';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export function Checkbox({ label, hint, error, id: givenId, className, ...input }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? input.name ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <input
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-gray-400 accent-carnival-600"
        {...input}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-night-900">
          {label}
        </label>
        <FieldHint id={hintId} hint={hint} />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
