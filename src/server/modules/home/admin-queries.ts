import { and, asc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ItemKind } from '../../../shared/domains/item-kind';
import type { Db, Tx } from '../../db/client';
import {
  ads,
  featuredItems,
  heroSlides,
  partners,
  type NewAd,
  type NewHeroSlide,
  type NewPartner,
} from '../../db/schema/home';

/** The three ordered lists of the home page's managers, and what ordering needs of each. */
export const orderedLists = {
  hero_slides: {
    table: heroSlides,
    id: heroSlides.id,
    sortOrder: heroSlides.sortOrder,
    createdAt: heroSlides.createdAt,
  },
  ads: { table: ads, id: ads.id, sortOrder: ads.sortOrder, createdAt: ads.createdAt },
  partners: {
    table: partners,
    id: partners.id,
    sortOrder: partners.sortOrder,
    createdAt: partners.createdAt,
  },
} satisfies Record<
  string,
  { table: PgTable; id: AnyPgColumn; sortOrder: AnyPgColumn; createdAt: AnyPgColumn }
>;
export type OrderedList = keyof typeof orderedLists;

/**
 * One transaction-level lock per ordered list (an ads position, the featured items of a kind): two
 * administrators adding or moving at once are put one after the other, so orders never collide.
 */
export async function lockList(tx: Tx, list: string, part = ''): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('home_order'), hashtext(${`${list}:${part}`}))`);
}

/** The ids of a list in its order (ties by creation, then id). */
export async function orderedIds(tx: Tx, list: OrderedList, where?: SQL): Promise<string[]> {
  const l = orderedLists[list];
  const rows = await tx
    .select({ id: sql<string>`${l.id}` })
    .from(l.table)
    .where(where)
    .orderBy(asc(l.sortOrder), asc(l.createdAt), asc(l.id));
  return rows.map((r) => r.id);
}

/** The highest order plus one (0 for an empty list): a new item goes last. */
export async function nextOrder(tx: Tx, list: OrderedList, where?: SQL): Promise<number> {
  const l = orderedLists[list];
  const [row] = await tx
    .select({ highest: max(l.sortOrder) })
    .from(l.table)
    .where(where);
  const highest = row?.highest as number | null | undefined;
  return highest === null || highest === undefined ? 0 : highest + 1;
}

/** Number the list 0, 1, 2 … in the given order (lists are a handful of rows). */
export async function renumber(tx: Tx, list: OrderedList, ids: readonly string[]): Promise<void> {
  const l = orderedLists[list];
  for (const [index, id] of ids.entries()) {
    await tx
      .update(l.table)
      .set({ sortOrder: index } as never)
      .where(eq(l.id, id));
  }
}

/* Hero slides */

const slideColumns = {
  id: heroSlides.id,
  title: heroSlides.title,
  subtitle: heroSlides.subtitle,
  imageUrl: heroSlides.imageUrl,
  mobileImageUrl: heroSlides.mobileImageUrl,
  linkUrl: heroSlides.linkUrl,
  startsAt: heroSlides.startsAt,
  endsAt: heroSlides.endsAt,
  active: heroSlides.active,
};

export async function listAllSlides(db: Db | Tx) {
  return db
    .select(slideColumns)
    .from(heroSlides)
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt), asc(heroSlides.id));
}

export async function findSlide(db: Db | Tx, id: string, lock = false) {
  const query = db.select(slideColumns).from(heroSlides).where(eq(heroSlides.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertSlide(tx: Tx, values: NewHeroSlide) {
  const [row] = await tx.insert(heroSlides).values(values).returning(slideColumns);
  return row!;
}

export async function updateSlide(tx: Tx, id: string, values: Partial<NewHeroSlide>) {
  const [row] = await tx.update(heroSlides).set(values).where(eq(heroSlides.id, id)).returning(slideColumns);
  return row;
}

export async function deleteSlide(tx: Tx, id: string): Promise<boolean> {
  return (
    (await tx.delete(heroSlides).where(eq(heroSlides.id, id)).returning({ id: heroSlides.id })).length > 0
  );
}

/* Ads */

const adColumns = {
  id: ads.id,
  position: ads.position,
  title: ads.title,
  description: ads.description,
  imageUrl: ads.imageUrl,
  linkUrl: ads.linkUrl,
  startsAt: ads.startDate,
  endsAt: ads.endDate,
  active: ads.active,
};

export async function listAllAds(db: Db | Tx) {
  return db
    .select(adColumns)
    .from(ads)
    .orderBy(asc(ads.position), asc(ads.sortOrder), asc(ads.createdAt), asc(ads.id));
}

export async function findAd(db: Db | Tx, id: string, lock = false) {
  const query = db.select(adColumns).from(ads).where(eq(ads.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAd(tx: Tx, values: NewAd) {
  const [row] = await tx.insert(ads).values(values).returning(adColumns);
  return row!;
}

export async function updateAd(tx: Tx, id: string, values: Partial<NewAd>) {
  const [row] = await tx.update(ads).set(values).where(eq(ads.id, id)).returning(adColumns);
  return row;
}

export async function deleteAd(tx: Tx, id: string): Promise<boolean> {
  return (await tx.delete(ads).where(eq(ads.id, id)).returning({ id: ads.id })).length > 0;
}

export const adsAt = (position: string) => eq(ads.position, position);

/* Partners */

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  logoUrl: partners.logoUrl,
  websiteUrl: partners.websiteUrl,
  active: partners.active,
};

export async function listAllPartners(db: Db | Tx) {
  return db
    .select(partnerColumns)
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.createdAt), asc(partners.id));
}

export async function findPartner(db: Db | Tx, id: string, lock = false) {
  const query = db.select(partnerColumns).from(partners).where(eq(partners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPartner(tx: Tx, values: NewPartner) {
  const [row] = await tx.insert(partners).values(values).returning(partnerColumns);
  return row!;
}

export async function updatePartner(tx: Tx, id: string, values: Partial<NewPartner>) {
  const [row] = await tx.update(partners).set(values).where(eq(partners.id, id)).returning(partnerColumns);
  return row;
}

export async function deletePartner(tx: Tx, id: string): Promise<boolean> {
  return (await tx.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id })).length > 0;
}

/* Featured order */

/** The active featured rows of a kind in the home order. */
export async function listFeaturedOf(db: Db | Tx, kind: ItemKind) {
  return db
    .select({ id: featuredItems.id, itemId: featuredItems.itemId })
    .from(featuredItems)
    .where(and(eq(featuredItems.itemType, kind), eq(featuredItems.active, true)))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(featuredItems.id));
}

export async function setFeaturedOrder(tx: Tx, rowIds: readonly string[]): Promise<void> {
  for (const [index, id] of rowIds.entries()) {
    await tx.update(featuredItems).set({ sortOrder: index }).where(eq(featuredItems.id, id));
  }
}
