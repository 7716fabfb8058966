import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { bandAdminMessages as texts } from '../../../shared/domains/band-admin';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { bandAdmin } from './admin-service';

/** The bands manager (/admin/bands). The featured toggle is PUT/DELETE /api/admin/featured/band/:id. */
export function registerBandAdminRoutes(routes: Routes): void {
  implementResource(routes, { ...e, list: e.adminList }, bandAdmin, texts.notFound);
}
