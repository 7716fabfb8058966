import { z } from 'zod';
import { atMostCharacters, useAtMostCharacters } from '../length-messages';
import { STAFF_APPLICATION_STATUSES } from '../constants';
import { instantString, itemsSchema, listQuerySchema, listResponseSchema } from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * Staff positions and applications: administrators open positions and review every application (and read the
 * résumés); a member applies and follows their own. A résumé is 404 to anyone but an administrator.
 */
export const staffPolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
  readResume: (viewer: MaybeViewer) => isAdmin(viewer),
};

/**
 * Staff positions and applications: members apply at /staff-application (member-areas.md §2, §5); the back
 * office lists positions at /admin/staff-positions, edits them, and reviews each position's applications at
 * /admin/staff-positions/{id}/applications (admin-back-office.md §2, §4, §5: the spec's /admin/staff-forms…
 * addresses redirect there, docs/glossary.md). Resumes are private uploads
 * (purpose `resume`), downloaded by administrators only.
 */

export type StaffApplicationStatus = (typeof STAFF_APPLICATION_STATUSES)[number];
/** An application still being decided: the member cannot apply for the same position again meanwhile. */
export const OPEN_APPLICATION_STATUSES = ['pending', 'reviewing', 'interviewed'] as const;

export const POSITION_TITLE_MAX = 200;
export const POSITION_DESCRIPTION_MAX = 5000;
export const REQUIREMENT_MAX = 300;
export const REQUIREMENTS_MAX = 30;
export const SALARY_RANGE_MAX = 200;
export const APPLICATION_TEXT_MAX = 5000;
export const APPLICATION_LINE_MAX = 200;

export const staffMessages = {
  requiredFields: 'Please fill in all required fields',
  requirementRequired: 'Please add at least one requirement',
  tooManyRequirements: `A position can have at most ${REQUIREMENTS_MAX} requirements`,
  requirementLength: atMostCharacters('A requirement', REQUIREMENT_MAX),
  textLength: useAtMostCharacters,
  positionRequired: 'Please select a position',
  termsRequired: 'Please agree to the terms and privacy policy',
  email: 'Please enter a valid email address',
  resumeTooLarge: 'Resume file size must be less than 10MB',
  resumeType: 'Please upload a PDF, DOC or DOCX file',
  alreadyApplied:
    'You have already applied for this position. You can apply again once your current application has been decided.',
  openApplicationExists:
    'This member already has another open application for this position, so this one cannot be reopened.',
  status: 'Please choose pending, reviewing, interviewed, accepted or rejected',
  positionNotFound: 'Position not found',
  applicationNotFound: 'Application not found',
  resumeNotFound: 'Resume not found',
  noPositions: 'No positions are currently available. Please check back later.',
  positionsLoadFailed: 'Failed to load available positions. Please try again later.',
  submitFailed: 'Failed to submit application',
  submitted: 'Application Submitted',
  adminPositionsLoadFailed: 'Failed to load staff positions. Please try again later.',
  positionLoadFailed: 'Failed to load position. Please try again later.',
  loadDataFailed: 'Failed to load data. Please try again later.',
  createFailed: 'Failed to create position',
  updateFailed: 'Failed to update position',
  saveFailed: 'Failed to save position',
  deleteFailed: 'Failed to delete position',
  deleteConfirm:
    'Are you sure you want to delete this position? This will also delete all associated applications.',
  noPositionsYet: 'No positions have been created yet',
  noPositionsMatch: 'No positions match your search criteria',
  noApplications: 'No applications yet',
  noApplicationsMatch: 'No applications match your search',
  noneSelected: 'No Application Selected',
  statusesSaved: 'Status changes saved successfully',
  statusSaveFailed: 'Failed to save status changes. Please try again.',
  applicationUpdateFailed: (message: string) => `Failed to update application: ${message}`,
} as const;

const requiredText = (max: number) =>
  requiredTextField(staffMessages.requiredFields, max, staffMessages.textLength(max));

const optionalText = (max: number) => optionalTextField(max, staffMessages.textLength(max));

/** Blank requirements are dropped; at least one must remain (admin-back-office.md §5). */
export const requirementsSchema = z
  .array(z.string().max(REQUIREMENT_MAX, staffMessages.requirementLength), {
    error: staffMessages.requirementRequired,
  })
  .max(REQUIREMENTS_MAX, staffMessages.tooManyRequirements)
  .transform((list) => list.map((r) => r.trim()).filter((r) => r.length > 0))
  .refine((list) => list.length > 0, staffMessages.requirementRequired);

