import { desc, inArray, or } from 'drizzle-orm';
import { MARQET_CATEGORIES } from '../../../shared/constants';
import { productPolicy } from '../../../shared/domains/marqet';
import { productAdminMessages as texts, productCreateSchema } from '../../../shared/domains/product-admin';
import type { ListQuery } from '../../../shared/schemas/common';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { marketProducts } from '../../db/schema/marqet';
import { authorize } from '../../platform/authorize';
import { deleteItemReferences } from '../../platform/item-references';
import { managedRow, matchesAny } from '../../platform/lists';
import { preparedManagedPage, searchPattern } from '../../platform/prepared-lists';
import { resourceService } from '../../platform/resource-kit/service';
import { featuredJoin, productColumns } from './queries';

const productCatalogue = { table: marketProducts, columns: productColumns, featuredJoin };

/**
 * The manager's search: name, description, brand, and the categories whose name contains the term (the
 * category is one of ten names, so asking `category in (…)` is the same as a substring search on the column,
 * without a pattern). Which categories match is the statement's shape (a handful of sets); the pattern its value.
 */
const productList = preparedManagedPage<typeof productColumns, { categories: string[] }, { q?: string }>(
  productCatalogue,
  (_db, { categories }, p) =>
    p.q
      ? or(
          matchesAny([marketProducts.name, marketProducts.description, marketProducts.brand], p.q),
          categories.length ? inArray(marketProducts.category, categories) : undefined,
        )
      : undefined,
  () => [desc(marketProducts.createdAt), desc(marketProducts.id)],
);

function categoriesMatching(q: string): string[] {
  const needle = q.toLocaleLowerCase('en-US');
  return q ? MARQET_CATEGORIES.filter((name) => name.toLocaleLowerCase('en-US').includes(needle)) : [];
}

/**
 * The products manager (decision 0038): a resource of the kit whose answer is the shop's tile with the featured
 * star (a join, so writes read the product again, locked FOR UPDATE) and whose list is a paged search. The
 * image is a `marqet` upload; an update that leaves it out keeps it. Inactive products leave the shop and the
 * home picks for everyone but administrators. A delete takes the featured row with it in one transaction
 * (decision 0013).
 */
export const productAdmin = {
  ...resourceService({
    kind: 'product',
    table: marketProducts,
    columns: productColumns,
    find: (db, id, lock) => managedRow(db, productCatalogue, id, lock),
    // The create body; an update's is the same without `active` and with the image optional.
    body: productCreateSchema,
    policy: { edit: productPolicy.edit, delete: productPolicy.delete },
    notFound: texts.notFound,
    images: ['imageUrl'],
    imageRules: { use: 'marqet-image', leftOutKeeps: true },
    // The image (and the active flag, also in the body) are the kit's to write.
    values: ({ imageUrl: _image, ...input }) => input,
    answer: (row) => row,
    deleteWith: (tx, id) => deleteItemReferences(tx, 'marqet', id),
  }),
  /**
   * The manager's page: every product (inactive ones too), newest first, searched; and the total, carried on
   * every row (one statement; counted apart only for a page past the end).
   */
  list: ({ db }: { db: Db }, actor: Actor, query: ListQuery) => {
    authorize(productPolicy.edit(actor));
    return productList(db, { categories: categoriesMatching(query.q) }, { q: searchPattern(query.q) }, query);
  },
};
