import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
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
} from '../domains/staff';

const admin = { auth: 'admin' as const, tags: ['admin'], resource: 'staff' };
const positions = resourceEndpoints('/api/admin/staff-positions', admin);

/**
 * Staff positions and applications: members list open positions, apply and follow their applications; the
 * back office manages positions and reviews each one's applications (statuses, resumes, CSV). Every read is
 * the `staff` resource: a write refreshes the member's pages and the back office's alike.
 */
export const staffEndpoints = {
  openPositions: endpoint({
    method: 'get',
    path: '/api/staff/positions',
    auth: 'user',
    summary: 'Open staff positions (active only), by title.',
    response: openPositionListSchema,
    resource: 'staff',
  }),
  apply: endpoint({
    method: 'post',
    path: '/api/staff/applications',
    auth: 'user',
    summary:
      'Apply for an active position (created pending). The resume is an upload of purpose resume, sent by ' +
      'id. 409 while the member has an open (pending, reviewing, interviewed) application for the position.',
    body: applicationSchema,
    response: applicationCreatedSchema,
    status: 201,
    resource: 'staff',
  }),
  myApplications: endpoint({
    method: 'get',
    path: '/api/me/staff-applications',
    auth: 'user',
    summary: 'My staff applications, newest first, with the position title and status.',
    response: myApplicationListSchema,
    resource: 'staff',
  }),
  resume: endpoint({
    method: 'get',
    path: '/api/staff/applications/:id/resume',
    auth: 'user',
    summary:
      "Download an application's resume: administrators only; anyone else gets 404, as if there were none.",
    resource: 'staff',
  }),
  positions: positions.list({
    summary:
      'Staff positions, newest first, with their application counts; q searches title, description, salary range.',
    query: positionListQuerySchema,
    response: adminPositionListSchema,
  }),
  createPosition: positions.create({
    summary: 'Create a position (blank requirements dropped, at least one left; active by default).',
    body: positionCreateSchema,
    response: adminPositionSchema,
  }),
  position: positions.get({
    summary: 'One position, for its edit page.',
    response: adminPositionSchema,
  }),
  updatePosition: positions.at('patch', '/:id', {
    summary: 'Edit a position (any of its fields; the list toggle sends only active).',
    body: positionUpdateSchema,
    response: adminPositionSchema,
  }),
  deletePosition: positions.remove({
    summary: 'Delete a position and all its applications.',
  }),
  applications: positions.at('get', '/:positionId/applications', {
    summary:
      "A position's applications, newest first, with the position; q searches name, email, phone, status.",
    query: applicationQuerySchema,
    response: applicationPageSchema,
  }),
  exportApplications: positions.at('get', '/:positionId/export', {
    summary:
      "All of a position's applications as CSV ({title}-applications.csv): UTF-8 with BOM, RFC 4180, streamed.",
  }),
  setApplicationStatus: endpoint({
    method: 'patch',
    path: '/api/admin/staff-applications/:id',
    ...admin,
    summary: "Set an application's status (any to any); the applicant is notified in the site and by e-mail.",
    body: applicationStatusSchema,
    response: adminApplicationSchema,
  }),
};
