import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import {
  approveRegistration,
  extendRegistration,
  getAdminRegistration,
  getRegistration,
  listAdminRegistrations,
  listMyRegistrations,
  rejectRegistration,
  submitRegistration,
} from './registration-service';

/** Fete Marqet vendor registration: the member's side (/marqet-registration) and the back office's review. */
export function registerMarqetRegistrationRoutes(routes: Routes): void {
  routes.implement(
    e.register,
    { middleware: [memberRateLimit('marqet-registration')] },
    ({ c, actor, body }) => submitRegistration(c.get('deps'), actor, body),
  );
  routes.implement(e.myRegistrations, {}, ({ c, actor }) => listMyRegistrations(c.get('deps').db, actor));
  routes.implement(e.myRegistration, { notFound: texts.notFound }, ({ c, actor, params }) =>
    getRegistration(c.get('deps').db, actor, params.id),
  );

  const one = { notFound: texts.notFound };
  routes.implement(e.adminRegistrations, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAdminRegistrations(c.get('deps').db, actor, query),
  );
  routes.implement(e.adminRegistration, { ...one, keep: 'per-admin' }, ({ c, actor, params }) =>
    getAdminRegistration(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.approve, one, ({ c, actor, params }) =>
    approveRegistration(c.get('deps'), actor, params.id),
  );
  routes.implement(e.reject, one, ({ c, actor, params }) =>
    rejectRegistration(c.get('deps'), actor, params.id),
  );
  routes.implement(e.extend, one, ({ c, actor, params, body }) =>
    extendRegistration(c.get('deps'), actor, params.id, body),
  );
}
