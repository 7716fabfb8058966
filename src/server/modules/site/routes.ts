import { siteEndpoints as e } from '../../../shared/contracts/site';
import { siteMessages } from '../../../shared/domains/site';
import type { Routes } from '../../platform/http';
import { getSitePage, sitePageAdmin } from './service';

/** The contact details (configuration), the stored pages and their editor (decision 0045). */
export function registerSiteRoutes(routes: Routes): void {
  const notFound = siteMessages.notFound;
  routes.implement(e.contact, {}, ({ c }) => c.get('deps').config.contact);
  routes.implement(e.page, { notFound }, ({ c, params }) => getSitePage(c.get('deps').db, params.slug));
  routes.implement(e.adminList, { keep: 'per-admin' }, ({ c, actor }) =>
    sitePageAdmin.list(c.get('deps'), actor),
  );
  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    sitePageAdmin.update(c.get('deps'), actor, params.id, body),
  );
}
