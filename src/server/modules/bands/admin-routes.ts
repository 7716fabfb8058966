import { bandEndpoints as e } from '../../../shared/contracts/bands';
import { bandAdminMessages as texts } from '../../../shared/domains/band-admin';
import type { Routes } from '../../platform/http';
import { adminBands, createBand, editBand, removeBand, setBandActive } from './admin-service';

/** The bands manager (/admin/bands). The featured toggle is PUT/DELETE /api/admin/featured/band/:id. */
export function registerBandAdminRoutes(routes: Routes): void {
  const notFound = texts.notFound;
  routes.implement(e.adminList, { notFound, keep: 'per-admin' }, ({ c, actor, query }) =>
    adminBands(c.get('deps'), actor, query),
  );
  routes.implement(e.create, { notFound }, ({ c, actor, body }) => createBand(c.get('deps'), actor, body));
  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    editBand(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.setActive, { notFound }, ({ c, actor, params, body }) =>
    setBandActive(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.remove, { notFound }, ({ c, actor, params }) =>
    removeBand(c.get('deps'), actor, params.id),
  );
}
