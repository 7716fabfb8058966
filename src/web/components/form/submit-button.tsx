import { useContext } from 'react';
import { useFormState } from 'react-hook-form';
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
