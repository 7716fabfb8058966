import { z } from 'zod';

/** The fields of the forms' bodies: texts (trimmed) and whole numbers, each with the texts of its limits. */

/**
 * A text field that must be filled in: trimmed; `message` when it is missing or blank, `tooLong` past `max`
 * characters (the same `message` unless given).
 */
export const requiredTextField = (message: string, max: number, tooLong: string = message) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A text field that may be left out (the empty text then): trimmed, `tooLong` past `max` characters. */
export const optionalTextField = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().default('');

/** A whole number from `min` to `max`: one `message` for anything else (missing, a fraction, out of range). */
export const wholeNumberField = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The same from a form that sends the number as text ("12"). */
export const wholeNumberTextField = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
