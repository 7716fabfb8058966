import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementListing } from '../../platform/resource-kit/routes';
import { registerProductAdminRoutes } from './admin-routes';
import { registerMarqetRegistrationAdminRoutes } from './admin-registration-routes';
import { registerMarqetRegistrationRoutes } from './registration-routes';
import { browseProducts, getProduct } from './service';

export function registerMarqetRoutes(routes: Routes): void {
  implementListing(
    routes,
    { list: e.products, detail: e.product },
    { list: browseProducts, detail: getProduct },
    messages.marqet.notFound,
  );

  registerProductAdminRoutes(routes);
  registerMarqetRegistrationRoutes(routes);
  registerMarqetRegistrationAdminRoutes(routes);
}
