import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import type { Routes } from '../../platform/http';
import {
  approveRegistration,
  extendRegistration,
  getAdminRegistration,
  listAdminRegistrations,
  rejectRegistration,
  reopenRegistration,
} from './admin-registration-service';

/** The back office's review of Fete Marqet vendor registrations (/api/admin/marqet-registrations…). */
export function registerMarqetRegistrationAdminRoutes(routes: Routes): void {
  const one = { notFound: texts.notFound };
  routes.implement(e.adminRegistrations, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAdminRegistrations(c.get('deps').db, actor, query),
  );
  routes.implement(e.adminRegistration, { ...one, keep: 'per-admin' }, ({ c, actor, params }) =>
    getAdminRegistration(c.get('deps').db, actor, params.id),
  );
  for (const [endpoint, decide] of [
    [e.approve, approveRegistration],
    [e.reject, rejectRegistration],
    [e.reopen, reopenRegistration],
  ] as const) {
    routes.implement(endpoint, one, ({ c, actor, params }) => decide(c.get('deps'), actor, params.id));
  }
  routes.implement(e.extend, one, ({ c, actor, params, body }) =>
    extendRegistration(c.get('deps'), actor, params.id, body),
  );
}
