import { productDetailSchema, productListSchema } from '../../../shared/domains/marqet';
import { productListQuerySchema } from '../../../shared/schemas/marqet';
import type { Routes } from '../../platform/http';
import { registerProductAdminRoutes } from './admin-routes';
import { registerMarqetRegistrationRoutes } from './registration-routes';
import { messages } from '../../../shared/errors';
import { browseProducts, getProduct } from './service';

export function registerMarqetRoutes(routes: Routes): void {
  routes.get(
    '/api/products',
    {
      summary:
        'The Marqet shop by name. `category` from the list; ' +
        '`minPrice` (default 0) and `maxPrice` (none) are dollars, inclusive; a minimum above the maximum is 422 ' +
        "'Minimum price cannot exceed maximum price'. `q` searches name, description and brand. " +
        'Inactive products only for administrators.',
      auth: 'public',
      query: productListQuerySchema,
      response: productListSchema,
      tags: ['marqet'],
    },
    ({ c, actor, query }) => browseProducts(c.get('deps').db, actor, query, c.get('pages')),
  );

  routes.get(
    '/api/products/:id',
    {
      summary:
        "One shop product as its tile shows it (the shop shows it first at the product's shared address). " +
        "404 'Product not found' for unknown or (to non-administrators) inactive products.",
      auth: 'public',
      notFound: messages.marqet.notFound,
      response: productDetailSchema,
      tags: ['marqet'],
    },
    ({ c, actor, params }) => getProduct(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  registerProductAdminRoutes(routes);
  registerMarqetRegistrationRoutes(routes);
}
