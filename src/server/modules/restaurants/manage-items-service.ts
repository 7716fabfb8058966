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
import type { Deleted } from '../../../shared/schemas/common';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import type { Tx } from '../../db/client';
import {
  deleteDiscount,
  deleteMenuItem,
  deletePhoto,
  findMenuItem,
  insertDiscount,
  insertMenuItem,
  insertPhoto,
  listAllPhotos,
  updateDiscount,
  updateMenuItem,
  updatePhoto,
} from './manage-queries';
import {
  dayEnd,
  dayStart,
  getManagedRestaurant,
  imageFrom,
  lockForEdit,
  type ManageDeps,
} from './manage-service';

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
const DISCOUNT_NOT_FOUND = texts.discountNotFound;

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

/** Deletes one item of the restaurant under the same lock, or answers 404 with `notFound` when none was there. */
async function removeItem(
  deps: ManageDeps,
  actor: Actor,
  id: string,
  itemId: string,
  remove: (tx: Tx, id: string, itemId: string) => Promise<unknown>,
  notFound: string,
): Promise<Deleted> {
  await deps.db.transaction(async (tx) => {
    await lockForEdit(tx, actor, id);
    if (!(await remove(tx, id, itemId))) throw new AppError('NOT_FOUND', notFound);
  });
  return { id: itemId, deleted: true };
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
    await updateMenuItem(tx, itemId, {
      ...menuValues(input),
      ...(imageUrl === undefined ? {} : { imageUrl }),
    });
  });
}

export function removeMenuItem(deps: ManageDeps, actor: Actor, id: string, itemId: string) {
  return removeItem(deps, actor, id, itemId, deleteMenuItem, MENU_ITEM_NOT_FOUND);
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
    const found = await updatePhoto(tx, id, photoId, { caption: input.caption, active: input.active });
    if (!found) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
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
    const order = (await listAllPhotos(tx, id)).map((p) => p.id);
    const at = order.indexOf(photoId);
    if (at < 0) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND);
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= order.length) return; // already first or last: nothing moves
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [sortOrder, photo] of order.entries()) await updatePhoto(tx, id, photo, { sortOrder });
  });
}

export function removePhoto(deps: ManageDeps, actor: Actor, id: string, photoId: string) {
  return removeItem(deps, actor, id, photoId, deletePhoto, PHOTO_NOT_FOUND);
}

const discountValues = (input: DiscountValues) => ({
  percentage: input.percentage,
  description: input.description,
  termsConditions: input.termsConditions,
  validFrom: dayStart(input.validFrom),
  validUntil: dayEnd(input.validUntil),
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
    if (!(await updateDiscount(tx, id, discountId, discountValues(input)))) {
      throw new AppError('NOT_FOUND', DISCOUNT_NOT_FOUND);
    }
  });
}

export function removeDiscount(deps: ManageDeps, actor: Actor, id: string, discountId: string) {
  return removeItem(deps, actor, id, discountId, deleteDiscount, DISCOUNT_NOT_FOUND);
}
