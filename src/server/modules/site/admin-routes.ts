import { siteEndpoints as e } from '../../../shared/contracts/site';
import { siteMessages } from '../../../shared/domains/site';
import type { Routes } from '../../platform/http';
import { sitePageAdmin } from './admin-service';

/** The terms and privacy pages' editor (decision 0045): administrators only. */
export function registerSiteAdminRoutes(routes: Routes): void {
  routes.implement(e.adminList, { keep: 'per-admin' }, ({ c, actor }) =>
    sitePageAdmin.list(c.get('deps'), actor),
  );
  routes.implement(e.update, { notFound: siteMessages.notFound }, ({ c, actor, params, body }) =>
    sitePageAdmin.update(c.get('deps'), actor, params.id, body),
  );
}
