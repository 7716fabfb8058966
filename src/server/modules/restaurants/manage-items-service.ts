import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  restaurantAdminMessages as texts,
  type discountInputSchema,
  type menuItemInputSchema,
  type photoAddSchema,
  type photoMoveSchema,
  type photoUpdateSchema,
} from '../../../shared/domains/restaurant-manage';
import { AppError } from '../../../shared/errors';
import type { Deleted } from '../../../shared/schemas/common';
import { validityInstants } from '../../../shared/validity-days';
import type { Actor } from '../../app-env';
import { childRows } from '../../platform/resource-kit/child-rows';
import {
  moveIn,
  nextOrder,
  orderedIds,
  renumber,
  type OrderedTable,
} from '../../platform/resource-kit/ordered-list';
import { itemLists } from './manage-service';
import { edit, imageFrom, lockForEdit, type Id, type ManageDeps, type Write } from './manage-service';

/**
 * A restaurant's menu, photos and discounts, written by its owner or an administrator. Each write locks the
 * restaurant first (the policy check and the write are one transaction); an addition or a change answers the
 * whole restaurant, a deletion `{ id, deleted: true }` (docs/glossary.md, "What a deletion answers"). Each
 * takes the route's path parameters: the restaurant's `id` and, but for an addition, the item's.
 */

type ItemParams = Id & Record<string, string>;
type ItemWrite<B> = Write<ItemParams, B>;
type Current = { imageUrl?: string | null };

/** How one list's items are written: the path parameter that names one, its 404 text, a row's values. */
interface ItemRules<Add, Update> {
  param: string;
  notFound: string;
  /** A new item's values from the body; a change's too (with the item as it is) when `update` is not given. */
  add: (w: ItemWrite<Add>, current?: Current) => object | Promise<object>;
  update?: (w: ItemWrite<Update>, current: Current) => object;
}

/** A numbered list (menu, photos): new items go last, photos move. */
const orderOf = (table: typeof itemLists.menu.table | typeof itemLists.photos.table): OrderedTable => ({
  table,
  id: table.id,
  sortOrder: table.sortOrder,
  createdAt: table.createdAt,
});

/** A list's addition, change and deletion; a row of another restaurant is not found (404, the list's text). */
function itemWrites<Add, Update = Add>(list: keyof typeof itemLists, rules: ItemRules<Add, Update>) {
  const { table } = itemLists[list];
  const rows = childRows({ table, id: table.id, parent: table.restaurantId, notFound: rules.notFound });
  const order = 'sortOrder' in table ? orderOf(table) : undefined;
  const update = (rules.update ?? rules.add) as (w: ItemWrite<Update>, current: Current) => object;
  return {
    notFound: rules.notFound,
    add: edit(async (w: ItemWrite<Add>) => {
      const values = await rules.add(w);
      const last = order && { sortOrder: await nextOrder(w.tx, order, eq(table.restaurantId, w.id)) };
      await w.tx.insert(table).values({ restaurantId: w.id, ...values, ...last } as never);
    }),
    update: edit(async (w: ItemWrite<Update>) => {
      const itemId = w.params[rules.param]!;
      const [current] = await w.tx
        .select()
        .from(table as PgTable)
        .where(and(eq(table.id, itemId), eq(table.restaurantId, w.id)));
      if (!current) throw new AppError('NOT_FOUND', rules.notFound);
      await rows.update(w.tx, w.id, itemId, (await update(w, current)) as never);
    }),
    /** Deletes one item under the restaurant's lock. */
    remove: (deps: ManageDeps, actor: Actor, params: ItemParams): Promise<Deleted> =>
      deps.db.transaction(async (tx) => {
        await lockForEdit(tx, actor, params.id);
        return rows.remove(tx, params.id, params[rules.param]!);
      }),
  };
}

type PhotoAdd = z.infer<typeof photoAddSchema>;
type PhotoUpdate = z.infer<typeof photoUpdateSchema>;
type DiscountValues = z.infer<typeof discountInputSchema>;

export const itemWritesOf = {
  menu: itemWrites('menu', {
    param: 'itemId',
    notFound: texts.menuItemNotFound,
    add: async (w: ItemWrite<z.infer<typeof menuItemInputSchema>>, current) => {
      const { imageUrl, ...values } = w.body;
      return { ...values, imageUrl: await imageFrom(w, imageUrl, current?.imageUrl ?? null) };
    },
  }),
  photos: itemWrites<PhotoAdd, PhotoUpdate>('photos', {
    param: 'photoId',
    notFound: texts.photoNotFound,
    add: async (w) => ({
      imageUrl: await imageFrom(w, w.body.imageUrl, null, texts.photoRequired),
      caption: w.body.caption,
    }),
    update: ({ body }) => body,
  }),
  /** The validity days become the instants the column holds (validity-days.ts). */
  discounts: itemWrites('discounts', {
    param: 'discountId',
    notFound: texts.discountNotFound,
    add: ({ body }: ItemWrite<DiscountValues>) => ({ ...body, ...validityInstants(body) }),
  }),
};

/** Swap places with the neighbour, then number the photos 0…n-1 so the order has no ties left. */
export const movePhoto = edit(
  async ({ tx, id, params, body }: Write<ItemParams, z.infer<typeof photoMoveSchema>>) => {
    const photos = orderOf(itemLists.photos.table);
    const order = await orderedIds(tx, photos, eq(itemLists.photos.table.restaurantId, id));
    const photoId = params.photoId!;
    if (!order.includes(photoId)) throw new AppError('NOT_FOUND', texts.photoNotFound);
    const moved = moveIn(order, photoId, body.direction);
    if (moved.indexOf(photoId) === order.indexOf(photoId)) return; // already first or last: nothing moves
    await renumber(tx, photos, moved);
  },
);
