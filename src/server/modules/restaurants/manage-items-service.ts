import {
  restaurantAdminMessages as texts,
  type discountInputSchema,
  type menuItemInputSchema,
  type photoAddSchema,
  type PhotoMoveInput,
  type photoUpdateSchema,
} from '../../../shared/domains/restaurant-manage';
import { AppError } from '../../../shared/errors';
import { validityInstants } from '../../../shared/validity-days';
import type { Deleted } from '../../../shared/schemas/common';
import type { z } from 'zod';
import type { Actor } from '../../app-env';
import { eq } from 'drizzle-orm';
import { restaurantDiscounts, restaurantMenuItems, restaurantPhotos } from '../../db/schema/restaurants';
import { childRows } from '../../platform/resource-kit/child-rows';
import { moveIn, nextOrder, orderedIds, renumber } from '../../platform/resource-kit/ordered-list';
import { findMenuItem, menuOrder, photoOrder } from './manage-queries';
import { edit, imageFrom, lockForEdit, type Id, type ManageDeps, type Write } from './manage-service';

/**
 * A restaurant's menu, photos and discounts, written by its owner or an administrator. Each write locks the
 * restaurant first (the policy check and the write are one transaction); an addition or a change answers the
 * whole restaurant, a deletion `{ id, deleted: true }` (docs/glossary.md, "What a deletion answers"). Each
 * takes the route's path parameters: the restaurant's `id` and, but for an addition, the item's.
 */

type MenuItemValues = z.infer<typeof menuItemInputSchema>;
type DiscountValues = z.infer<typeof discountInputSchema>;
type PhotoAddValues = z.infer<typeof photoAddSchema>;
type PhotoUpdateValues = z.infer<typeof photoUpdateSchema>;

const menuRows = childRows({
  table: restaurantMenuItems,
  id: restaurantMenuItems.id,
  parent: restaurantMenuItems.restaurantId,
  notFound: texts.menuItemNotFound,
});
const photoRows = childRows({
  table: restaurantPhotos,
  id: restaurantPhotos.id,
  parent: restaurantPhotos.restaurantId,
  notFound: texts.photoNotFound,
});
const discountRows = childRows({
  table: restaurantDiscounts,
  id: restaurantDiscounts.id,
  parent: restaurantDiscounts.restaurantId,
  notFound: texts.discountNotFound,
});

/** Deletes one item of the restaurant under the same lock, or answers 404 when the restaurant has none such. */
const removeWith =
  <K extends string>(rows: typeof menuRows | typeof photoRows | typeof discountRows, param: K) =>
  (deps: ManageDeps, actor: Actor, params: Id & Record<K, string>): Promise<Deleted> =>
    deps.db.transaction(async (tx) => {
      await lockForEdit(tx, actor, params.id);
      return rows.remove(tx, params.id, params[param]);
    });

const menuValues = ({ imageUrl: _image, ...input }: MenuItemValues) => input;

export const addMenuItem = edit(async (w: Write<Id, MenuItemValues>) => {
  const { tx, id, body } = w;
  const imageUrl = await imageFrom(w, body.imageUrl, null);
  const sortOrder = await nextOrder(tx, menuOrder, eq(restaurantMenuItems.restaurantId, id));
  await tx.insert(restaurantMenuItems).values({ restaurantId: id, ...menuValues(body), imageUrl, sortOrder });
});

export const changeMenuItem = edit(async (w: Write<Id & { itemId: string }, MenuItemValues>) => {
  const { tx, id, body } = w;
  const item = await findMenuItem(tx, id, w.params.itemId);
  if (!item) throw new AppError('NOT_FOUND', texts.menuItemNotFound);
  const imageUrl = await imageFrom(w, body.imageUrl, item.imageUrl);
  await menuRows.update(tx, id, item.id, { ...menuValues(body), imageUrl });
});

export const removeMenuItem = removeWith(menuRows, 'itemId');

export const addPhoto = edit(async (w: Write<Id, PhotoAddValues>) => {
  const { tx, id, body } = w;
  const imageUrl = await imageFrom(w, body.imageUrl, null, texts.photoRequired);
  const sortOrder = await nextOrder(tx, photoOrder, eq(restaurantPhotos.restaurantId, id));
  await tx
    .insert(restaurantPhotos)
    .values({ restaurantId: id, imageUrl: imageUrl!, caption: body.caption, sortOrder });
});

type PhotoParams = Id & { photoId: string };

export const changePhoto = edit(({ tx, id, params, body }: Write<PhotoParams, PhotoUpdateValues>) =>
  photoRows.update(tx, id, params.photoId, body),
);

/** Swap places with the neighbour, then number the photos 0…n-1 so the order has no ties left. */
export const movePhoto = edit(async ({ tx, id, params, body }: Write<PhotoParams, PhotoMoveInput>) => {
  const order = await orderedIds(tx, photoOrder, eq(restaurantPhotos.restaurantId, id));
  if (!order.includes(params.photoId)) throw new AppError('NOT_FOUND', texts.photoNotFound);
  const moved = moveIn(order, params.photoId, body.direction);
  if (moved.indexOf(params.photoId) === order.indexOf(params.photoId)) return; // already first or last: nothing moves
  await renumber(tx, photoOrder, moved);
});

export const removePhoto = removeWith(photoRows, 'photoId');

/** The validity days become the instants the column holds (validity-days.ts). */
const discountValues = (input: DiscountValues) => ({ ...input, ...validityInstants(input) });

export const addDiscount = edit(async ({ tx, id, body }: Write<Id, DiscountValues>) => {
  await tx.insert(restaurantDiscounts).values({ restaurantId: id, ...discountValues(body) });
});

export const changeDiscount = edit(
  ({ tx, id, params, body }: Write<Id & { discountId: string }, DiscountValues>) =>
    discountRows.update(tx, id, params.discountId, discountValues(body)),
);

export const removeDiscount = removeWith(discountRows, 'discountId');
