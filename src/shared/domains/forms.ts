import { z } from 'zod';
import { FORM_FIELD_TYPES, FORM_SUBMISSION_STATUSES, FORM_TYPES } from '../constants';
import {
  instantString,
  itemsSchema,
  listQuerySchema,
  listResponseSchema,
  optionalChoice,
} from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import {
  ANSWER_MAX,
  DEFAULT_SUBMIT_TEXT,
  FIELDS_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  LABEL_MAX,
  OPTION_MAX,
  OPTIONS_MAX,
  SUBMIT_TEXT_MAX,
  formMessages,
} from './form-messages';
import { isAdmin, isSignedIn, seesInactive, type MaybeViewer } from './viewer';

/**
 * Custom forms: administrators build them and read every submission (and see inactive forms); a member fills an
 * active form and reads their own submissions, and no one else's (they do not exist for them: 404).
 */
export const formPolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
  seeInactive: (viewer: MaybeViewer) => seesInactive(viewer),
  readOwn: (viewer: MaybeViewer, submission: { userId: string | null }) =>
    isSignedIn(viewer) && submission.userId === viewer.id,
};

/**
 * Custom forms of packages and rides: the builder (/admin/forms/{type}/{id}/create|edit), the list
 * (/admin/forms), members filling them (/form/{type}/{id}), the submissions (/admin/forms/{id}/submissions)
 * and the member's own (dashboard, Forms Status). The answers are checked against the stored form by
 * `answersSchema(fields)`, on the server and in the browser alike.
 */

export type FormType = (typeof FORM_TYPES)[number];
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export type SubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number];

export * from './form-messages';

/** Field ids are names of inputs (`answers.{id}`): a letter first, so they never read as array indexes. */
export const fieldIdSchema = z
  .string({ error: formMessages.fieldId })
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, formMessages.fieldId);

/** One per line in the builder: trimmed, blanks dropped, repeats dropped. */
export const cleanOptions = (options: readonly string[]): string[] => [
  ...new Set(options.map((o) => o.trim()).filter((o) => o.length > 0)),
];

const hasOptions = (type: FormFieldType) => type === 'select' || type === 'checkbox';

export const formFieldSchema = z
  .strictObject({
    id: fieldIdSchema,
    type: z.enum(FORM_FIELD_TYPES, { error: formMessages.fieldType }),
    label: requiredTextField(formMessages.labelRequired, LABEL_MAX, formMessages.labelLength),
    placeholder: z.string().trim().max(LABEL_MAX).optional().default(''),
    required: z.boolean().optional().default(false),
    options: z
      .array(z.string().max(OPTION_MAX))
      .max(OPTIONS_MAX, formMessages.tooManyOptions)
      .optional()
      .default([])
      .transform(cleanOptions),
    defaultValue: z
      .union([z.string().max(ANSWER_MAX.textarea), z.array(z.string().max(OPTION_MAX)).max(OPTIONS_MAX)])
      .nullable()
      .optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.selectOption });
    if (field.type === 'checkbox' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.checkboxOption });
  })
  .transform((field) => ({
    ...field,
    // The placeholder means nothing on a checkbox group; options only on dropdowns and checkboxes.
    placeholder: field.type === 'checkbox' ? '' : field.placeholder,
    options: hasOptions(field.type) ? field.options : [],
    defaultValue: field.defaultValue ?? null,
  }));
export type FormField = z.output<typeof formFieldSchema>;

/** PUT /api/admin/form-targets/:type/:id: creates the item's form or updates it, and links the item to it. */
export const formSaveSchema = z
  .strictObject({
    title: requiredTextField(formMessages.titleRequired, FORM_TITLE_MAX, formMessages.titleLength),
    description: optionalTextField(FORM_DESCRIPTION_MAX, formMessages.descriptionLength),
    submitButtonText: z
      .string()
      .trim()
      .max(SUBMIT_TEXT_MAX, formMessages.submitTextLength)
      .optional()
      .transform((text) => text || DEFAULT_SUBMIT_TEXT),
    active: z.boolean().optional().default(true),
    fields: z
      .array(formFieldSchema, { error: formMessages.atLeastOneField })
      .min(1, formMessages.atLeastOneField)
      .max(FIELDS_MAX, formMessages.tooManyFields),
  })
  .superRefine((form, ctx) => {
    const ids = new Set<string>();
    const labels = new Set<string>();
    form.fields.forEach((field, index) => {
      if (ids.has(field.id))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: formMessages.fieldIdTaken });
      const label = field.label.toLowerCase();
      // The CSV has one column per label: two fields may not share one.
      if (labels.has(label))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'label'], message: formMessages.labelTaken });
      ids.add(field.id);
      labels.add(label);
    });
  });
