import { staffEndpoints as e } from '../../../shared/contracts/staff';
import { staffMessages as texts } from '../../../shared/domains/staff';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import {
  changeApplicationStatus,
  downloadResume,
  exportApplications,
  getAdminPosition,
  getApplicationPage,
  positionAdmin,
} from './admin-service';

/**
 * The back office's staff: positions (list, add, edit, delete) and each one's applications (statuses,
 * resumes, CSV).
 */
export function registerStaffAdminRoutes(routes: Routes): void {
  routes.implement(e.resume, { notFound: texts.resumeNotFound }, ({ c, actor, params }) =>
    downloadResume(c.get('deps'), actor, params.id),
  );

  implementResource(
    routes,
    { list: e.positions, create: e.createPosition, update: e.updatePosition, remove: e.deletePosition },
    positionAdmin,
    texts.positionNotFound,
  );

  const position = { notFound: texts.positionNotFound };
  routes.implement(e.position, { ...position, keep: 'per-admin' }, ({ c, actor, params }) =>
    getAdminPosition(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.applications, { ...position, keep: 'per-admin' }, ({ c, actor, params, query }) =>
    getApplicationPage(c.get('deps').db, actor, params.positionId, query),
  );
  routes.implement(e.exportApplications, position, ({ c, actor, params }) =>
    exportApplications(c.get('deps').db, actor, params.positionId),
  );
  routes.implement(
    e.setApplicationStatus,
    { notFound: texts.applicationNotFound },
    ({ c, actor, params, body }) => changeApplicationStatus(c.get('deps'), actor, params.id, body),
  );
}
