import {
  adminSubmissionSchema,
  formListQuerySchema,
  formListSchema,
  formMessages as texts,
  formSaveSchema,
  mySubmissionDetailSchema,
  mySubmissionListSchema,
  okSchema,
  statusChangeSchema,
  submissionBodySchema,
  submissionCreatedSchema,
  submissionPageSchema,
  submissionQuerySchema,
  targetFormSchema,
} from '../../../shared/domains/forms';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import {
  changeStatus,
  deleteFormById,
  exportSubmissions,
  getBuilderForm,
  getFillForm,
  getMine,
  getSubmissionPage,
  listAllForms,
  listMine,
  saveForm,
  submitForm,
} from './service';

/**
 * Custom forms: the builder and list of the back office, members filling them, the submissions with their
 * statuses and CSV, and the member's own submissions. `:type` is package or ride; `:id` of a target is the
 * package's or ride's id.
 */
export function registerFormRoutes(routes: Routes): void {
  const admin = { auth: 'admin' as const, tags: ['admin'] };

  routes.get(
    '/api/admin/forms',
    {
      keep: 'per-admin',
      ...admin,
      summary: 'Forms list: newest change first; q searches title and description; type package or ride.',
      query: formListQuerySchema,
      response: formListSchema,
    },
    ({ c, actor, query }) => listAllForms(c.get('deps').db, actor, query),
  );

  routes.delete(
    '/api/admin/forms/:id',
    {
      ...admin,
      notFound: texts.formNotFound,
      summary: 'Delete a form and all its submissions.',
      response: okSchema,
    },
    ({ c, actor, params }) => deleteFormById(c.get('deps').db, actor, params.id),
  );

  routes.get(
    '/api/admin/form-targets/:type/:id',
    {
      keep: 'per-admin',
      ...admin,
      notFound: texts.invalidType,
      summary: 'Form builder: the package or ride and its form (null: it has none yet).',
      response: targetFormSchema,
    },
    ({ c, actor, params }) => getBuilderForm(c.get('deps').db, actor, params.type, params.id),
  );

  routes.put(
    '/api/admin/form-targets/:type/:id',
    {
      ...admin,
      notFound: texts.invalidType,
      summary:
        "Save the item's form (create or update) and set the item's button link to /form/{type}/{id}, in one transaction.",
      body: formSaveSchema,
      response: targetFormSchema,
    },
    ({ c, actor, params, body }) => saveForm(c.get('deps').db, actor, params.type, params.id, body),
  );

  routes.get(
    '/api/admin/forms/:formId/submissions',
    {
      keep: 'per-admin',
      ...admin,
      notFound: texts.formNotFound,
      summary:
        'Submissions of a form, newest first, with the form; q searches submission id, member id, member name and any answer.',
      query: submissionQuerySchema,
      response: submissionPageSchema,
    },
    ({ c, actor, params, query }) => getSubmissionPage(c.get('deps').db, actor, params.formId, query),
  );

  routes.get(
    '/api/admin/forms/:formId/export',
    {
      ...admin,
      notFound: texts.formNotFound,
      summary:
        'All submissions as CSV ({title}-submissions.csv): UTF-8 with BOM, RFC 4180, one column per field label across form versions; streamed.',
    },
    ({ c, actor, params }) => exportSubmissions(c.get('deps').db, actor, params.formId),
  );

  routes.patch(
    '/api/admin/form-submissions/:id',
    {
      ...admin,
      notFound: texts.submissionNotFound,
      summary: "Set a submission's status (any to any); the member is notified in the site and by e-mail.",
      body: statusChangeSchema,
      response: adminSubmissionSchema,
    },
    ({ c, actor, params, body }) => changeStatus(c.get('deps'), actor, params.id, body),
  );

  routes.get(
    '/api/forms/:type/:id',
    {
      auth: 'user',
      notFound: texts.invalidType,
      summary:
        'The form of a package or ride for filling: members only an active item and active form (form null otherwise); administrators any.',
      response: targetFormSchema,
    },
    ({ c, actor, params }) => getFillForm(c.get('deps').db, actor, params.type, params.id),
  );

  routes.post(
    '/api/forms/:type/:id/submissions',
    {
      auth: 'user',
      notFound: texts.invalidType,
      summary:
        'Submit answers keyed by field id; checked against the stored form (required, types, options, lengths). Created pending. 429 (Retry-After) past 20 submissions an hour.',
      middleware: [memberRateLimit('form-submission')],
      body: submissionBodySchema,
      response: submissionCreatedSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => submitForm(c.get('deps').db, actor, params.type, params.id, body),
  );

  routes.get(
    '/api/me/form-submissions',
    {
      auth: 'user',
      summary: 'My form submissions, newest first, with the form title and status (dashboard, Forms Status).',
      response: mySubmissionListSchema,
    },
    ({ c, actor }) => listMine(c.get('deps').db, actor),
  );

  routes.get(
    '/api/me/form-submissions/:submissionId',
    {
      auth: 'user',
      notFound: texts.submissionNotFound,
      summary: 'One of my submissions with its answers (labels as I saw them).',
      response: mySubmissionDetailSchema,
    },
    ({ c, actor, params }) => getMine(c.get('deps').db, actor, params.submissionId),
  );
}
