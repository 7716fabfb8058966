import type { ReactNode } from 'react';
import { useContext } from 'react';
import { useFormState } from 'react-hook-form';
import { cx } from '../../lib/cx';
import { Button, type ButtonProps } from '../ui/button';
import { FormKitContext } from './form-context';

/** The form's submit button: disabled, with a spinner and `loadingText`, while the submit runs. */
export function SubmitButton({
  busy = false,
  ...props
}: Omit<ButtonProps, 'type' | 'loading'> & {
  /** Keeps the button busy after the submit itself, e.g. while the next page loads. */
  busy?: boolean;
}) {
  const { isSubmitting } = useFormState();
  // While an image uploads the button stays pressable (the submit waits for it) but says so.
  const waiting = useContext(FormKitContext)?.waiting ?? false;
  const busyWhileWaiting = waiting ? { 'aria-busy': true } : {};
  return <Button {...props} {...busyWhileWaiting} type="submit" loading={isSubmitting || busy} />;
}

/** True while the surrounding form's submit runs (for other buttons that must wait, such as Back). */
export function useFormPending(): boolean {
  return useFormState().isSubmitting;
}

/** A form's buttons: its submit (busy while the submit runs) and, when the form can be left, Cancel. */
export function FormActions({
  submitLabel,
  loadingText,
  onCancel,
  className,
}: {
  submitLabel: ReactNode;
  loadingText?: string;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      <SubmitButton loadingText={loadingText}>{submitLabel}</SubmitButton>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
