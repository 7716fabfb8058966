/** Helpers for asserting error answers; only test files import this. */

/**
 * The `error` of a 422 that refuses on `fields` with one text: code VALIDATION, the text as the message and
 * as each field's message (what a form shows at the top and under each field).
 */
export function validationError(message: string, ...fields: [string, ...string[]]) {
  return { code: 'VALIDATION', message, fields: Object.fromEntries(fields.map((field) => [field, message])) };
}
