import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { bandAdminMessages as texts } from '../../../shared/domains/band-admin';
import type { Routes } from '../../platform/http';
import { implementAdminResource } from '../../platform/resource-kit/routes';
import { bandAdmin } from './admin-service';

/** The bands manager (/admin/bands). The featured toggle is PUT/DELETE /api/admin/featured/band/:id. */
export function registerBandAdminRoutes(routes: Routes): void {
  implementAdminResource(routes, e, bandAdmin, texts.notFound);
}
