import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  type NewRestaurant,
} from '../../db/schema/restaurants';
import {
  featuredJoinOf,
  isFeatured,
  managedPage,
  managedRow,
  searchAny,
  type PageParams,
} from '../../platform/lists';
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

const managed = {
  table: restaurants,
  columns: {
    ...restaurantFields,
    ...coordinateColumns,
    ownerId: restaurants.ownerId,
    featured: isFeatured(),
  },
  featuredJoin: featuredJoinOf('restaurant', restaurants.id),
};

/** The manager's page: every restaurant by name, searched over name, description and location. */
export function listManagedPage(db: Db, q: string, params: PageParams) {
  const where = searchAny([restaurants.name, restaurants.description, restaurants.location], q);
  return managedPage(db, managed, where, [asc(restaurants.name), asc(restaurants.id)], params);
}

/** One restaurant, any state; `lock` locks it for the write that follows (same transaction). */
export function findManaged(db: Db | Tx, id: string, lock = false) {
  return managedRow(db, managed, id, lock);
}

export type ManagedRow = NonNullable<Awaited<ReturnType<typeof findManaged>>>;

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

export async function findMenuItem(tx: Tx, restaurantId: string, itemId: string) {
  const [row] = await tx
    .select({ id: restaurantMenuItems.id, imageUrl: restaurantMenuItems.imageUrl })
    .from(restaurantMenuItems)
    .where(and(eq(restaurantMenuItems.id, itemId), eq(restaurantMenuItems.restaurantId, restaurantId)));
  return row;
}