export type FormSaveInput = z.input<typeof formSaveSchema>;
export type FormSave = z.output<typeof formSaveSchema>;

/** POST /api/forms/:type/:id/submissions: the shape; the service checks it against the stored form. */
export const submissionBodySchema = z.strictObject({
  answers: z.record(
    fieldIdSchema,
    z.union([
      z.string().max(ANSWER_MAX.textarea),
      z.number(),
      z.boolean(),
      z.array(z.string().max(OPTION_MAX)).max(OPTIONS_MAX),
      z.null(),
    ]),
  ),
});

/** PATCH /api/admin/form-submissions/:id */
export const statusChangeSchema = z.strictObject({
  status: z.enum(FORM_SUBMISSION_STATUSES, { error: formMessages.status }),
});

/** GET /api/admin/forms: search over title and description, type All / Packages / Rides. */
export const formListQuerySchema = listQuerySchema.extend({
  type: optionalChoice(FORM_TYPES, formMessages.type),
});
export type FormListQuery = z.infer<typeof formListQuerySchema>;

/** GET /api/admin/forms/:id/submissions: search over submission id, member id, member name, any answer. */
export const submissionQuerySchema = listQuerySchema;
export type SubmissionQuery = z.infer<typeof submissionQuerySchema>;

const formFieldOutSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  defaultValue: z.union([z.string(), z.array(z.string())]).nullable(),
});

export const customFormSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  fields: z.array(formFieldOutSchema),
  submitButtonText: z.string(),
  formType: z.enum(FORM_TYPES),
  targetId: z.uuid(),
  active: z.boolean(),
  createdAt: instantString,
  updatedAt: instantString,
});
export type CustomFormDto = z.infer<typeof customFormSchema>;

export const formTargetSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FORM_TYPES),
  title: z.string(),
  subtitle: z.string(),
  active: z.boolean(),
});

/** The builder's and the fill page's answer: the item and its form (null when it has none the viewer may use). */
export const targetFormSchema = z.object({ target: formTargetSchema, form: customFormSchema.nullable() });
export type TargetForm = z.infer<typeof targetFormSchema>;

export const formListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  formType: z.enum(FORM_TYPES),
  targetId: z.uuid(),
  targetTitle: z.string().nullable(),
  active: z.boolean(),
  fieldCount: z.number().int(),
  submissionCount: z.number().int(),
  updatedAt: instantString,
});
export type FormListItem = z.infer<typeof formListItemSchema>;
export const formListSchema = listResponseSchema(formListItemSchema);
export type FormList = z.infer<typeof formListSchema>;

export const answerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});
export type Answer = z.infer<typeof answerSchema>;

export const adminSubmissionSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  createdAt: instantString,
  answers: z.array(answerSchema),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const submissionPageSchema = listResponseSchema(adminSubmissionSchema).extend({
  form: customFormSchema,
});
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const submissionCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  createdAt: instantString,
});

/** The member's own submissions (dashboard, Forms Status). */
export const mySubmissionSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  formTitle: z.string(),
  formType: z.enum(FORM_TYPES),
  status: z.enum(FORM_SUBMISSION_STATUSES),
  createdAt: instantString,
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
export const mySubmissionListSchema = itemsSchema(mySubmissionSchema);
export const mySubmissionDetailSchema = mySubmissionSchema.extend({ answers: z.array(answerSchema) });
export type MySubmissionDetail = z.infer<typeof mySubmissionDetailSchema>;

/** Status colours of the dashboard (member-areas.md §4), always shown with the status's name. */
export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'grey';
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'processed':
    case 'reviewing':
    case 'interviewed':
      return 'blue';
    case 'completed':
    case 'approved':
    case 'accepted':
      return 'green';
    case 'failed':
    case 'rejected':
      return 'red';
    default:
      return 'grey';
  }
}
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
