import {
  activeSchema,
  deletedSchema,
  productAdminItemSchema,
  productAdminMessages,
  productAdminPageSchema,
  productAdminQuerySchema,
  productCreateSchema,
  productUpdateSchema,
} from '../../../shared/domains/product-admin';
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
  const admin = { auth: 'admin' as const, tags: ['admin'] };
  const product = { ...admin, notFound: productAdminMessages.notFound };

  routes.get(
    '/api/admin/products',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Products manager: every product (inactive too), newest first; `q` searches name, description, brand and category. Paginated.',
      query: productAdminQuerySchema,
      response: productAdminPageSchema,
    },
    ({ c, actor, query }) => listAdminProducts(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/products',
    {
      ...admin,
      summary:
        "Add a product. Name, brand and price (cents, 0 or more) are required ('Please fill in all required fields'); category from the list (default Accessories); sizes and colours are trimmed, blanks dropped and duplicates removed; `imageUrl` must be a `marqet` upload's URL (422 on imageUrl otherwise).",
      body: productCreateSchema,
      response: productAdminItemSchema,
      status: 201,
    },
    ({ c, actor, body }) => createProduct(c.get('deps'), actor, body),
  );

  routes.put(
    '/api/admin/products/:id',
    {
      ...product,
      summary:
        "Replace a product's fields (the same rules as adding). `imageUrl` left out keeps the image, null removes it. 404 'Product not found'.",
      body: productUpdateSchema,
      response: productAdminItemSchema,
    },
    ({ c, actor, params, body }) => updateProduct(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/admin/products/:id/active',
    {
      ...product,
      summary: 'Activate or deactivate a product: inactive products are shown to administrators only.',
      body: activeSchema,
      response: productAdminItemSchema,
    },
    ({ c, actor, params, body }) => setProductActive(c.get('deps').db, actor, params.id, body),
  );

  routes.delete(
    '/api/admin/products/:id',
    {
      ...product,
      summary: 'Delete a product and its featured row, in one transaction (decision 0013).',
      response: deletedSchema,
    },
    ({ c, actor, params }) => deleteProduct(c.get('deps').db, actor, params.id),
  );
}
