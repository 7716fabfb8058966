import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementListing } from '../../platform/resource-kit/routes';
import { registerBandAdminRoutes } from './admin-routes';
import { compareBands } from './compare';
import { setRegistrationWatch } from './registration-watch';
import { getBand, listBands, rateBand } from './service';

export function registerBandRoutes(routes: Routes): void {
  const notFound = messages.bands.notFound;
  // Before the listing: /api/bands/compare is not a band's :id.
  routes.implement(e.compare, {}, ({ c, actor, query }) =>
    compareBands(c.get('deps').db, actor, query.ids, c.get('pages')),
  );
  implementListing(routes, e, { list: listBands, detail: getBand }, notFound);
  routes.implement(e.rate, { notFound }, ({ c, actor, params, body }) =>
    rateBand(c.get('deps').db, actor, params.id, body),
  );

  routes.implement(e.watch, { notFound }, ({ c, actor, params }) =>
    setRegistrationWatch(c.get('deps').db, actor, params.id, true),
  );
  routes.implement(e.unwatch, { notFound }, ({ c, actor, params }) =>
    setRegistrationWatch(c.get('deps').db, actor, params.id, false),
  );

  registerBandAdminRoutes(routes);
}
