import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { featuredJoinOf, isFeatured, pageOffset, rowExists, searchAny } from '../../platform/lists';
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

function productWhere(filters: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.seesInactive ? undefined : eq(marketProducts.active, true),
    filters.category ? eq(marketProducts.category, filters.category) : undefined,
    filters.minCents > 0 ? gte(marketProducts.priceCents, filters.minCents) : undefined,
    filters.maxCents !== undefined ? lte(marketProducts.priceCents, filters.maxCents) : undefined,
    searchAny([marketProducts.name, marketProducts.description, marketProducts.brand], filters.q),
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

/** A page of shop products by name, with the featured star in the same statement; and the total. */
export async function listProducts(db: Db, filters: ProductFilters) {
  const where = productWhere(filters);
  const [items, [totals]] = await Promise.all([
    db
      .select(productColumns)
      .from(marketProducts)
      .leftJoin(featuredItems, featuredJoin)
      .where(where)
      .orderBy(asc(marketProducts.name), asc(marketProducts.id))
      .limit(filters.pageSize)
      .offset(pageOffset(filters.page, filters.pageSize)),
    db.select({ total: count() }).from(marketProducts).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
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
