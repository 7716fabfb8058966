import { productPolicy } from '../../../shared/domains/marqet';
import {
  productAdminMessages as texts,
  productCreateSchema,
  type ProductAdminPage,
  type ProductAdminQuery,
} from '../../../shared/domains/product-admin';
import type { Actor } from '../../app-env';
import { marketProducts } from '../../db/schema/marqet';
import { authorize } from '../../platform/authorize';
import { deleteItemReferences } from '../../platform/item-references';
import { resourceService, type ResourceDeps } from '../../platform/resource-kit/service';
import { findAdminProduct, searchAdminProducts } from './admin-queries';
import { productColumns } from './queries';

/** The products manager's list: every product (inactive ones too), newest first, searched. */
function listAdminProducts(
  deps: ResourceDeps,
  actor: Actor,
  query: ProductAdminQuery,
): Promise<ProductAdminPage> {
  authorize(productPolicy.edit(actor));
  return searchAdminProducts(deps.db, query);
}

/**
 * The products manager (decision 0038): a resource of the kit whose answer is the shop's tile with the featured
 * star (a join, so writes read the product again) and whose list is a paged search. The image is a `marqet`
 * upload; an update that leaves it out keeps it. Inactive products leave the shop and the home picks for
 * everyone but administrators. A delete takes the featured row with it in one transaction (decision 0013).
 */
export const productAdmin = {
  ...resourceService({
    kind: 'product',
    table: marketProducts,
    columns: productColumns,
    find: findAdminProduct,
    // The create body; an update's is the same without `active` and with the image optional.
    body: productCreateSchema,
    policy: { edit: productPolicy.edit, delete: productPolicy.delete },
    notFound: texts.notFound,
    images: ['imageUrl'],
    imageRules: { use: 'marqet-image', leftOutKeeps: true },
    values: (input) => ({
      name: input.name,
      description: input.description,
      priceCents: input.priceCents,
      category: input.category,
      brand: input.brand,
      sizes: input.sizes,
      colors: input.colors,
      inStock: input.inStock,
      externalUrl: input.externalUrl,
    }),
    answer: (row) => row,
    deleteWith: (tx, id) => deleteItemReferences(tx, 'marqet', id),
  }),
  list: listAdminProducts,
};
