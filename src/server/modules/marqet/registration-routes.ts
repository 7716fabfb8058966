import {
  adminMarqetRegistrationPageSchema,
  adminMarqetRegistrationQuerySchema,
  adminMarqetRegistrationSchema,
  marqetExtendSchema,
  marqetRegistrationMessages as texts,
  marqetRegistrationSchema,
  marqetRegistrationSubmitSchema,
  myMarqetRegistrationsSchema,
} from '../../../shared/domains/marqet-registration';
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
  const member = { auth: 'user' as const, tags: ['marqet'] };

  routes.post(
    '/api/marqet/registrations',
    {
      ...member,
      summary:
        'Register as a Marqet vendor, affiliate or partner (member-areas.md §5). Created pending. The server ' +
        'works out the total (duration price + $30 per product over two) and each final price (affiliate 10 %, ' +
        'partner 15 % where the discount is applied); a total or final price sent by the client is refused (422). ' +
        "Images are the URLs of the member's own `marqet` uploads. 429 (Retry-After) past 10 registrations an hour.",
      middleware: [memberRateLimit('marqet-registration')],
      body: marqetRegistrationSubmitSchema,
      response: marqetRegistrationSchema,
      status: 201,
    },
    ({ c, actor, body }) => submitRegistration(c.get('deps'), actor, body),
  );

  routes.get(
    '/api/marqet/registrations',
    {
      ...member,
      summary: "The member's own registrations, newest first.",
      response: myMarqetRegistrationsSchema,
    },
    ({ c, actor }) => listMyRegistrations(c.get('deps').db, actor),
  );

  routes.get(
    '/api/marqet/registrations/:id',
    {
      ...member,
      notFound: texts.notFound,
      summary:
        "One of the member's own registrations; another member's answers 404 'Registration not found'.",
      response: marqetRegistrationSchema,
    },
    ({ c, actor, params }) => getRegistration(c.get('deps').db, actor, params.id),
  );

  const admin = { auth: 'admin' as const, tags: ['admin'] };
  const one = { ...admin, notFound: texts.notFound };

  routes.get(
    '/api/admin/marqet-registrations',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Marqet registrations, newest first; `q` searches brand, contact, e-mail and submitter name; `status` ' +
        'filters (pending, approved, rejected, expired). Each row says whether it is expiring soon (within 30 days).',
      query: adminMarqetRegistrationQuerySchema,
      response: adminMarqetRegistrationPageSchema,
    },
    ({ c, actor, query }) => listAdminRegistrations(c.get('deps').db, actor, query),
  );

  routes.get(
    '/api/admin/marqet-registrations/:id',
    {
      keep: 'per-admin',
      ...one,
      summary: 'One registration with its submitter and shop products.',
      response: adminMarqetRegistrationSchema,
    },
    ({ c, actor, params }) => getAdminRegistration(c.get('deps').db, actor, params.id),
  );

  routes.post(
    '/api/admin/marqet-registrations/:id/approve',
    {
      ...one,
      summary:
        'Approve a pending registration (409 otherwise): status approved, expiring after its duration, and its ' +
        'products created as active Fete Marqet products, in one transaction. The submitter is notified.',
      response: adminMarqetRegistrationSchema,
    },
    ({ c, actor, params }) => approveRegistration(c.get('deps'), actor, params.id),
  );

  routes.post(
    '/api/admin/marqet-registrations/:id/reject',
    {
      ...one,
      summary: 'Reject a pending registration (409 otherwise). The submitter is notified.',
      response: adminMarqetRegistrationSchema,
    },
    ({ c, actor, params }) => rejectRegistration(c.get('deps'), actor, params.id),
  );

  routes.post(
    '/api/admin/marqet-registrations/:id/extend',
    {
      ...one,
      summary:
        'Extend an approved or expired registration (409 otherwise) by 3 or 6 months from now: expiration date, ' +
        'duration, status approved, and its shop products active again. The submitter is notified.',
      body: marqetExtendSchema,
      response: adminMarqetRegistrationSchema,
    },
    ({ c, actor, params, body }) => extendRegistration(c.get('deps'), actor, params.id, body),
  );
}
