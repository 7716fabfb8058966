import { FEATURED_LIST_SIZE } from '../../../shared/constants';
import type { ProductItem, ProductList, ProductListQuery } from '../../../shared/schemas/marqet';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { pageKey, unshared, type SharedPages } from '../../platform/shared-pages';
import { productPolicy, type ProductDetail } from '../../../shared/domains/marqet';
import { findProduct, listFeaturedProducts, listProducts, productExists } from './queries';
import { isUuid } from '../../platform/lists';
import { AppError, messages } from '../../../shared/errors';

/**
 * Dollar bounds to whole cents that keep the bounds inclusive: a minimum of 10.001 cannot admit a
 * $10.00 product, a maximum of 9.999 cannot admit $10.00. The epsilon absorbs binary float noise
 * (19.99 * 100 = 1998.9999999999998).
 */
const EPSILON = 1e-6;
export const minCents = (dollars: number) => Math.max(0, Math.ceil(dollars * 100 - EPSILON));
export const maxCents = (dollars: number) => Math.floor(dollars * 100 + EPSILON);

/** The Marqet shop: search, category and price range, paginated; active products only for non-admins. */
export async function browseProducts(
  db: Db,
  actor: Actor | null,
  query: ProductListQuery,
  pages: SharedPages = unshared,
): Promise<ProductList> {
  // Products carry nothing of the viewer's: everyone who sees the same products shares the page.
  const seesInactive = productPolicy.seeInactive(actor);
  const { items, total } = await pages.get(pageKey('products', seesInactive, query), () =>
    readProducts(db, query, seesInactive),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

function readProducts(db: Db, query: ProductListQuery, seesInactive: boolean) {
  return listProducts(db, {
    q: query.q,
    category: query.category,
    minCents: minCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : maxCents(query.maxPrice),
    page: query.page,
    pageSize: query.pageSize,
    seesInactive,
  });
}

/** Top Marqet Picks on home: featured active products in featured order. */
export async function homeMarqetPicks(db: Db, pages: SharedPages = unshared): Promise<ProductItem[]> {
  return pages.get(pageKey('home products'), () => listFeaturedProducts(db, FEATURED_LIST_SIZE));
}

/** For featuring: is the product there for this viewer (inactive ones only for administrators)? */
export function findVisibleProduct(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return productExists(db, id, productPolicy.seeInactive(actor));
}

/**
 * One product as its tile shows it, for the shop at the product's shared address. Inactive products (withdrawn,
 * or a lapsed registration's) are 404 'Product not found' except to administrators, as in the shop's list.
 */
export async function getProduct(
  db: Db,
  actor: Actor | null,
  id: string,
  pages: SharedPages = unshared,
): Promise<ProductDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', messages.marqet.notFound);
  const seesInactive = productPolicy.seeInactive(actor);
  // Nothing of the viewer's in the answer: everyone who sees the same products shares it.
  const product = await pages.get(
    pageKey('product detail', id, seesInactive),
    async () => (await findProduct(db, id, seesInactive)) ?? null,
  );
  if (!product) throw new AppError('NOT_FOUND', messages.marqet.notFound);
  return { product };
}

/** Active items for the sitemap (modules/seo). */
export { sitemapRows } from './queries';

/** One active product for its public page's head (modules/seo); shared like the shop's pages. */
export async function getPublicProduct(
  db: Db,
  id: string,
  pages: SharedPages = unshared,
): Promise<ProductItem | null> {
  if (!isUuid(id)) return null;
  return pages.get(pageKey('product', id), async () => (await findProduct(db, id, false)) ?? null);
}
