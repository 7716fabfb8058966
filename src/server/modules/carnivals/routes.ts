import { carnivalEndpoints as e } from '../../../shared/contracts/carnivals';
import { carnivalMessages } from '../../../shared/domains/carnivals';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { carnivalAdmin } from './admin-service';
import { carnivalPage, season } from './service';

/** The season and a carnival's page (public), and the carnivals manager (administrators). */
export function registerCarnivalRoutes(routes: Routes): void {
  routes.implement(e.season, {}, ({ c, query }) => season(c.get('deps').db, query.year));
  routes.implement(e.page, { notFound: carnivalMessages.notFound }, ({ c, actor, params, query }) =>
    carnivalPage(c.get('deps').db, actor, params.slug, query.year, c.get('pages')),
  );
  implementResource(routes, e, carnivalAdmin, carnivalMessages.notFound);
}
