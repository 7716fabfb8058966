import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { productAdminMessages } from '../../../shared/domains/product-admin';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { productAdmin } from './admin-service';

/** The products manager of the back office (/admin/products). Featuring: PUT/DELETE /api/admin/featured/marqet/:id. */
export function registerProductAdminRoutes(routes: Routes): void {
  implementResource(
    routes,
    {
      list: e.adminProducts,
      create: e.createProduct,
      update: e.updateProduct,
      setActive: e.setProductActive,
      remove: e.deleteProduct,
    },
    productAdmin,
    productAdminMessages.notFound,
  );
}
