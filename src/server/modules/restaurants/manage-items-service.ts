import {
  restaurantAdminMessages as texts,
  type discountInputSchema,
  type menuItemInputSchema,
  type photoAddSchema,
  type PhotoMoveInput,
  type photoUpdateSchema,
  type RestaurantManage,
} from '../../../shared/domains/restaurant-manage';
import { AppError } from '../../../shared/errors';
import { validityInstants } from '../../../shared/validity-days';
import type { Deleted } from '../../../shared/schemas/common';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import type { Tx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { restaurantDiscounts, restaurantMenuItems, restaurantPhotos } from '../../db/schema/restaurants';
import { childRows } from '../../platform/resource-kit/child-rows';
import { moveIn, orderedIds, renumber } from '../../platform/resource-kit/ordered-list';
import { findMenuItem, insertDiscount, insertMenuItem, insertPhoto, photoOrder } from './manage-queries';
import { getManagedRestaurant, imageFrom, lockForEdit, type ManageDeps } from './manage-service';

/**
 * A restaurant's menu, photos and discounts, written by its owner or an administrator. Each write locks the
 * restaurant first (the policy check and the write are one transaction); an addition or a change answers the
 * whole restaurant, a deletion `{ id, deleted: true }` (docs/glossary.md, "What a deletion answers").
 */

type MenuItemValues = z.infer<typeof menuItemInputSchema>;
type PhotoAddValues = z.infer<typeof photoAddSchema>;
type PhotoUpdateValues = z.infer<typeof photoUpdateSchema>;
type DiscountValues = z.infer<typeof discountInputSchema>;

const MENU_ITEM_NOT_FOUND = texts.menuItemNotFound;
const PHOTO_NOT_FOUND = texts.photoNotFound;

const menuRows = childRows({
  table: restaurantMenuItems,
  id: restaurantMenuItems.id,
  parent: restaurantMenuItems.restaurantId,
  notFound: MENU_ITEM_NOT_FOUND,
});
const photoRows = childRows({
  table: restaurantPhotos,
  id: restaurantPhotos.id,
  parent: restaurantPhotos.restaurantId,
  notFound: PHOTO_NOT_FOUND,
});
const discountRows = childRows({
  table: restaurantDiscounts,
  id: restaurantDiscounts.id,
  parent: restaurantDiscounts.restaurantId,
  notFound: texts.discountNotFound,
});

async function editRestaurant(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  write: (tx: Tx) => Promise<void>,
): Promise<RestaurantManage> {
  await deps.db.transaction(async (tx) => {
    await lockForEdit(tx, actor, id);
    await write(tx);
  });
  return getManagedRestaurant(deps.db, actor, id);
}

/** Deletes one item of the restaurant under the same lock, or answers 404 when the restaurant has none such. */
function removeItem(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  rows: typeof menuRows | typeof photoRows | typeof discountRows,
  itemId: string,
): Promise<Deleted> {
  return deps.db.transaction(async (tx) => {
    await lockForEdit(tx, actor, id);
    return rows.remove(tx, id, itemId);
  });
}

const menuValues = (input: MenuItemValues) => ({
  name: input.name,
  priceCents: input.priceCents,
  category: input.category,
  description: input.description,
  active: input.active,
});

export function addMenuItem(deps: ManageDeps, actor: Actor, id: string, input: MenuItemValues) {
  return editRestaurant(deps, actor, id, async (tx) => {
    const imageUrl = await imageFrom(deps, tx, actor, input.imageUrl, null);
    await insertMenuItem(tx, { restaurantId: id, ...menuValues(input), imageUrl: imageUrl ?? null });
  });
}

export function changeMenuItem(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  itemId: string,
  input: MenuItemValues,
) {
  return editRestaurant(deps, actor, id, async (tx) => {
    const item = await findMenuItem(tx, id, itemId);
    if (!item) throw new AppError('NOT_FOUND', MENU_ITEM_NOT_FOUND);
    const imageUrl = await imageFrom(deps, tx, actor, input.imageUrl, item.imageUrl);
    await menuRows.update(tx, id, itemId, {
      ...menuValues(input),
      ...(imageUrl === undefined ? {} : { imageUrl }),
    });
  });
}

export function removeMenuItem(deps: ManageDeps, actor: Actor, id: string, itemId: string) {
  return removeItem(deps, actor, id, menuRows, itemId);
}

export function addPhoto(deps: ManageDeps, actor: Actor, id: string, input: PhotoAddValues) {
  return editRestaurant(deps, actor, id, async (tx) => {
    const imageUrl = await imageFrom(deps, tx, actor, input.imageUrl, null, texts.photoRequired);
    await insertPhoto(tx, { restaurantId: id, imageUrl: imageUrl!, caption: input.caption });
  });
}

export function changePhoto(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  photoId: string,
  input: PhotoUpdateValues,
) {
  return editRestaurant(deps, actor, id, async (tx) => {
    await photoRows.update(tx, id, photoId, { caption: input.caption, active: input.active });
  });
}

/** Swap places with the neighbour, then number the photos 0…n-1 so the order has no ties left. */
export function movePhoto(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  photoId: string,
  input: PhotoMoveInput,
) {
  return editRestaurant(deps, actor, id, async (tx) => {
    const order = await orderedIds(tx, photoOrder, eq(restaurantPhotos.restaurantId, id));
    if (!order.includes(photoId)) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
    const moved = moveIn(order, photoId, input.direction);
    if (moved.indexOf(photoId) === order.indexOf(photoId)) return; // already first or last: nothing moves
    await renumber(tx, photoOrder, moved);
  });
}

export function removePhoto(deps: ManageDeps, actor: Actor, id: string, photoId: string) {
  return removeItem(deps, actor, id, photoRows, photoId);
}

const discountValues = (input: DiscountValues) => ({
  percentage: input.percentage,
  description: input.description,
  termsConditions: input.termsConditions,
  ...validityInstants(input),
  active: input.active,
});

export function addDiscount(deps: ManageDeps, actor: Actor, id: string, input: DiscountValues) {
  return editRestaurant(deps, actor, id, async (tx) => {
    await insertDiscount(tx, { restaurantId: id, ...discountValues(input) });
  });
}

export function changeDiscount(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  discountId: string,
  input: DiscountValues,
) {
  return editRestaurant(deps, actor, id, async (tx) => {
    await discountRows.update(tx, id, discountId, discountValues(input));
  });
}

export function removeDiscount(deps: ManageDeps, actor: Actor, id: string, discountId: string) {
  return removeItem(deps, actor, id, discountRows, discountId);
}
