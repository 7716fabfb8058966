import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from './icon';
import { MessageText } from './message-text';

export interface FieldBaseProps {
  /** Always visible; the accessible name of the control. */
  label: ReactNode;
  /** Error text under the control, tied with aria-describedby. */
  error?: string;
  /** Marks the control invalid without its own text (a form-level alert explains it; pass its id). */
  invalid?: boolean;
  /** Ids of other elements describing the control (e.g. the form's alert). */
  describedBy?: string;
  hint?: ReactNode;
}

export interface ControlAria {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps extends FieldBaseProps {
  id?: string;
  className?: string;
}

/**
 * Splits a field component's props into what the frame (label, hint, error) takes and what goes on the control;
 * the control's name is its id unless one is given.
 */
export function splitFieldProps<P extends FieldFrameProps & { name?: string }>(
  props: P,
): { frame: FieldFrameProps; control: Omit<P, keyof FieldFrameProps> } {
  const { label, error, invalid, describedBy, hint, id, className, ...control } = props;
  return { frame: { id: id ?? control.name, label, error, invalid, describedBy, hint, className }, control };
}

/** Label, hint and error around any control; hands the control its id and aria attributes. */
export function Field({
  id: givenId,
  label,
  error,
  invalid,
  describedBy,
  hint,
  className,
  children,
}: FieldBaseProps & { id?: string; className?: string; children: (aria: ControlAria) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedByIds,
      })}
      <FieldHint id={hintId} hint={hint} />
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-700">
          <Icon name="alertCircle" className="mt-px h-4 w-4" />
          <span>
            <MessageText>{error}</MessageText>
          </span>
        </p>
      ) : null}
    </div>
  );
}

export const controlClasses = cx(
  'block w-full rounded-xl border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-sm',
  'placeholder:text-gray-500 transition-colors',
  'focus:border-sea-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-sea-600 focus-visible:outline-offset-1',
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600',
  'aria-invalid:border-red-600 aria-invalid:bg-red-50/40',
);

/** A control's hint under it, tied to the control by `id` (aria-describedby); nothing without a hint. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-sm text-gray-600">
      {hint}
    </p>
  );
}
