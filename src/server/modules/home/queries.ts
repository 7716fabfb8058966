import { and, asc, eq, gt, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeaturedItemType } from '../../../shared/constants';
import type { Db, Tx } from '../../db/client';
import {
  ads,
  carnivalBands,
  events,
  featuredItems,
  heroSlides,
  likedProviders,
  marketProducts,
  partners,
  providers,
  restaurants,
} from '../../db/schema';

export async function listHeroSlides(db: Db) {
  return db
    .select({
      id: heroSlides.id,
      title: heroSlides.title,
      subtitle: heroSlides.subtitle,
      imageUrl: heroSlides.imageUrl,
      mobileImageUrl: heroSlides.mobileImageUrl,
    })
    .from(heroSlides)
    .where(eq(heroSlides.active, true))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt), asc(heroSlides.id));
}

/** Banners of a position that are active and running at `now` (started, and not yet ended). */
export async function listRunningAds(db: Db, position: string, now: Date) {
  return db
    .select({
      id: ads.id,
      title: ads.title,
      description: ads.description,
      imageUrl: ads.imageUrl,
      linkUrl: ads.linkUrl,
    })
    .from(ads)
    .where(
      and(
        eq(ads.position, position),
        eq(ads.active, true),
        lte(ads.startDate, now),
        or(isNull(ads.endDate), gt(ads.endDate, now)),
      ),
    )
    .orderBy(asc(ads.sortOrder), asc(ads.startDate), asc(ads.id));
}

export async function listPartners(db: Db) {
  return db
    .select({
      id: partners.id,
      name: partners.name,
      logoUrl: partners.logoUrl,
      websiteUrl: partners.websiteUrl,
    })
    .from(partners)
    .where(eq(partners.active, true))
    .orderBy(asc(partners.sortOrder), asc(partners.name), asc(partners.id));
}

const featuredOf = (type: FeaturedItemType, itemId: AnyPgColumn) =>
  and(eq(featuredItems.itemType, type), eq(featuredItems.itemId, itemId), eq(featuredItems.active, true));

/**
 * Top Faces: featured active providers in featured order, with the viewer's like, in one statement.
 * The row carries the exact aggregates; the service rounds the average.
 */
export async function listFeaturedProviders(db: Db, viewerId: string | null, limit: number) {
  let query = db
    .select({
      id: providers.id,
      firstName: providers.firstName,
      lastName: providers.lastName,
      avatarUrl: providers.avatarUrl,
      services: providers.services,
      ratingTotal: providers.ratingTotal,
      ratingCount: providers.ratingCount,
      location: providers.location,
      state: providers.state,
      country: providers.country,
      bio: providers.bio,
      instagramUrl: providers.instagramUrl,
      bookingUrl: providers.bookingUrl,
      active: providers.active,
      liked: viewerId ? sql<boolean>`(${likedProviders.userId} is not null)` : sql<boolean>`false`,
      featured: sql<boolean>`true`,
    })
    .from(providers)
    .innerJoin(featuredItems, featuredOf('face', providers.id))
    .$dynamic();
  if (viewerId) {
    query = query.leftJoin(
      likedProviders,
      and(eq(likedProviders.providerId, providers.id), eq(likedProviders.userId, viewerId)),
    );
  }
  return query
    .where(eq(providers.active, true))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(providers.id))
    .limit(limit);
}

/** Top Marqet Picks: featured active products in featured order (products have no likes). */
export async function listFeaturedProducts(db: Db, limit: number) {
  return db
    .select({
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
      featured: sql<boolean>`true`,
    })
    .from(marketProducts)
    .innerJoin(featuredItems, featuredOf('marqet', marketProducts.id))
    .where(eq(marketProducts.active, true))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(marketProducts.id))
    .limit(limit);
}

/* Featuring (administrators). */

/** Where the item of each featured type lives (featured_items.item_id cannot carry a foreign key). */
const ITEM_TABLES = {
  event: events,
  band: carnivalBands,
  restaurant: restaurants,
  face: providers,
  marqet: marketProducts,
} as const;

/** Whether the item a featured row would point at exists (active or not: administrators see both). */
export async function featurableItemExists(tx: Tx, type: FeaturedItemType, id: string): Promise<boolean> {
  const table = ITEM_TABLES[type];
  const rows = await tx.execute<{ found: number }>(
    sql`select 1 as found from ${table} where ${table.id} = ${id} limit 1`,
  );
  return rowsOf(rows).length > 0;
}

/** Both drivers' execute() results: node-postgres and PGlite both expose `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A transaction-level advisory lock per item type: two administrators featuring items of one type at
 * the same moment are put one after the other, so each gets its own "highest order + 1".
 */
export async function lockFeaturedType(tx: Tx, type: FeaturedItemType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('featured_items'), hashtext(${type}))`);
}

export async function findFeaturedRow(tx: Tx, type: FeaturedItemType, id: string) {
  const [row] = await tx
    .select({ id: featuredItems.id, active: featuredItems.active })
    .from(featuredItems)
    .where(and(eq(featuredItems.itemType, type), eq(featuredItems.itemId, id)));
  return row;
}

/** The highest order of the type plus one, or 0 when the type has no featured row. */
export async function nextFeaturedOrder(tx: Tx, type: FeaturedItemType): Promise<number> {
  const [row] = await tx
    .select({ highest: max(featuredItems.sortOrder) })
    .from(featuredItems)
    .where(eq(featuredItems.itemType, type));
  return row?.highest === null || row?.highest === undefined ? 0 : row.highest + 1;
}

export async function insertFeatured(tx: Tx, type: FeaturedItemType, id: string, sortOrder: number) {
  await tx.insert(featuredItems).values({ itemType: type, itemId: id, sortOrder, active: true });
}

/** A row an administrator had switched off comes back at the end of the order. */
export async function reactivateFeatured(tx: Tx, rowId: string, sortOrder: number) {
  await tx.update(featuredItems).set({ active: true, sortOrder }).where(eq(featuredItems.id, rowId));
}

export async function deleteFeatured(tx: Tx, type: FeaturedItemType, id: string) {
  await tx.delete(featuredItems).where(and(eq(featuredItems.itemType, type), eq(featuredItems.itemId, id)));
}