const positionFields = {
  title: requiredText(POSITION_TITLE_MAX),
  description: requiredText(POSITION_DESCRIPTION_MAX),
  requirements: requirementsSchema,
  salaryRange: requiredText(SALARY_RANGE_MAX),
};

/** POST /api/admin/staff-positions: the create form (active by default). */
export const positionCreateSchema = z.strictObject({
  ...positionFields,
  active: z.boolean().optional().default(true),
});
export type PositionCreateInput = z.input<typeof positionCreateSchema>;
export type PositionCreate = z.output<typeof positionCreateSchema>;

/** PATCH /api/admin/staff-positions/:id: the edit form, or only `active` from the list's toggle. */
export const positionUpdateSchema = z.strictObject({
  title: positionFields.title.optional(),
  description: positionFields.description.optional(),
  requirements: requirementsSchema.optional(),
  salaryRange: positionFields.salaryRange.optional(),
  active: z.boolean().optional(),
});
export type PositionUpdateInput = z.input<typeof positionUpdateSchema>;

/** The application form (member-areas.md §2, §5). The resume is an upload of purpose `resume`, sent by id. */
export const applicationSchema = z.strictObject({
  positionId: z.uuid({ error: staffMessages.positionRequired }),
  fullName: requiredText(APPLICATION_LINE_MAX),
  email: requiredTextField(staffMessages.requiredFields, 254, staffMessages.email).pipe(
    z.email({ error: staffMessages.email }),
  ),
  phone: requiredText(60),
  experience: optionalText(APPLICATION_TEXT_MAX),
  skills: optionalText(APPLICATION_TEXT_MAX),
  availability: optionalText(APPLICATION_LINE_MAX),
  coverLetter: optionalText(APPLICATION_TEXT_MAX),
  resumeUploadId: z.uuid().nullable().optional().default(null),
  agreeToTerms: z.literal(true, { error: staffMessages.termsRequired }),
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** PATCH /api/admin/staff-applications/:id: any status from any other (admin-back-office.md §5). */
export const applicationStatusSchema = z.strictObject({
  status: z.enum(STAFF_APPLICATION_STATUSES, { error: staffMessages.status }),
});

/** Positions list: q over title, description and salary range. */
export const positionListQuerySchema = listQuerySchema;
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;
/** Applications of a position: q over name, email, phone and status. */
export const applicationQuerySchema = listQuerySchema;
export type ApplicationQuery = z.infer<typeof applicationQuerySchema>;

export const openPositionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  salaryRange: z.string(),
});
export type OpenPosition = z.infer<typeof openPositionSchema>;
export const openPositionListSchema = itemsSchema(openPositionSchema);
export type OpenPositionList = z.infer<typeof openPositionListSchema>;

export const adminPositionSchema = openPositionSchema.extend({
  active: z.boolean(),
  applicationCount: z.number().int(),
  createdAt: instantString,
  updatedAt: instantString,
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;
export const adminPositionListSchema = listResponseSchema(adminPositionSchema);
export type AdminPositionList = z.infer<typeof adminPositionListSchema>;

export const adminApplicationSchema = z.object({
  id: z.uuid(),
  positionId: z.uuid(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  experience: z.string(),
  skills: z.string(),
  availability: z.string(),
  coverLetter: z.string(),
  status: z.enum(STAFF_APPLICATION_STATUSES),
  /** The administrators' download (404 to anyone else); null without a resume. */
  resumeUrl: z.string().nullable(),
  createdAt: instantString,
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const applicationPageSchema = listResponseSchema(adminApplicationSchema).extend({
  position: adminPositionSchema,
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

/** The member's own applications (on /staff-application, and counted in the dashboard's Forms Status). */
export const myApplicationSchema = z.object({
  id: z.uuid(),
  positionId: z.uuid(),
  positionTitle: z.string(),
  status: z.enum(STAFF_APPLICATION_STATUSES),
  hasResume: z.boolean(),
  createdAt: instantString,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationListSchema = itemsSchema(myApplicationSchema);
export type MyApplicationList = z.infer<typeof myApplicationListSchema>;

export const applicationCreatedSchema = z.object({ application: myApplicationSchema });

export const resumePath = (applicationId: string) => `/api/staff/applications/${applicationId}/resume`;
