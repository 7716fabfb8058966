import { marqetEndpoints as e } from '../../../shared/contracts/marqet';
import { productAdminMessages } from '../../../shared/domains/product-admin';
import type { Routes } from '../../platform/http';
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  setProductActive,
  updateProduct,
} from './admin-service';

/** The products manager of the back office (/admin/products). Featuring: PUT/DELETE /api/admin/featured/marqet/:id. */
export function registerProductAdminRoutes(routes: Routes): void {
  const product = { notFound: productAdminMessages.notFound };

  routes.implement(e.adminProducts, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAdminProducts(c.get('deps').db, actor, query),
  );
  routes.implement(e.createProduct, {}, ({ c, actor, body }) => createProduct(c.get('deps'), actor, body));
  routes.implement(e.updateProduct, product, ({ c, actor, params, body }) =>
    updateProduct(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.setProductActive, product, ({ c, actor, params, body }) =>
    setProductActive(c.get('deps').db, actor, params.id, body),
  );
  routes.implement(e.deleteProduct, product, ({ c, actor, params }) =>
    deleteProduct(c.get('deps').db, actor, params.id),
  );
}
