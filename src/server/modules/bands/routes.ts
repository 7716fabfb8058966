import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementListing } from '../../platform/resource-kit/routes';
import { registerBandAdminRoutes } from './admin-routes';
import { getBand, listBands, rateBand } from './service';

export function registerBandRoutes(routes: Routes): void {
  const notFound = messages.bands.notFound;
  implementListing(routes, e, { list: listBands, detail: getBand }, notFound);
  routes.implement(e.rate, { notFound }, ({ c, actor, params, body }) =>
    rateBand(c.get('deps').db, actor, params.id, body),
  );

  registerBandAdminRoutes(routes);
}
