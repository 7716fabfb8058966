import { createContext, useContext } from 'react';
import { get, useFormState } from 'react-hook-form';

export interface FormKitState {
  /** Id of the form's alert, so inputs it speaks for can point at it. */
  alertId: string;
  /** Text of the form's alert when it shows an error. */
  alertMessage: string | null;
}

export const FormKitContext = createContext<FormKitState | null>(null);

export interface BoundFieldState {
  /** Text under the input. */
  error: string | undefined;
  /** Invalid without text of its own: the form's alert already says it. */
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * The error state of one input of the surrounding <Form>. A message the form's alert already shows (the
 * spec's 'Please fill in all required fields' on four inputs at once) is not repeated under each input:
 * the input is marked invalid and described by the alert instead.
 */
export function useBoundField(name: string): BoundFieldState {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error(`The input "${name}" must be inside a <Form>`);
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (!message) return { error: undefined, invalid: false, describedBy: undefined };
  if (message === kit.alertMessage) return { error: undefined, invalid: true, describedBy: kit.alertId };
  return { error: message, invalid: true, describedBy: undefined };
}
