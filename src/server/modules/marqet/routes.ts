import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerProductAdminRoutes } from './admin-routes';
import { registerMarqetRegistrationAdminRoutes } from './admin-registration-routes';
import { registerMarqetRegistrationRoutes } from './registration-routes';
import { browseProducts, getProduct } from './service';

export function registerMarqetRoutes(routes: Routes): void {
  routes.implement(e.products, {}, ({ c, actor, query }) =>
    browseProducts(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.product, { notFound: messages.marqet.notFound }, ({ c, actor, params }) =>
    getProduct(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  registerProductAdminRoutes(routes);
  registerMarqetRegistrationRoutes(routes);
  registerMarqetRegistrationAdminRoutes(routes);
}
