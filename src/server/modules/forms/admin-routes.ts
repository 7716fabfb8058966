import { formEndpoints as e } from '../../../shared/contracts/forms';
import { formMessages as texts } from '../../../shared/domains/forms';
import type { Routes } from '../../platform/http';
import {
  changeStatus,
  deleteFormById,
  exportSubmissions,
  getBuilderForm,
  getSubmissionPage,
  listAllForms,
  saveForm,
} from './admin-service';

/**
 * The back office's forms: the list, the builder of a package's or ride's form (`:type` is package or ride,
 * `:id` the item's id), and each form's submissions with their statuses and CSV.
 */
export function registerFormAdminRoutes(routes: Routes): void {
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
}
