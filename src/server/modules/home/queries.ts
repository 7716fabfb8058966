import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FeaturedItemType } from '../../../shared/constants';
import type { Db, Tx } from '../../db/client';
import { ads, featuredItems, heroSlides, partners } from '../../db/schema/home';
import { shownAt } from '../../platform/lists';

/** A slide as the home page shows it (the manager's adds its window and state). */
export const heroSlideFields = {
  id: heroSlides.id,
  title: heroSlides.title,
  subtitle: heroSlides.subtitle,
  imageUrl: heroSlides.imageUrl,
  mobileImageUrl: heroSlides.mobileImageUrl,
  linkUrl: heroSlides.linkUrl,
};

/** Active slides inside their window at `now`: started (or no start) and not yet ended (or no end). */
export async function listHeroSlides(db: Db, now: Date) {
  return db
    .select(heroSlideFields)
    .from(heroSlides)
    .where(
      and(shownAt(now, { active: heroSlides.active, start: heroSlides.startsAt, end: heroSlides.endsAt })),
    )
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
        shownAt(now, { active: ads.active, start: ads.startDate, end: ads.endDate }),
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

/* Featuring (administrators). */

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
