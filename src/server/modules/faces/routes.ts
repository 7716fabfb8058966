import { faceEndpoints as e } from '../../../shared/contracts/faces';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerProviderAdminRoutes } from './admin-routes';
import { browseProviders, getProvider, rateProvider } from './service';

export function registerFacesRoutes(routes: Routes): void {
  routes.implement(e.list, {}, ({ c, actor, query }) =>
    browseProviders(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.detail, { notFound: messages.faces.notFound }, ({ c, actor, params }) =>
    getProvider(c.get('deps').db, actor, params.id, c.get('pages')),
  );
  routes.implement(e.rate, { notFound: messages.faces.notFound }, ({ c, actor, body, params }) =>
    rateProvider(c.get('deps').db, actor, params.id, body),
  );
  registerProviderAdminRoutes(routes);
}
