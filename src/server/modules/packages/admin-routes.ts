import { packageEndpoints } from '../../../shared/contracts/packages';
import { packageKinds, type PackageKind } from '../../../shared/domains/packages';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { packageAdmin } from './admin-service';

/** One kind's manager (/api/admin/packages or /api/admin/rides): the same routes for both kinds. */
export function registerPackageAdminRoutes(routes: Routes, kind: PackageKind): void {
  const { adminList, create, update, move, delete: remove } = packageEndpoints[kind];
  implementResource(
    routes,
    { list: adminList, create, update, move, remove },
    packageAdmin[kind],
    packageKinds[kind].notFound,
  );
}
