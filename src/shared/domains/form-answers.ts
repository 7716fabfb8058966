import { z } from 'zod';
import { ANSWER_MAX, formMessages } from './form-messages';
import type { Answer, FormField } from './forms';

/** A member's answers to a custom form: checked against its stored fields, and as they are stored. */

/** An answer as stored: the label as it read when the member submitted, and the value. */
export interface StoredAnswer {
  label: string;
  value: string | string[];
}
export type StoredAnswers = Record<string, StoredAnswer>;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** One answer checked against its field; a message, or the value to store. */
function checkAnswer(field: FormField, value: unknown): { error: string } | { value: string | string[] } {
  const max = ANSWER_MAX[field.type];
  if (field.type === 'checkbox') {
    // A lone checkbox input sends true/false; a group sends the ticked options.
    const chosen = value === true && field.options.length === 1 ? [field.options[0]!] : value;
    if (!Array.isArray(chosen) || chosen.some((o) => typeof o !== 'string'))
      return { error: formMessages.option };
    const unique = [...new Set(chosen as string[])];
    if (unique.some((o) => !field.options.includes(o))) return { error: formMessages.option };
    // Stored in the form's order, whatever order they were ticked in.
    return { value: field.options.filter((o) => unique.includes(o)) };
  }
  const text = asText(value);
  if (text === undefined) {
    if (field.type === 'number') return { error: formMessages.number };
    return { error: field.type === 'select' ? formMessages.option : formMessages.text };
  }
  if (text.length > max) return { error: formMessages.answerLength(max) };
  switch (field.type) {
    case 'email':
      return z.email().safeParse(text).success ? { value: text } : { error: formMessages.email };
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))
        ? { value: text }
        : { error: formMessages.number };
    case 'date':
      return z.iso.date().safeParse(text).success ? { value: text } : { error: formMessages.date };
    case 'select':
      return field.options.includes(text) ? { value: text } : { error: formMessages.option };
    default:
      return { value: text };
  }
}

/**
 * The answers to a stored form: keyed by field id, no other keys; required fields answered (a checkbox group
 * needs one ticked option), values of the field's type, options that exist, lengths within bounds. Parses to
 * what is stored: the label of each answered field at submit time and its value.
 */
export function answersSchema(fields: readonly FormField[]) {
  return z
    .strictObject(Object.fromEntries(fields.map((f) => [f.id, z.unknown().optional()])))
    .superRefine((answers, ctx) => {
      const missing = fields.filter((f) => f.required && isBlank(answers[f.id]));
      const requiredMessage = formMessages.required(missing.map((f) => f.label));
      for (const field of missing)
        ctx.addIssue({ code: 'custom', path: [field.id], message: requiredMessage });
      for (const field of fields) {
        const value = answers[field.id];
        if (isBlank(value)) continue;
        const checked = checkAnswer(field, value);
        if ('error' in checked) ctx.addIssue({ code: 'custom', path: [field.id], message: checked.error });
      }
    })
    .transform((answers): StoredAnswers => {
      const stored: StoredAnswers = {};
      for (const field of fields) {
        const value = answers[field.id];
        if (isBlank(value)) continue;
        const checked = checkAnswer(field, value);
        if ('value' in checked) stored[field.id] = { label: field.label, value: checked.value };
      }
      return stored;
    });
}

/** The fill form's values: `{ answers: { [fieldId]: … } }` (input names `answers.{id}`). */
export const submissionSchemaFor = (fields: readonly FormField[]) =>
  z.strictObject({ answers: answersSchema(fields) });

/**
 * The answers in the order of the form's fields (jsonb keeps no key order), each with the label the member saw;
 * answers to fields removed since then follow.
 */
export function answersOf(data: StoredAnswers, fields: readonly { id: string }[] = []): Answer[] {
  const position = new Map(fields.map((f, i) => [f.id, i]));
  return Object.entries(data)
    .map(([fieldId, answer]) => ({ fieldId, label: answer.label, value: answer.value }))
    .sort(
      (a, b) =>
        (position.get(a.fieldId) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.fieldId) ?? Number.MAX_SAFE_INTEGER),
    );
}
