import { endpoint } from '../contract';
import {
  adminSubmissionSchema,
  formListQuerySchema,
  formListSchema,
  formSaveSchema,
  mySubmissionDetailSchema,
  mySubmissionListSchema,
  statusChangeSchema,
  submissionBodySchema,
  submissionCreatedSchema,
  submissionPageSchema,
  submissionQuerySchema,
  targetFormSchema,
} from '../domains/forms';
import { deletedSchema } from '../schemas/common';

/**
 * Custom forms: the builder and list of the back office, members filling them, the submissions with their
 * statuses and CSV, and the member's own submissions. `:type` is package or ride; `:id` of a target is the
 * package's or ride's id. Every read is the `forms` resource; saving or deleting a form changes its package's
 * or ride's card (its button link, its form id), so those writes touch `packages` too.
 */
export const formEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/admin/forms',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Forms list: newest change first; q searches title and description; type package or ride.',
    query: formListQuerySchema,
    response: formListSchema,
    resource: 'forms',
  }),
  delete: endpoint({
    method: 'delete',
    path: '/api/admin/forms/:id',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Delete a form and all its submissions; 409 while an active package or ride opens it.',
    response: deletedSchema,
    resource: 'forms',
    touches: ['packages'],
  }),
  builder: endpoint({
    method: 'get',
    path: '/api/admin/form-targets/:type/:id',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Form builder: the package or ride and its form (null: it has none yet).',
    response: targetFormSchema,
    resource: 'forms',
  }),
  save: endpoint({
    method: 'put',
    path: '/api/admin/form-targets/:type/:id',
    auth: 'admin',
    tags: ['admin'],
    summary:
      "Save the item's form (create or update) and set the item's button link to /form/{type}/{id}, in one transaction.",
    body: formSaveSchema,
    response: targetFormSchema,
    resource: 'forms',
    touches: ['packages'],
  }),
  submissions: endpoint({
    method: 'get',
    path: '/api/admin/forms/:formId/submissions',
    auth: 'admin',
    tags: ['admin'],
    summary:
      'Submissions of a form, newest first, with the form; q searches submission id, member id, member name and any answer.',
    query: submissionQuerySchema,
    response: submissionPageSchema,
    resource: 'forms',
  }),
  exportSubmissions: endpoint({
    method: 'get',
    path: '/api/admin/forms/:formId/export',
    auth: 'admin',
    tags: ['admin'],
    summary:
      'All submissions as CSV ({title}-submissions.csv): UTF-8 with BOM, RFC 4180, one column per field label across form versions; streamed.',
    resource: 'forms',
  }),
  setSubmissionStatus: endpoint({
    method: 'patch',
    path: '/api/admin/form-submissions/:id',
    auth: 'admin',
    tags: ['admin'],
    summary: "Set a submission's status (any to any); the member is notified in the site and by e-mail.",
    body: statusChangeSchema,
    response: adminSubmissionSchema,
    resource: 'forms',
  }),
  fill: endpoint({
    method: 'get',
    path: '/api/forms/:type/:id',
    auth: 'user',
    summary:
      'The form of a package or ride for filling: members only an active item and active form (form null otherwise); administrators any.',
    response: targetFormSchema,
    resource: 'forms',
  }),
  submit: endpoint({
    method: 'post',
    path: '/api/forms/:type/:id/submissions',
    auth: 'user',
    summary:
      'Submit answers keyed by field id; checked against the stored form (required, types, options, lengths). Created pending. 429 (Retry-After) past 20 submissions an hour.',
    body: submissionBodySchema,
    response: submissionCreatedSchema,
    status: 201,
    resource: 'forms',
  }),
  mine: endpoint({
    method: 'get',
    path: '/api/me/form-submissions',
    auth: 'user',
    summary: 'My form submissions, newest first, with the form title and status (dashboard, Forms Status).',
    response: mySubmissionListSchema,
    resource: 'forms',
  }),
  mySubmission: endpoint({
    method: 'get',
    path: '/api/me/form-submissions/:submissionId',
    auth: 'user',
    summary: 'One of my submissions with its answers (labels as I saw them).',
    response: mySubmissionDetailSchema,
    resource: 'forms',
  }),
};
