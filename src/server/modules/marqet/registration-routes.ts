import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import { getRegistration, listMyRegistrations, submitRegistration } from './registration-service';

/** Fete Marqet vendor registration, the member's side (/marqet-registration); the review: admin-registration-routes.ts. */
export function registerMarqetRegistrationRoutes(routes: Routes): void {
  routes.implement(
    e.register,
    { middleware: [memberRateLimit('marqet-registration')] },
    ({ c, actor, body }) => submitRegistration(c.get('deps'), actor, body),
  );
  routes.implement(e.myRegistrations, { keep: 'per-member' }, ({ c, actor }) =>
    listMyRegistrations(c.get('deps').db, actor),
  );
  routes.implement(
    e.myRegistration,
    { notFound: texts.notFound, keep: 'per-member' },
    ({ c, actor, params }) => getRegistration(c.get('deps').db, actor, params.id),
  );
}
