import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
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

type ItemTable = typeof restaurantMenuItems | typeof restaurantPhotos | typeof restaurantDiscounts;

/**
 * One of a restaurant's lists (menu, photos, discounts): its table and every row of a restaurant, inactive ones
 * too with their `active`, in the order the public page shows the active ones.
 */
const itemList = <T extends ItemTable, F extends SelectedFields>(table: T, fields: F, orderBy: SQL[]) => ({
  table,
  all: (db: Db | Tx, restaurantId: string) =>
    db
      .select({ ...fields, active: table.active } as SelectedFields)
      .from(table as PgTable)
      .where(eq(table.restaurantId, restaurantId))
      .orderBy(...orderBy) as Promise<SelectResultFields<F & { active: T['active'] }>[]>,
});

export const itemLists = {
  menu: itemList(restaurantMenuItems, menuItemFields, menuOrderBy),
  photos: itemList(restaurantPhotos, photoFields, photoOrderBy),
  discounts: itemList(restaurantDiscounts, discountFields, [
    asc(restaurantDiscounts.createdAt),
    asc(restaurantDiscounts.id),
  ]),
};
