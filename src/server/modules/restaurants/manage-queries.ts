import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { featuredItems } from '../../db/schema/home';
import {
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  type NewRestaurant,
  type NewRestaurantDiscount,
  type NewRestaurantMenuItem,
} from '../../db/schema/restaurants';
import { searchAny, windowTotal } from '../../platform/lists';
import { nextOrder } from '../../platform/resource-kit/ordered-list';
import {
  discountFields,
  menuItemFields,
  menuOrderBy,
  photoFields,
  photoOrderBy,
  restaurantFields,
  coordinateColumns,
} from './queries';

/**
 * The manager's and the owner's reads and writes: every row, inactive ones included. Who may call them is
 * the service's business (manage-service.ts); these never check.
 */

const featured = sql<boolean>`exists (select 1 from ${featuredItems} where ${featuredItems.itemType} = 'restaurant' and ${featuredItems.itemId} = ${restaurants.id} and ${featuredItems.active})`;

const managedColumns = {
  ...restaurantFields,
  ...coordinateColumns,
  ownerId: restaurants.ownerId,
  featured,
};

/** The manager's page: every restaurant by name, searched over name, description and location. */
export function listManagedPage(db: Db | Tx, q: string, limit: number, offset: number) {
  return db
    .select({ ...managedColumns, total: windowTotal() })
    .from(restaurants)
    .where(searchAny([restaurants.name, restaurants.description, restaurants.location], q))
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(limit)
    .offset(offset);
}

export type ManagedRow = Omit<Awaited<ReturnType<typeof listManagedPage>>[number], 'total'>;

export async function countManaged(db: Db | Tx, q: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(restaurants)
    .where(searchAny([restaurants.name, restaurants.description, restaurants.location], q));
  return row?.total ?? 0;
}

/** One restaurant, any state; `forUpdate` locks it for the write that follows (same transaction). */
export async function findManaged(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ManagedRow | undefined> {
  const query = db.select(managedColumns).from(restaurants).where(eq(restaurants.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: restaurants }) : await query;
  return row;
}

/** The restaurants a member owns, by name. */
export function listOwned(db: Db | Tx, ownerId: string) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, active: restaurants.active })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId))
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

export async function updateRestaurant(tx: Tx, id: string, values: Partial<NewRestaurant>): Promise<void> {
  await tx.update(restaurants).set(values).where(eq(restaurants.id, id));
}

/* Menu, photos and discounts: all of them, in the order the public page shows the active ones. */

export function listAllMenu(db: Db | Tx, restaurantId: string) {
  return db
    .select({ ...menuItemFields, active: restaurantMenuItems.active })
    .from(restaurantMenuItems)
    .where(eq(restaurantMenuItems.restaurantId, restaurantId))
    .orderBy(...menuOrderBy);
}

export function listAllPhotos(db: Db | Tx, restaurantId: string) {
  return db
    .select({ ...photoFields, active: restaurantPhotos.active })
    .from(restaurantPhotos)
    .where(eq(restaurantPhotos.restaurantId, restaurantId))
    .orderBy(...photoOrderBy);
}

export function listAllDiscounts(db: Db | Tx, restaurantId: string) {
  return db
    .select({ ...discountFields, active: restaurantDiscounts.active })
    .from(restaurantDiscounts)
    .where(eq(restaurantDiscounts.restaurantId, restaurantId))
    .orderBy(asc(restaurantDiscounts.createdAt), asc(restaurantDiscounts.id));
}

/** A restaurant's menu and photos, for their order (platform/resource-kit/ordered-list.ts). */
export const menuOrder = {
  table: restaurantMenuItems,
  id: restaurantMenuItems.id,
  sortOrder: restaurantMenuItems.sortOrder,
  createdAt: restaurantMenuItems.createdAt,
};
export const photoOrder = {
  table: restaurantPhotos,
  id: restaurantPhotos.id,
  sortOrder: restaurantPhotos.sortOrder,
  createdAt: restaurantPhotos.createdAt,
};

export async function insertMenuItem(
  tx: Tx,
  values: Omit<NewRestaurantMenuItem, 'sortOrder'>,
): Promise<void> {
  const sortOrder = await nextOrder(tx, menuOrder, eq(restaurantMenuItems.restaurantId, values.restaurantId));
  await tx.insert(restaurantMenuItems).values({ ...values, sortOrder });
}

export async function findMenuItem(tx: Tx, restaurantId: string, itemId: string) {
  const [row] = await tx
    .select({ id: restaurantMenuItems.id, imageUrl: restaurantMenuItems.imageUrl })
    .from(restaurantMenuItems)
    .where(and(eq(restaurantMenuItems.id, itemId), eq(restaurantMenuItems.restaurantId, restaurantId)));
  return row;
}

export async function insertPhoto(
  tx: Tx,
  values: { restaurantId: string; imageUrl: string; caption: string },
): Promise<void> {
  const sortOrder = await nextOrder(tx, photoOrder, eq(restaurantPhotos.restaurantId, values.restaurantId));
  await tx.insert(restaurantPhotos).values({ ...values, sortOrder });
}

export async function insertDiscount(tx: Tx, values: NewRestaurantDiscount): Promise<void> {
  await tx.insert(restaurantDiscounts).values(values);
}
