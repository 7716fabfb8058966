import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  type NewRestaurant,
} from '../../db/schema/restaurants';
import { featuredJoinOf, isFeatured, managedRow, matchesAny, type PageParams } from '../../platform/lists';
import { preparedManagedPage, searchPattern } from '../../platform/prepared-lists';
import {
  discountFields,
  menuItemFields,
  menuOrderBy,
  photoFields,
  photoOrderBy,
  restaurantFields,
  coordinateColumns,
} from './queries';
import {
  restaurantAdminMessages as texts,
  restaurantManageCan,
  restaurantManagePolicy as policy,
  type RestaurantManage,
  type RestaurantManaged,
  type RestaurantValues,
} from '../../../shared/domains/restaurant-manage';
import { AppError, messages } from '../../../shared/errors';
import { validityDays } from '../../../shared/validity-days';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { memberSummaries } from '../members/service';
import { authorize } from '../../platform/authorize';
import { imageFieldValue } from '../uploads/service';

/**
 * The owner's page (the owner or an administrator): the restaurant as they manage it and its record; the
 * restaurants manager's own writes (create, activate, owner, delete) are in admin-service.ts. Every write locks
 * the restaurant, checks `restaurantManagePolicy` inside the transaction, and answers the restaurant as it now is.
 * The reads and writes below take every row, inactive ones included.
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

const managedList = preparedManagedPage<typeof managed.columns, null, { q?: string }>(
  managed,
  (_db, _shape, p) => matchesAny([restaurants.name, restaurants.description, restaurants.location], p.q),
  () => [asc(restaurants.name), asc(restaurants.id)],
);

/** The manager's page: every restaurant by name, searched over name, description and location. */
export function listManagedPage(db: Db, q: string, params: PageParams) {
  return managedList(db, null, { q: searchPattern(q) }, params);
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

export type ManageDeps = Pick<Deps, 'db' | 'storage'>;

export const NOT_FOUND = messages.restaurants.notFound;

/** Restaurants as the manager and the owner's page show them: with their owner (a member) or none. */
export async function withOwners(db: Db | Tx, rows: ManagedRow[]): Promise<RestaurantManaged[]> {
  const owners = await memberSummaries(
    db,
    rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])),
  );
  return rows.map(({ ownerId, ...row }) => ({ ...row, owner: (ownerId && owners.get(ownerId)) || null }));
}

/**
 * Unknown → 404. Someone who may not edit the restaurant gets 403 when it is listed (everyone can see it
 * exists) and 404 when it is not (inactive).
 */
function mayEdit(actor: Actor, row: ManagedRow | undefined): ManagedRow {
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (!policy.edit(actor, row)) {
    throw row.active ? new AppError('FORBIDDEN') : new AppError('NOT_FOUND', NOT_FOUND);
  }
  return row;
}

/** The restaurant for a write by this actor, locked (mayEdit's answers otherwise). */
export async function lockForEdit(tx: Tx, actor: Actor, id: string): Promise<ManagedRow> {
  return mayEdit(actor, await findManaged(tx, id, true));
}

/**
 * The image a form sent, as the column will hold it: left out or the current URL (keep), null (remove), or a
 * new upload's URL, which must be this actor's image upload (claimed in the write's transaction).
 */
export const imageFrom = (
  { deps, tx, actor }: Pick<Write<Id, unknown>, 'deps' | 'tx' | 'actor'>,
  next: string | null | undefined,
  current: string | null,
  message: string = texts.imageType,
) => imageFieldValue(deps, tx, actor, { next, current, use: 'listing-image', field: 'imageUrl', message });

/** What a write gets: its transaction (the restaurant locked and checked), the caller, the path and the body. */
export interface Write<P, B> {
  tx: Tx;
  deps: ManageDeps;
  actor: Actor;
  id: string;
  row: ManagedRow;
  params: P;
  body: B;
}
export type Id = { id: string };

/**
 * A write to the restaurant under its lock, answering the restaurant as it now is; `only` a rule of its own the
 * caller must pass first (403), as the owner's assignment, which is administrators' alone.
 */
export const edit =
  <P extends Id, B>(write: (w: Write<P, B>) => Promise<unknown>, only?: (actor: Actor) => boolean) =>
  async (deps: ManageDeps, actor: Actor, params: P, body: B): Promise<RestaurantManage> => {
    if (only) authorize(only(actor));
    const { id } = params;
    await deps.db.transaction(async (tx) => {
      await write({ tx, deps, actor, id, row: await lockForEdit(tx, actor, id), params, body });
    });
    return getManagedRestaurant(deps.db, actor, id);
  };

/** Everything about one restaurant for the one who manages it: inactive menu items, photos and discounts too. */
export async function getManagedRestaurant(db: Db | Tx, actor: Actor, id: string): Promise<RestaurantManage> {
  const [row, menu, photos, discounts] = await Promise.all([
    findManaged(db, id),
    itemLists.menu.all(db, id),
    itemLists.photos.all(db, id),
    itemLists.discounts.all(db, id),
  ]);
  const restaurant = mayEdit(actor, row);
  const [managed] = await withOwners(db, [restaurant]);
  return {
    restaurant: managed!,
    menu,
    photos,
    discounts: discounts.map((d) => ({ ...d, ...validityDays(d) })),
    can: restaurantManageCan(actor, restaurant),
  };
}

/** The record's columns from the body (the image is claimed apart, through imageFrom). */
export const recordValues = ({ imageUrl: _image, ...input }: RestaurantValues) => ({
  ...input,
  websiteUrl: input.websiteUrl ?? null,
  instagramUrl: input.instagramUrl ?? null,
  eatNowUrl: input.eatNowUrl ?? null,
});

/** The whole record, by its owner or an administrator; the owner and the active flag are not part of it. */
export const updateRestaurantDetails = edit(async (w: Write<Id, RestaurantValues>) => {
  const imageUrl = await imageFrom(w, w.body.imageUrl, w.row.imageUrl);
  await updateRestaurant(w.tx, w.id, { ...recordValues(w.body), imageUrl });
});
