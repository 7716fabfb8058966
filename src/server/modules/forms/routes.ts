import { formEndpoints as e } from '../../../shared/contracts/forms';
import { formMessages as texts } from '../../../shared/domains/forms';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import {
  changeStatus,
  deleteFormById,
  exportSubmissions,
  getBuilderForm,
  getSubmissionPage,
  listAllForms,
  saveForm,
} from './admin-service';
import { getFillForm, getMine, listMine, submitForm } from './service';

/**
 * Custom forms: the builder and list of the back office, members filling them, the submissions with their
 * statuses and CSV, and the member's own submissions. `:type` is package or ride; `:id` of a target is the
 * package's or ride's id.
 */
export function registerFormRoutes(routes: Routes): void {
  routes.implement(e.list, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAllForms(c.get('deps').db, actor, query),
  );

  routes.implement(e.delete, { notFound: texts.formNotFound }, ({ c, actor, params }) =>
    deleteFormById(c.get('deps').db, actor, params.id),
  );

  routes.implement(e.builder, { keep: 'per-admin', notFound: texts.invalidType }, ({ c, actor, params }) =>
    getBuilderForm(c.get('deps').db, actor, params.type, params.id),
  );

  routes.implement(e.save, { notFound: texts.invalidType }, ({ c, actor, params, body }) =>
    saveForm(c.get('deps').db, actor, params.type, params.id, body),
  );

  routes.implement(
    e.submissions,
    { keep: 'per-admin', notFound: texts.formNotFound },
    ({ c, actor, params, query }) => getSubmissionPage(c.get('deps').db, actor, params.formId, query),
  );

  routes.implement(e.exportSubmissions, { notFound: texts.formNotFound }, ({ c, actor, params }) =>
    exportSubmissions(c.get('deps').db, actor, params.formId),
  );

  routes.implement(
    e.setSubmissionStatus,
    { notFound: texts.submissionNotFound },
    ({ c, actor, params, body }) => changeStatus(c.get('deps'), actor, params.id, body),
  );

  routes.implement(e.fill, { notFound: texts.invalidType }, ({ c, actor, params }) =>
    getFillForm(c.get('deps').db, actor, params.type, params.id),
  );

  routes.implement(
    e.submit,
    { notFound: texts.invalidType, middleware: [memberRateLimit('form-submission')] },
    ({ c, actor, params, body }) => submitForm(c.get('deps').db, actor, params.type, params.id, body),
  );

  routes.implement(e.mine, {}, ({ c, actor }) => listMine(c.get('deps').db, actor));

  routes.implement(e.mySubmission, { notFound: texts.submissionNotFound }, ({ c, actor, params }) =>
    getMine(c.get('deps').db, actor, params.submissionId),
  );
}
