import { createContext, useContext } from 'react';
import { get, useFormState } from 'react-hook-form';

export interface FormKitState {
  /** Prefix of the form's input ids, so two forms with the same field names (add and edit) never share an id. */
  idPrefix: string;
  /** Id of the form's alert, so inputs it speaks for can point at it. */
  alertId: string;
  /** Text of the form's alert when it shows an error. */
  alertMessage: string | null;
  /**
   * Work an input started that the submit must wait for (an image uploading as soon as it is chosen): the
   * submit waits for every tracked promise, then validates the values as they are then.
   */
  track: (work: Promise<unknown>) => void;
  /** True while tracked work runs. */
  waiting: boolean;
}

export const FormKitContext = createContext<FormKitState | null>(null);

export interface BoundFieldState {
  /** The input's id: unique on the page (the form's prefix and the field's name). */
  id: string;
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
  const id = `${kit.idPrefix}${name}`;
  if (!message) return { id, error: undefined, invalid: false, describedBy: undefined };
  if (message === kit.alertMessage) return { id, error: undefined, invalid: true, describedBy: kit.alertId };
  return { id, error: message, invalid: true, describedBy: undefined };
}

/** An input's props the form owns besides its value: the type every bound input leaves out of its own. */
export type FormOwned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'invalid';

/**
 * What a bound input passes to the design system's input: its id (the caller's, else the form's), its error, and
 * what describes it (the caller's `describedBy` and, when it speaks for this input, the form's alert).
 */
export function useFieldProps(name: string, describedBy?: string, id?: string) {
  const state = useBoundField(name);
  return {
    id: id ?? state.id,
    error: state.error,
    invalid: state.invalid,
    describedBy: [describedBy, state.describedBy].filter(Boolean).join(' ') || undefined,
  };
}
