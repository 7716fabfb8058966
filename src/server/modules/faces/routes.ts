import { faceEndpoints as e } from '../../../shared/contracts/faces';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementListing } from '../../platform/resource-kit/routes';
import { registerProviderAdminRoutes } from './admin-routes';
import { browseProviders, getProvider, rateProvider } from './service';

export function registerFacesRoutes(routes: Routes): void {
  implementListing(routes, e, { list: browseProviders, detail: getProvider }, messages.faces.notFound);
  routes.implement(e.rate, { notFound: messages.faces.notFound }, ({ c, actor, body, params }) =>
    rateProvider(c.get('deps').db, actor, params.id, body),
  );
  registerProviderAdminRoutes(routes);
}
