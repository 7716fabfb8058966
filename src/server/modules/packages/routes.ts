import {
  adminPackageItemSchema,
  adminPackageListSchema,
  packageCreateSchema,
  packageKinds,
  packageListSchema,
  packageMoveSchema,
  packageUpdateSchema,
  PACKAGE_KINDS,
} from '../../../shared/domains/packages';
import { okSchema } from '../../../shared/domains/forms';
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
    const { api, title, notFound } = packageKinds[kind];
    const admin = { auth: 'admin' as const, notFound, tags: ['admin'] };

    routes.get(
      `/api/${api}`,
      {
        auth: 'user',
        summary: `${title} for members: every card in order; inactive ones come without a link (shown dimmed).`,
        response: packageListSchema,
      },
      ({ c, actor }) => listForMembers(c.get('deps').db, actor, kind),
    );

    routes.get(
      `/api/admin/${api}`,
      {
        keep: 'per-admin',
        ...admin,
        summary: `${title} manager: every card in order with its custom form's id (null: none yet).`,
        response: adminPackageListSchema,
      },
      ({ c, actor }) => listForAdmin(c.get('deps').db, actor, kind),
    );

    routes.post(
      `/api/admin/${api}`,
      {
        ...admin,
        summary: `Add a ${packageKinds[kind].singular}: last in order (count + 1), active by default; the text colour follows the gradient.`,
        body: packageCreateSchema,
        response: adminPackageItemSchema,
        status: 201,
      },
      ({ c, actor, body }) => createPackage(c.get('deps').db, actor, kind, body),
    );

    routes.patch(
      `/api/admin/${api}/:id`,
      {
        ...admin,
        summary: `Edit a ${packageKinds[kind].singular} (any of its fields; the active toggle sends only active).`,
        body: packageUpdateSchema,
        response: adminPackageItemSchema,
      },
      ({ c, actor, params, body }) => updatePackage(c.get('deps').db, actor, kind, params.id, body),
    );

    routes.post(
      `/api/admin/${api}/:id/move`,
      {
        ...admin,
        summary: `Move a ${packageKinds[kind].singular} up or down one place; answers the list in its new order.`,
        body: packageMoveSchema,
        response: adminPackageListSchema,
      },
      ({ c, actor, params, body }) => movePackage(c.get('deps').db, actor, kind, params.id, body),
    );

    routes.delete(
      `/api/admin/${api}/:id`,
      {
        ...admin,
        summary: `Delete a ${packageKinds[kind].singular} with its custom form and the form's submissions.`,
        response: okSchema,
      },
      ({ c, actor, params }) => deletePackage(c.get('deps').db, actor, kind, params.id),
    );
  }
}
