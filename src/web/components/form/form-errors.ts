import { ApiError, errorMessage } from '../../lib/api';

/**
 * A failure the submit handler raises itself, in the form's words: a rule zod cannot check in the browser,
 * or a server answer that needs rewording. `fields` name the inputs it concerns.
 */
export class FormError extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

export interface SubmitFailure {
  /** Shown in the form's alert. */
  message: string;
  /** Messages for inputs the form shows (by name); everything else is folded into `message`. */
  fields: Record<string, string>;
}

/**
 * Splits a failed submit into what goes on the inputs and what goes in the form's alert. The server's 422
 * `fields` use dotted paths ('items.0.name'), the same names the inputs are registered with; a key no input
 * has ('_' for the whole body) cannot be shown on a field, so its text joins the alert.
 */
export function describeFailure(
  error: unknown,
  fieldNames: ReadonlySet<string>,
  fallback: string,
): SubmitFailure {
  const message = error instanceof FormError ? error.message : errorMessage(error, fallback) || fallback;
  const given =
    error instanceof FormError || (error instanceof ApiError && error.status === 422)
      ? (error.fields ?? {})
      : {};
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [name, text] of Object.entries(given)) {
    if (fieldNames.has(name)) fields[name] = text;
    else if (text !== message && !unplaced.includes(text)) unplaced.push(text);
  }
  return { message: [message, ...unplaced].join(' '), fields };
}
