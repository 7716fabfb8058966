import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerBandAdminRoutes } from './admin-routes';
import { getBand, listBands, rateBand } from './service';

export function registerBandRoutes(routes: Routes): void {
  const notFound = messages.bands.notFound;
  routes.implement(e.list, {}, ({ c, actor, query }) =>
    listBands(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.detail, { notFound }, ({ c, actor, params }) =>
    getBand(c.get('deps').db, actor, params.id, c.get('pages')),
  );
  routes.implement(e.rate, { notFound }, ({ c, actor, params, body }) =>
    rateBand(c.get('deps').db, actor, params.id, body),
  );

  registerBandAdminRoutes(routes);
}
