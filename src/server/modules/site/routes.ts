import { siteEndpoints as e } from '../../../shared/contracts/site';
import { siteMessages } from '../../../shared/domains/site';
import type { Routes } from '../../platform/http';
import { registerSiteAdminRoutes } from './admin-routes';
import { getSitePage } from './service';

/** The contact details (configuration) and the stored pages, for anyone (decision 0045). */
export function registerSiteRoutes(routes: Routes): void {
  registerSiteAdminRoutes(routes);
  routes.implement(e.contact, {}, ({ c }) => c.get('deps').config.contact);
  routes.implement(e.page, { notFound: siteMessages.notFound }, ({ c, params }) =>
    getSitePage(c.get('deps').db, params.slug),
  );
}
