import { formEndpoints as e } from '../../../shared/contracts/forms';
import { formMessages as texts } from '../../../shared/domains/forms';
import type { Routes } from '../../platform/http';
import { registerFormAdminRoutes } from './admin-routes';
import { getFillForm, getMine, listMine, submitForm } from './service';
import { countSubmission, submissionReads } from './submission-limit';

/**
 * Custom forms: members fill a package's or ride's form (`:type` is package or ride, `:id` the item's id) and
 * follow their own submissions; the back office's routes are in admin-routes.ts.
 */
export function registerFormRoutes(routes: Routes): void {
  registerFormAdminRoutes(routes);

  routes.implement(e.fill, { notFound: texts.invalidType }, ({ c, actor, params }) =>
    getFillForm(c.get('deps').db, actor, params.type, params.id),
  );

  routes.implement(
    e.submit,
    { notFound: texts.invalidType, middleware: [countSubmission] },
    ({ c, actor, params, body }) =>
      submitForm(c.get('deps').db, actor, params.type, params.id, body, submissionReads.get(c)),
  );

  routes.implement(e.mine, { keep: 'per-member' }, ({ c, actor }) => listMine(c.get('deps').db, actor));

  routes.implement(
    e.mySubmission,
    { notFound: texts.submissionNotFound, keep: 'per-member' },
    ({ c, actor, params }) => getMine(c.get('deps').db, actor, params.submissionId),
  );
}
