import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import type { Context } from 'hono';
import type { Actor, AppEnv } from '../../app-env';
import type { Routes } from '../../platform/http';
import { isUuid } from '../../platform/lists';
import { implementResource } from '../../platform/resource-kit/routes';
import { assignRestaurantOwner, restaurantAdmin } from './admin-service';
import { itemWritesOf, movePhoto } from './manage-items-service';
import { listOwned } from './manage-service';
import {
  getManagedRestaurant,
  NOT_FOUND as notFound,
  updateRestaurantDetails,
  type ManageDeps,
} from './manage-service';

/** A handler that hands the service its dependencies, the actor, the path parameters and the body. */
const serve =
  <P, B, R>(run: (deps: ManageDeps, actor: Actor, params: P, body: B) => R) =>
  ({ c, actor, params, body }: { c: Context<AppEnv>; actor: Actor; params: P; body: B }) =>
    run(c.get('deps'), actor, params, body);

/**
 * The restaurants manager (/api/admin/restaurants…, administrators): the list, a new restaurant, its active
 * flag, its deletion and its owner. Every write but the delete answers the restaurant as it now is
 * (restaurantManageSchema); the record's edit is the owner's page's (PUT /api/restaurants/:id).
 */
export function registerRestaurantAdminRoutes(routes: Routes): void {
  const { adminList, create, setActive, remove } = e;
  implementResource(routes, { list: adminList, create, setActive, remove }, restaurantAdmin, notFound);
  routes.implement(e.setOwner, { notFound }, serve(assignRestaurantOwner));
}

/**
 * The owner's page (/api/restaurants/:id/…, the owner or an administrator): the record, its menu, photos and
 * discounts. Every write answers the restaurant as it now is (restaurantManageSchema), a deletion of a menu item,
 * photo or discount `{ id, deleted: true }`.
 */
export function registerRestaurantManageRoutes(routes: Routes): void {
  routes.implement(e.owned, { notFound, keep: 'per-member' }, async ({ c, actor }) => ({
    items: await listOwned(c.get('deps').db, actor.id),
  }));
  routes.implement(e.manage, { notFound, keep: 'per-member' }, ({ c, actor, params }) =>
    getManagedRestaurant(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.update, { notFound }, serve(updateRestaurantDetails));
  /** A malformed item id names no item of the list; a malformed :id no restaurant. */
  const item = (list: keyof typeof itemWritesOf) => ({
    notFound: (params: Record<string, string>) =>
      isUuid(params.id) ? itemWritesOf[list].notFound : notFound,
  });
  const { menu, photos, discounts } = itemWritesOf;
  routes.implement(e.menu.add, { notFound }, serve(menu.add));
  routes.implement(e.menu.update, item('menu'), serve(menu.update));
  routes.implement(e.menu.remove, item('menu'), serve(menu.remove));
  routes.implement(e.photos.add, { notFound }, serve(photos.add));
  routes.implement(e.photos.update, item('photos'), serve(photos.update));
  routes.implement(e.photos.move, item('photos'), serve(movePhoto));
  routes.implement(e.photos.remove, item('photos'), serve(photos.remove));
  routes.implement(e.discounts.add, { notFound }, serve(discounts.add));
  routes.implement(e.discounts.update, item('discounts'), serve(discounts.update));
  routes.implement(e.discounts.remove, item('discounts'), serve(discounts.remove));
}
