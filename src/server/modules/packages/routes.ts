import { packageEndpoints } from '../../../shared/contracts/packages';
import { packageKinds, PACKAGE_KINDS } from '../../../shared/domains/packages';
import type { Routes } from '../../platform/http';
import {
  createPackage,
  deletePackage,
  listForAdmin,
  listForMembers,
  movePackage,
  updatePackage,
} from './service';

/**
 * Fete Packages (/api/packages) and Fete Rides (/api/rides) for members, and their managers
 * (/api/admin/packages, /api/admin/rides): the same routes for both kinds.
 */
export function registerPackageRoutes(routes: Routes): void {
  for (const kind of PACKAGE_KINDS) {
    const e = packageEndpoints[kind];
    const { notFound } = packageKinds[kind];

    routes.implement(e.list, {}, ({ c, actor }) => listForMembers(c.get('deps').db, actor, kind));

    routes.implement(e.adminList, { keep: 'per-admin', notFound }, ({ c, actor }) =>
      listForAdmin(c.get('deps').db, actor, kind),
    );

    routes.implement(e.create, { notFound }, ({ c, actor, body }) =>
      createPackage(c.get('deps').db, actor, kind, body),
    );

    routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
      updatePackage(c.get('deps').db, actor, kind, params.id, body),
    );

    routes.implement(e.move, { notFound }, ({ c, actor, params, body }) =>
      movePackage(c.get('deps').db, actor, kind, params.id, body),
    );

    routes.implement(e.delete, { notFound }, ({ c, actor, params }) =>
      deletePackage(c.get('deps').db, actor, kind, params.id),
    );
  }
}
