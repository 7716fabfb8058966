import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import {
  containsPattern,
  featuredJoinOf,
  isFeatured,
  matchesAny,
  pageOffset,
  rowExists,
} from '../../platform/lists';
import { preparedList, type Placeholders } from '../../db/prepared';
import type { ProductItem } from '../../../shared/schemas/marqet';
import { featuredItems } from '../../db/schema/home';
import { marketProducts } from '../../db/schema/marqet';

export interface ProductFilters {
  q: string;
  category?: string;
  /** Inclusive bounds in cents; no maximum means no upper bound. */
  minCents: number;
  maxCents?: number;
  page: number;
  pageSize: number;
  seesInactive: boolean;
}

/**
 * A list's statements are prepared once per shape (db/prepared.ts): whether inactive products show decides
 * their text; the filters are their values (`q` is the search's ILIKE pattern; no minimum above 0 is none).
 */
type ProductShape = Pick<ProductFilters, 'seesInactive'>;
interface ProductValues {
  q?: string;
  category?: string;
  minCents?: number;
  maxCents?: number;
}

const valuesOf = (filters: ProductFilters): ProductValues => ({
  q: filters.q ? containsPattern(filters.q) : undefined,
  category: filters.category,
  minCents: filters.minCents > 0 ? filters.minCents : undefined,
  maxCents: filters.maxCents,
});

function productWhere(shape: ProductShape, p: Placeholders<ProductValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    shape.seesInactive ? undefined : eq(marketProducts.active, true),
    p.category ? eq(marketProducts.category, p.category) : undefined,
    p.minCents ? gte(marketProducts.priceCents, p.minCents) : undefined,
    p.maxCents ? lte(marketProducts.priceCents, p.maxCents) : undefined,
    matchesAny([marketProducts.name, marketProducts.description, marketProducts.brand], p.q),
  ];
  return and(...conditions);
}

/** The product as the shop and the home picks show it, with the featured star (featuredJoin). */
export const productColumns = {
  id: marketProducts.id,
  name: marketProducts.name,
  description: marketProducts.description,
  brand: marketProducts.brand,
  category: marketProducts.category,
  priceCents: marketProducts.priceCents,
  imageUrl: marketProducts.imageUrl,
  externalUrl: marketProducts.externalUrl,
  inStock: marketProducts.inStock,
  sizes: marketProducts.sizes,
  colors: marketProducts.colors,
  active: marketProducts.active,
  featured: isFeatured(),
};

// featured_items_item_unique: at most one row per product, so no product appears twice.
export const featuredJoin = featuredJoinOf('marqet', marketProducts.id);

const countQuery = (db: Db, shape: ProductShape, p: Placeholders<ProductValues>) =>
  db.select({ total: count() }).from(marketProducts).where(productWhere(shape, p));

/** A page of shop products by name, with the featured star and the list's total (totalColumn). */
const productList = preparedList<ProductShape, ProductValues, ProductItem>(
  countQuery,
  (db, shape, p, total) =>
    db
      .select({ ...productColumns, total: total() })
      .from(marketProducts)
      .leftJoin(featuredItems, featuredJoin)
      .where(productWhere(shape, p))
      .orderBy(asc(marketProducts.name), asc(marketProducts.id))
      .limit(p.limit)
      .offset(p.offset),
);

/** A page of shop products and the total (one statement; counted apart only for an empty page past the first). */
export function listProducts(db: Db, filters: ProductFilters) {
  const range = { limit: filters.pageSize, offset: pageOffset(filters.page, filters.pageSize) };
  return productList(db, { seesInactive: filters.seesInactive }, valuesOf(filters), range);
}

/** Top Marqet Picks: featured active products in featured order (products have no likes). */
export async function listFeaturedProducts(db: Db, limit: number) {
  return db
    .select(productColumns)
    .from(marketProducts)
    .innerJoin(featuredItems, featuredJoin)
    .where(eq(marketProducts.active, true))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(marketProducts.id))
    .limit(limit);
}

export async function productExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, marketProducts, id, includeInactive);
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) => activeSitemapRows(db, marketProducts, marketProducts.name);

/** One product as the shop shows it; inactive ones only when asked for (administrators). */
export async function findProduct(db: Db, id: string, includeInactive: boolean) {
  const [row] = await db
    .select(productColumns)
    .from(marketProducts)
    .leftJoin(featuredItems, featuredJoin)
    .where(and(eq(marketProducts.id, id), includeInactive ? undefined : eq(marketProducts.active, true)))
    .limit(1);
  return row;
}
