import { z } from 'zod';

/** The text fields of the forms' bodies: trimmed, with the texts of their limits. */

/**
 * A text field that must be filled in: trimmed; `message` when it is missing or blank, `tooLong` past `max`
 * characters (the same `message` unless given).
 */
export const requiredTextField = (message: string, max: number, tooLong: string = message) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A text field that may be left out (the empty text then): trimmed, `tooLong` past `max` characters. */
export const optionalTextField = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().default('');
