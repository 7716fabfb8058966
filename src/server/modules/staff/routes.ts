import { okSchema } from '../../../shared/domains/forms';
import {
  adminApplicationSchema,
  adminPositionListSchema,
  adminPositionSchema,
  applicationCreatedSchema,
  applicationPageSchema,
  applicationQuerySchema,
  applicationSchema,
  applicationStatusSchema,
  myApplicationListSchema,
  openPositionListSchema,
  positionCreateSchema,
  positionListQuerySchema,
  positionUpdateSchema,
  staffMessages as texts,
} from '../../../shared/domains/staff';
import type { Routes } from '../../platform/http';
import {
  apply,
  changeApplicationStatus,
  createPosition,
  deletePosition,
  downloadResume,
  exportApplications,
  getAdminPosition,
  getApplicationPage,
  listAdminPositions,
  myApplications,
  openPositions,
  updatePosition,
} from './service';

/**
 * Staff positions and applications: members list open positions, apply and follow their applications; the
 * back office manages positions and reviews each one's applications (statuses, resumes, CSV).
 */
export function registerStaffRoutes(routes: Routes): void {
  const admin = { auth: 'admin' as const, tags: ['admin'] };

  routes.get(
    '/api/staff/positions',
    {
      auth: 'user',
      summary: 'Open staff positions (active only), by title.',
      response: openPositionListSchema,
    },
    ({ c }) => openPositions(c.get('deps').db),
  );

  routes.post(
    '/api/staff/applications',
    {
      auth: 'user',
      summary:
        'Apply for an active position (created pending). The resume is an upload of purpose resume, sent by ' +
        'id. 409 while the member has an open (pending, reviewing, interviewed) application for the position.',
      body: applicationSchema,
      response: applicationCreatedSchema,
      status: 201,
    },
    ({ c, actor, body }) => apply(c.get('deps'), actor, body),
  );

  routes.get(
    '/api/me/staff-applications',
    {
      auth: 'user',
      summary: 'My staff applications, newest first, with the position title and status.',
      response: myApplicationListSchema,
    },
    ({ c, actor }) => myApplications(c.get('deps').db, actor),
  );

  routes.get(
    '/api/staff/applications/:id/resume',
    {
      auth: 'user',
      notFound: texts.resumeNotFound,
      summary:
        "Download an application's resume: administrators only; anyone else gets 404, as if there were none.",
    },
    ({ c, actor, params }) => downloadResume(c.get('deps'), actor, params.id),
  );

  routes.get(
    '/api/admin/staff-positions',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Staff positions, newest first, with their application counts; q searches title, description, salary range.',
      query: positionListQuerySchema,
      response: adminPositionListSchema,
    },
    ({ c, actor, query }) => listAdminPositions(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/staff-positions',
    {
      ...admin,
      summary: 'Create a position (blank requirements dropped, at least one left; active by default).',
      body: positionCreateSchema,
      response: adminPositionSchema,
      status: 201,
    },
    ({ c, actor, body }) => createPosition(c.get('deps').db, actor, body),
  );

  routes.get(
    '/api/admin/staff-positions/:id',
    {
      keep: 'per-admin',
      ...admin,
      notFound: texts.positionNotFound,
      summary: 'One position, for its edit page.',
      response: adminPositionSchema,
    },
    ({ c, actor, params }) => getAdminPosition(c.get('deps').db, actor, params.id),
  );

  routes.patch(
    '/api/admin/staff-positions/:id',
    {
      ...admin,
      notFound: texts.positionNotFound,
      summary: 'Edit a position (any of its fields; the list toggle sends only active).',
      body: positionUpdateSchema,
      response: adminPositionSchema,
    },
    ({ c, actor, params, body }) => updatePosition(c.get('deps').db, actor, params.id, body),
  );

  routes.delete(
    '/api/admin/staff-positions/:id',
    {
      ...admin,
      notFound: texts.positionNotFound,
      summary: 'Delete a position and all its applications.',
      response: okSchema,
    },
    ({ c, actor, params }) => deletePosition(c.get('deps').db, actor, params.id),
  );

  routes.get(
    '/api/admin/staff-positions/:positionId/applications',
    {
      keep: 'per-admin',
      ...admin,
      notFound: texts.positionNotFound,
      summary:
        "A position's applications, newest first, with the position; q searches name, email, phone, status.",
      query: applicationQuerySchema,
      response: applicationPageSchema,
    },
    ({ c, actor, params, query }) => getApplicationPage(c.get('deps').db, actor, params.positionId, query),
  );

  routes.get(
    '/api/admin/staff-positions/:positionId/export',
    {
      ...admin,
      notFound: texts.positionNotFound,
      summary:
        "All of a position's applications as CSV ({title}-applications.csv): UTF-8 with BOM, RFC 4180, streamed.",
    },
    ({ c, actor, params }) => exportApplications(c.get('deps'), actor, params.positionId),
  );

  routes.patch(
    '/api/admin/staff-applications/:id',
    {
      ...admin,
      notFound: texts.applicationNotFound,
      summary:
        "Set an application's status (any to any); the applicant is notified in the site and by e-mail.",
      body: applicationStatusSchema,
      response: adminApplicationSchema,
    },
    ({ c, actor, params, body }) => changeApplicationStatus(c.get('deps'), actor, params.id, body),
  );
}
