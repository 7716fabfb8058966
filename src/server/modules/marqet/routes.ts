import { productListQuerySchema } from '../../../shared/schemas/marqet';
import type { Routes } from '../../platform/http';
import { browseProducts } from './service';

export function registerMarqetRoutes(routes: Routes): void {
  routes.get(
    '/api/products',
    {
      summary:
        'The Marqet shop by name: { items: [{ id, name, description, brand, category, priceCents, imageUrl, ' +
        'externalUrl, inStock, sizes, colors, active, featured }], total, page, pageSize }. `category` from the list; ' +
        '`minPrice` (default 0) and `maxPrice` (none) are dollars, inclusive; a minimum above the maximum is 422 ' +
        "'Minimum price cannot exceed maximum price'. `q` searches name, description and brand. " +
        'Inactive products only for administrators.',
      auth: 'public',
      query: productListQuerySchema,
      tags: ['marqet'],
    },
    async ({ c, actor, query }) => c.json(await browseProducts(c.get('deps').db, actor, query)),
  );
}
