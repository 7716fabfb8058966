import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { FORM_FIELD_TYPES, FORM_SUBMISSION_STATUSES, FORM_TYPES } from '../../../shared/constants';
import { belongsToMember } from './auth';
import { active, belongsTo, oneOf, timestamps } from './columns';

export interface CustomFormField {
  id: string;
  type: (typeof FORM_FIELD_TYPES)[number];
  label: string;
  placeholder?: string;
  required: boolean;
  /** For select and checkbox fields. */
  options?: string[];
  defaultValue?: string | string[] | null;
}

/**
 * Answers keyed by field id, each with the field's label as it read at submit time (a later edit of the form
 * does not rename old answers; the CSV has one column per label across versions). A checkbox group gives the
 * list of ticked options.
 */
export type FormSubmissionData = Record<string, { label: string; value: string | string[] }>;

/**
 * The request form attached to a package or ride package: at most one per (form_type, target_id).
 * `target_id` points into packages or ride_packages by `form_type`, so it has no foreign key; deleting
 * a package deletes its form in the same transaction.
 */
export const customForms = pgTable(
  'custom_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<CustomFormField[]>().notNull().default([]),
    submitButtonText: text('submit_button_text').notNull().default('Submit'),
    formType: text('form_type').notNull(),
    targetId: uuid('target_id').notNull(),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    unique('custom_forms_target_unique').on(t.formType, t.targetId),
    index('custom_forms_updated_idx').on(t.updatedAt),
    check('custom_forms_type_check', oneOf(t.formType, FORM_TYPES)),
    check('custom_forms_fields_check', sql`jsonb_typeof(${t.fields}) = 'array'`),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Deleting a form deletes its submissions (the admin's confirmation says so).
    formId: belongsTo('form_id', () => customForms.id),
    userId: belongsToMember(),
    data: jsonb('data').$type<FormSubmissionData>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    index('form_submissions_user_idx').on(t.userId, t.createdAt),
    check('form_submissions_status_check', oneOf(t.status, FORM_SUBMISSION_STATUSES)),
    check('form_submissions_data_check', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

export type CustomForm = typeof customForms.$inferSelect;
export type NewCustomForm = typeof customForms.$inferInsert;
export type FormSubmission = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
