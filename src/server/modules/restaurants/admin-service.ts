import {
  restaurantManagePolicy as policy,
  restaurantAdminMessages as texts,
  type ActiveInput,
  type OwnerAssignInput,
  type RestaurantAdminList,
  type RestaurantManage,
  type RestaurantValues,
} from '../../../shared/domains/restaurant-manage';
import type { ListQuery } from '../../../shared/schemas/common';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { deleteItemReferences } from '../../platform/item-references';
import { pageOffset } from '../../platform/lists';
import { memberSummaries } from '../members/service';
import {
  countManaged,
  deleteRestaurant,
  findManaged,
  insertRestaurant,
  listManagedPage,
  updateRestaurant,
  type ManagedRow,
} from './manage-queries';
import {
  NOT_FOUND,
  getManagedRestaurant,
  imageFrom,
  recordValues,
  toManaged,
  type ManageDeps,
} from './manage-service';

/** The restaurants manager (administrators): the list, a new restaurant, its active flag, its owner, deletion. */

/** Administrators' writes: the same lookup, behind the admin check. */
async function lockForAdmin(tx: Tx, actor: Actor, id: string, allowed: boolean): Promise<ManagedRow> {
  if (!allowed) throw new AppError('FORBIDDEN');
  const row = await findManaged(tx, id, { forUpdate: true });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function listManagedRestaurants(
  db: Db,
  actor: Actor,
  input: ListQuery,
): Promise<RestaurantAdminList> {
  if (!policy.create(actor)) throw new AppError('FORBIDDEN');
  const rows = await listManagedPage(db, input.q, input.pageSize, pageOffset(input.page, input.pageSize));
  const total = rows[0]?.total ?? (input.page > 1 ? await countManaged(db, input.q) : 0);
  const owners = await memberSummaries(
    db,
    rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])),
  );
  return {
    items: rows.map(({ total: _total, ...row }) => toManaged(row, owners)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function createRestaurant(
  deps: ManageDeps,
  actor: Actor,
  input: RestaurantValues,
): Promise<RestaurantManage> {
  if (!policy.create(actor)) throw new AppError('FORBIDDEN');
  const id = await deps.db.transaction(async (tx) => {
    const imageUrl = await imageFrom(deps, tx, actor, input.imageUrl, null);
    return insertRestaurant(tx, { ...recordValues(input), imageUrl: imageUrl ?? null, active: true });
  });
  return getManagedRestaurant(deps.db, actor, id);
}

export async function setRestaurantActive(
  db: Db,
  actor: Actor,
  id: string,
  input: ActiveInput,
): Promise<RestaurantManage> {
  await db.transaction(async (tx) => {
    await lockForAdmin(tx, actor, id, policy.setActive(actor));
    await updateRestaurant(tx, id, { active: input.active });
  });
  return getManagedRestaurant(db, actor, id);
}

export async function assignRestaurantOwner(
  db: Db,
  actor: Actor,
  id: string,
  input: OwnerAssignInput,
): Promise<RestaurantManage> {
  await db.transaction(async (tx) => {
    await lockForAdmin(tx, actor, id, policy.assignOwner(actor));
    if (input.ownerId && !(await memberSummaries(tx, [input.ownerId])).has(input.ownerId)) {
      throw new AppError('VALIDATION', texts.memberNotFound, { ownerId: texts.memberNotFound });
    }
    await updateRestaurant(tx, id, { ownerId: input.ownerId });
  });
  return getManagedRestaurant(db, actor, id);
}

/** Decision 0013: menu, photos, discounts and likes go by their foreign keys, the featured row here. */
export async function removeRestaurant(db: Db, actor: Actor, id: string): Promise<{ deleted: true }> {
  await db.transaction(async (tx) => {
    await lockForAdmin(tx, actor, id, policy.delete(actor));
    await deleteItemReferences(tx, 'restaurant', id);
    await deleteRestaurant(tx, id);
  });
  return { deleted: true };
}
