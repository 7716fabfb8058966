import { desc, inArray, or, type SQL } from 'drizzle-orm';
import { MARQET_CATEGORIES } from '../../../shared/constants';
import type { ProductAdminQuery } from '../../../shared/domains/product-admin';
import type { Db, Tx } from '../../db/client';
import { managedPage, managedRow, searchAny } from '../../platform/lists';
import { marketProducts } from '../../db/schema/marqet';
import { featuredJoin, productColumns } from './queries';

const productCatalogue = { table: marketProducts, columns: productColumns, featuredJoin };

/**
 * The categories whose name contains the search term: the category is one of ten names, so matching them
 * here and asking `category in (…)` is the same as a substring search on the column, without a pattern.
 */
function categoriesMatching(term: string): string[] {
  const needle = term.toLocaleLowerCase('en-US');
  return MARQET_CATEGORIES.filter((category) => category.toLocaleLowerCase('en-US').includes(needle));
}

function adminWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const categories = categoriesMatching(q);
  return or(
    searchAny([marketProducts.name, marketProducts.description, marketProducts.brand], q),
    categories.length ? inArray(marketProducts.category, categories) : undefined,
  );
}

/**
 * The manager's page: every product (inactive ones too), newest first, with the featured star; and the total,
 * carried on every row (one statement; counted apart only for a page past the end).
 */
export function searchAdminProducts(db: Db, query: ProductAdminQuery) {
  const newestFirst = [desc(marketProducts.createdAt), desc(marketProducts.id)];
  return managedPage(db, productCatalogue, adminWhere(query.q), newestFirst, query);
}

/** One product as the manager shows it (inactive too), locked FOR UPDATE for a write when `lock`. */
export function findAdminProduct(db: Db | Tx, id: string, lock = false) {
  return managedRow(db, productCatalogue, id, lock);
}
